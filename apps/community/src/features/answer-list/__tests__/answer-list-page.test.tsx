import type { AnswerListItem } from '@portal/api/contract/community-invitations';
import { communityInvitationEndpoints as e } from '@portal/api/endpoints/community-invitations';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { installIntersectionObserver } from '@portal/testing/intersection';
import { renderAt } from '@portal/testing/render';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnswerListPage } from '../answer-list-page';

const api = fakeApi();

beforeEach(() => {
  installIntersectionObserver();
  act(() => {
    sessionStore.set(sessionUserAtom, {
      id: 1,
      realName: '王建国',
      avatarAddress: '',
      identity: 1,
      isAuth: 1,
    });
    sessionStore.set(sessionStatusAtom, 'signedIn');
  });
});
afterEach(() =>
  act(() => {
    sessionStore.set(sessionUserAtom, null);
    sessionStore.set(sessionStatusAtom, 'signedOut');
  }),
);

const item = (id: number, overrides: Partial<AnswerListItem> = {}): AnswerListItem => ({
  questionId: id,
  title: `问题${id}：脑膜瘤术后复发怎么办？`,
  answers: 2,
  publishTime: Date.UTC(2026, 10, 20),
  inviter: { id: 7, realName: '李明华' },
  invitedAt: Date.UTC(2026, 10, 24),
  answered: false,
  ...overrides,
});
const page = (list: AnswerListItem[]) => ({
  code: 1 as const,
  list,
  page: { pageNo: 1, pageSize: 10, totalCount: list.length, totalPage: 1 },
});

describe('the answer list', () => {
  it('shows the reader’s invitations, who invited them, and 写回答 until answered', async () => {
    api.on(e.answerList, page([item(1), item(2, { answered: true })]));
    renderAt(
      '/topic-circle/answerList',
      <AnswerListPage />,
      createTestHost({ requireLogin: jest.fn(() => true) }),
    );
    expect(await screen.findByRole('link', { name: '问题1：脑膜瘤术后复发怎么办？' })).toHaveAttribute(
      'href',
      '/topic-circle/questionhome?id=1',
    );
    expect(screen.getAllByText(/李明华 邀请你回答/)).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: '写回答' })).toHaveLength(1);
    expect(screen.getByText('已回答')).toBeInTheDocument();
    expect(api.requests(e.answerList)[0]).toMatchObject({ tab: 'invited', pageNo: 1 });
  });

  it('switches to questions waiting for answers, in the address too', async () => {
    api.on(e.answerList, page([]));
    const view = renderAt(
      '/topic-circle/answerList',
      <AnswerListPage />,
      createTestHost({ requireLogin: jest.fn(() => true) }),
    );
    expect(await screen.findByText('还没有人邀请你回答问题')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '等待回答' }));
    await waitFor(() => expect(api.requests(e.answerList).at(-1)).toMatchObject({ tab: 'waiting' }));
    expect(view.location()).toBe('/topic-circle/answerList?tab=waiting');
    expect(await screen.findByText('暂时没有等待回答的问题')).toBeInTheDocument();
  });

  it('sends a visitor to sign in', () => {
    act(() => {
      sessionStore.set(sessionUserAtom, null);
      sessionStore.set(sessionStatusAtom, 'signedOut');
    });
    const host = createTestHost({ requireLogin: jest.fn(() => false) });
    renderAt('/topic-circle/answerList', <AnswerListPage />, host);
    expect(host.requireLogin).toHaveBeenCalled();
  });
});
