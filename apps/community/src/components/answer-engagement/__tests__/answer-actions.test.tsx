import type { ArticleComment } from '@portal/api/contract/article';
import { communityAnswerEndpoints as e } from '@portal/api/endpoints/community-answers';
import { ApiError } from '@portal/api/errors';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { installIntersectionObserver } from '@portal/testing/intersection';
import { deferred, renderAt } from '@portal/testing/render';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnswerActions, flipCount } from '../answer-actions';

const api = fakeApi();

function signIn(signedIn: boolean) {
  act(() => {
    sessionStore.set(
      sessionUserAtom,
      signedIn ? { id: 1, realName: '王建国', avatarAddress: '', identity: 1, isAuth: 1 } : null,
    );
    sessionStore.set(sessionStatusAtom, signedIn ? 'signedIn' : 'signedOut');
  });
}
beforeEach(installIntersectionObserver);
afterEach(() => signIn(false));

const marks = { id: 7, diggs: 3, isDigg: false, isCollect: false, comments: 9 };
const signedInHost = () => createTestHost({ requireLogin: jest.fn(() => true) });
const comment = (id: number): ArticleComment => ({
  id,
  text: `评论${id}`,
  diggs: 0,
  isDigg: false,
  creationDate: 1_700_000_000_000,
  creator: { id: 100 + id, realName: `医生${id}`, avatarAddress: '', identity: 1 },
  childComments: [],
  childCommentsCount: 0,
});

describe('flipCount', () => {
  it('moves by one, never below zero', () => {
    expect(flipCount(3, true)).toBe(4);
    expect(flipCount(3, false)).toBe(2);
    expect(flipCount(0, false)).toBe(0);
  });
});

describe('AnswerActions', () => {
  it('a like flips only when the server says code 1, and the count moves by one', async () => {
    signIn(true);
    const pending = deferred<{ diggStatus: 'T' | 'F'; diggs: number }>();
    api.on(e.digg, () => pending.promise);
    renderAt('/', <AnswerActions answer={marks} comments="link" commentsHref="/a" />, signedInHost());
    const like = screen.getByRole('button', { name: /赞同 3/ });
    await userEvent.click(like);
    // in flight: unchanged, and a second press sends nothing more
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    expect(api.requests(e.digg)).toEqual([{ qaId: 7 }]);
    await act(async () => pending.resolve({ diggStatus: 'T', diggs: 40 }));
    expect(await screen.findByRole('button', { name: /已赞同 4/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a refused like stays as it was and says why; a visitor is asked to sign in and nothing is sent', async () => {
    signIn(true);
    api.on(e.digg, () => {
      throw new ApiError(404, '回答不存在或正在审核中');
    });
    const host = signedInHost();
    renderAt('/', <AnswerActions answer={marks} comments="link" commentsHref="/a" />, host);
    await userEvent.click(screen.getByRole('button', { name: /赞同 3/ }));
    await waitFor(() => expect(host.toast).toHaveBeenCalledWith('回答不存在或正在审核中'));
    expect(screen.getByRole('button', { name: /赞同 3/ })).toHaveAttribute('aria-pressed', 'false');

    const visitorHost = createTestHost({ requireLogin: jest.fn(() => false) });
    signIn(false);
    const before = api.requests(e.collect).length;
    renderAt(
      '/',
      <AnswerActions answer={{ ...marks, id: 8 }} comments="link" commentsHref="/a" />,
      visitorHost,
    );
    await userEvent.click(screen.getAllByRole('button', { name: /收藏/ }).at(-1)!);
    expect(visitorHost.requireLogin).toHaveBeenCalled();
    expect(api.requests(e.collect).length).toBe(before);
  });

  it('collects and uncollects as the server says', async () => {
    signIn(true);
    api.on(e.collect, { collectStatus: 'T' });
    renderAt('/', <AnswerActions answer={marks} comments="link" commentsHref="/a" />, signedInHost());
    await userEvent.click(screen.getByRole('button', { name: /收藏/ }));
    expect(await screen.findByRole('button', { name: /已收藏/ })).toHaveAttribute('aria-pressed', 'true');
    api.on(e.collect, { collectStatus: 'F' });
    await userEvent.click(screen.getByRole('button', { name: /已收藏/ }));
    expect(await screen.findByRole('button', { name: /^收藏$/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens the first four comments inline with 查看全部, and the list error says so', async () => {
    api.on(e.comments, {
      code: 1,
      list: [1, 2, 3, 4].map(comment),
      page: { pageNo: 1, pageSize: 4, totalCount: 9, totalPage: 3 },
    });
    renderAt(
      '/',
      <AnswerActions answer={marks} comments="inline" commentsHref="/topic-circle/answerhome/7#comments" />,
      signedInHost(),
    );
    await userEvent.click(screen.getByRole('button', { name: '9 条评论' }));
    expect(await screen.findByText('评论4')).toBeInTheDocument();
    expect(api.requests(e.comments)[0]).toEqual({ qaId: 7, pageNo: 1, pageSize: 4 });
    expect(screen.getByRole('link', { name: '查看全部' })).toHaveAttribute(
      'href',
      '/topic-circle/answerhome/7#comments',
    );
    await userEvent.click(screen.getByRole('button', { name: '收起评论' }));
    expect(screen.queryByText('评论4')).not.toBeInTheDocument();
  });

  it('shows every comment on the answer’s own page, and the load failure', async () => {
    api.on(e.comments, () => {
      throw new ApiError(500, '服务器繁忙');
    });
    renderAt('/', <AnswerActions answer={marks} comments="page" commentsHref="#comments" />, signedInHost());
    expect(await screen.findByText('评论加载失败')).toBeInTheDocument();
    expect(api.requests(e.comments)[0]).toEqual({ qaId: 7, pageNo: 1, pageSize: 10 });
  });
});
