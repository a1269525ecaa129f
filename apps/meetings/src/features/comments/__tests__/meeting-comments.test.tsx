import type { ArticleComment, ChildComment } from '@portal/api/contract/article';
import { meetingCommentEndpoints as e } from '@portal/api/endpoints/meeting-comments';
import { ApiError } from '@portal/api/errors';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { Toaster, toast } from '@portal/shared-ui/toast';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MeetingComments } from '../meeting-comments';

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

afterEach(() => {
  signIn(false);
  act(() => toast.dismiss());
});

const creator = (id: number, realName: string, identity: number | null = 1) => ({
  id,
  realName,
  avatarAddress: '',
  identity,
});

function comment(id: number, overrides: Partial<ArticleComment> = {}): ArticleComment {
  return {
    id,
    text: `评论${id}`,
    diggs: 0,
    isDigg: false,
    creationDate: Date.UTC(2026, 10, 20, 2),
    creator: creator(100 + id, `医生${id}`),
    childComments: [],
    childCommentsCount: 0,
    ...overrides,
  };
}

function reply(id: number, parentId: number, overrides: Partial<ChildComment> = {}): ChildComment {
  return {
    id,
    parentId,
    childId: 200 + id,
    childName: `回复者${id}`,
    childAvatar: '',
    identity: 1,
    parentName: '',
    parentIdentity: null,
    text: `回复${id}`,
    diggs: 0,
    isDigg: false,
    creationDate: Date.UTC(2026, 10, 20, 3),
    ...overrides,
  };
}

const listOf = <T,>(items: T[], pageNo = 1, totalPage = 1) => ({
  code: 1 as const,
  list: items,
  page: { pageNo, pageSize: 10, totalCount: items.length, totalPage },
});

const texts = () => screen.queryAllByText(/^评论\d+$/).map((el) => el.textContent);

function renderComments(host = createTestHost()) {
  const user = userEvent.setup();
  renderAt(
    '/meeting/detail?id=9',
    <>
      <MeetingComments meetingId={9} />
      <Toaster />
    </>,
    host,
  );
  return { user, host };
}

describe('meeting comments', () => {
  it('shows the pinned comments first, marked 置顶, then pages of 10 up to 没有更多评论了~', async () => {
    api.on(e.stickComments, listOf([comment(50), comment(40)]));
    api.on(e.comments, ({ pageNo }) =>
      pageNo === 1
        ? listOf(
            Array.from({ length: 10 }, (_, i) => comment(30 - i)),
            1,
            2,
          )
        : listOf([comment(20)], 2, 2),
    );
    const { user } = renderComments();
    expect(await screen.findByText('评论21')).toBeInTheDocument();
    expect(texts().slice(0, 3)).toEqual(['评论50', '评论40', '评论30']);
    const region = screen.getByRole('region', { name: '会议评论' });
    const items = within(region).getAllByRole('listitem');
    expect(within(items[0]!).getByText('置顶')).toBeInTheDocument();
    expect(within(items[1]!).getByText('置顶')).toBeInTheDocument();
    expect(within(items[2]!).queryByText('置顶')).not.toBeInTheDocument();
    expect(api.requests(e.comments)).toEqual([{ meetingId: 9, pageNo: 1, pageSize: 10 }]);
    expect(api.requests(e.stickComments)).toEqual([{ meetingId: 9 }]);

    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('评论20')).toBeInTheDocument();
    expect(api.requests(e.comments).at(-1)).toEqual({ meetingId: 9, pageNo: 2, pageSize: 10 });
    expect(screen.getByText('没有更多评论了~')).toBeInTheDocument();
  });

  it('shows an anonymous commenter as 匿名用户 without a profile link', async () => {
    api.on(e.stickComments, listOf([]));
    api.on(e.comments, listOf([comment(1, { creator: creator(0, '匿名用户', 3) }), comment(2)]));
    renderComments();
    expect(await screen.findByText('匿名用户')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '匿名用户' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '医生2' })[0]).toHaveAttribute(
      'href',
      '/user-center?profileUserId=102',
    );
  });

  it('asks a visitor to sign in instead of posting or liking', async () => {
    api.on(e.stickComments, listOf([]));
    api.on(e.comments, listOf([comment(1, { diggs: 2 })]));
    const host = createTestHost({ requireLogin: jest.fn(() => false) });
    const { user } = renderComments(host);
    await screen.findByText('评论1');
    // the main box (the page-bottom bar shares it)
    expect(screen.getAllByText('登录后参与评论')[0]).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '登录' })[0]!);
    await user.click(screen.getByRole('button', { name: '赞 2' }));
    await user.click(screen.getByRole('button', { name: '回复' }));
    expect(host.requireLogin).toHaveBeenCalledTimes(3);
    expect(api.requests(e.saveComment)).toEqual([]);
    expect(api.requests(e.commentDigg)).toEqual([]);
  });

  it('posts a comment (150 characters at most) with 评论成功! and puts it on top; blank says 请输入评论内容!', async () => {
    signIn(true);
    api.on(e.stickComments, listOf([comment(50)]));
    api.on(e.comments, listOf([comment(1)]));
    api.on(e.saveComment, (input) => comment(60, { text: input.text, creator: creator(1, '王建国') }));
    const { user } = renderComments();
    await screen.findByText('评论1');
    const box = screen.getByRole('textbox', { name: '评论内容' });
    await user.type(box, '   {Enter}');
    expect(await screen.findByText('请输入评论内容!')).toBeInTheDocument();
    expect(api.requests(e.saveComment)).toEqual([]);

    await user.clear(box);
    await user.type(box, '讲得很好');
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('评论成功!')).toBeInTheDocument();
    expect(api.requests(e.saveComment)).toEqual([{ meetingId: 9, text: '讲得很好' }]);
    // under the pinned one, above the others
    const shown = screen.getAllByText(/^(评论\d+|讲得很好)$/).map((el) => el.textContent);
    expect(shown).toEqual(['评论50', '讲得很好', '评论1']);
    expect(box).toHaveValue('');

    await user.type(box, '脑'.repeat(160));
    expect((box as HTMLTextAreaElement).value).toHaveLength(150);
    expect(screen.getAllByText('150/150')[0]).toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps the text', async () => {
    signIn(true);
    api.on(e.stickComments, listOf([]));
    api.on(e.comments, listOf([]));
    api.on(e.saveComment, () => {
      throw new ApiError(429, '评论过于频繁，请稍后再试');
    });
    const { user } = renderComments();
    expect(await screen.findByText('没有更多评论了~')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: '评论内容' });
    await user.type(box, '再来一条');
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('评论过于频繁，请稍后再试')).toBeInTheDocument();
    expect(box).toHaveValue('再来一条');
  });

  it('replies to a pinned comment (its replies expand from getMtgChildCommentPage) and likes with T/F', async () => {
    signIn(true);
    api.on(
      e.stickComments,
      listOf([
        comment(50, {
          childComments: [reply(51, 50), reply(52, 50)],
          childCommentsCount: 3,
        }),
      ]),
    );
    api.on(e.comments, listOf([comment(1, { diggs: 2 })]));
    api.on(e.childComments, listOf([reply(51, 50), reply(52, 50), reply(53, 50)]));
    api.on(e.saveComment, (input) =>
      reply(70, 50, { text: input.text, childId: 1, childName: '王建国', parentName: '回复者51' }),
    );
    api.once(e.commentDigg, { diggStatus: 'T', diggs: 3 });
    api.once(e.commentDigg, { diggStatus: 'F', diggs: 2 });
    const { user } = renderComments();
    await screen.findByText('评论1');

    await user.click(screen.getByRole('button', { name: '3条回复，点击展开' }));
    expect(await screen.findByText('回复53')).toBeInTheDocument();
    expect(api.requests(e.childComments)).toEqual([{ commentId: 50, pageNo: 1, pageSize: 4 }]);

    const first = screen.getByText('回复51').closest('[data-comment-id]') as HTMLElement;
    await user.click(within(first).getByRole('button', { name: '回复' }));
    await user.type(screen.getByRole('textbox', { name: '回复内容' }), '同意{Enter}');
    expect(await screen.findByText('同意')).toBeInTheDocument();
    expect(api.requests(e.saveComment)).toEqual([{ meetingId: 9, parentId: 51, text: '同意' }]);

    await user.click(screen.getByRole('button', { name: '赞 2' }));
    expect(await screen.findByRole('button', { name: '取消赞 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消赞 3' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '赞 2' })).toBeInTheDocument());
    expect(api.requests(e.commentDigg)).toEqual([{ commentId: 1 }, { commentId: 1 }]);
  });
});
