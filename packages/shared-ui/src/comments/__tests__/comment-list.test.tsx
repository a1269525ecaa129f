import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../toast';
import {
  deferred,
  installIntersectionObserver,
  makeAdapter,
  makeComment,
  page,
  renderSection,
  setIntersecting,
} from './test-kit';

beforeEach(installIntersectionObserver);
afterEach(() => act(() => toast.dismiss()));

const texts = () => screen.queryAllByText(/^评论\d+$/).map((el) => el.textContent);

describe('CommentSection list', () => {
  it('shows a skeleton, replaces with page 1, appends page 2 and finishes at totalPage', async () => {
    const p1 = [makeComment({ text: '评论1' }), makeComment({ text: '评论2' })];
    const p2 = [makeComment({ text: '评论3' })];
    const adapter = makeAdapter([page(p1, 2), page(p2, 2)]);
    const { user } = renderSection(adapter);
    expect(screen.getByRole('status', { name: '加载中...' })).toBeInTheDocument();
    expect(await screen.findByText('评论1')).toBeInTheDocument();
    expect(adapter.loadPage).toHaveBeenCalledWith(1, 10, expect.any(AbortSignal));
    expect(texts()).toEqual(['评论1', '评论2']);
    expect(screen.queryByText('没有更多评论了~')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('评论3')).toBeInTheDocument();
    expect(adapter.loadPage).toHaveBeenLastCalledWith(2, 10, expect.any(AbortSignal));
    expect(texts()).toEqual(['评论1', '评论2', '评论3']);
    expect(screen.getByText('没有更多评论了~')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
    expect(adapter.loadPage).toHaveBeenCalledTimes(2);
  });

  it('honours a custom page size', async () => {
    const adapter = makeAdapter([page([makeComment()], 1)]);
    renderSection(adapter, { pageSize: 20 });
    await waitFor(() => expect(adapter.loadPage).toHaveBeenCalledWith(1, 20, expect.any(AbortSignal)));
  });

  it('loads the next page when the sentinel scrolls into view, not after the last page', async () => {
    const adapter = makeAdapter([
      page([makeComment({ text: '评论11' })], 3),
      page([makeComment({ text: '评论12' })], 3),
      page([makeComment({ text: '评论13' })], 3),
    ]);
    renderSection(adapter);
    await screen.findByText('评论11');
    const sentinel = screen.getByTestId('comment-sentinel');
    setIntersecting(sentinel, true);
    // still in view after page 2 arrives: page 3 follows, then it stops (pageNo = totalPage)
    expect(await screen.findByText('评论13')).toBeInTheDocument();
    expect(texts()).toEqual(['评论11', '评论12', '评论13']);
    expect(await screen.findByText('没有更多评论了~')).toBeInTheDocument();
    expect(adapter.loadPage).toHaveBeenCalledTimes(3);
  });

  it('a failed first load shows the error with 重试, which loads page 1 again', async () => {
    const adapter = makeAdapter([page([makeComment({ text: '评论21' })], 1)]);
    adapter.loadPage.mockRejectedValueOnce(new Error('network'));
    const { user } = renderSection(adapter);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('评论加载失败');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('评论21')).toBeInTheDocument();
    expect(adapter.loadPage).toHaveBeenNthCalledWith(2, 1, 10, expect.any(AbortSignal));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed later page keeps the list, flags the error and retries that page', async () => {
    const adapter = makeAdapter([
      page([makeComment({ text: '评论31' })], 2),
      page([makeComment({ text: '评论32' })], 2),
    ]);
    const { user } = renderSection(adapter);
    await screen.findByText('评论31');
    adapter.loadPage.mockRejectedValueOnce(new Error('network'));
    const sentinel = screen.getByTestId('comment-sentinel');
    setIntersecting(sentinel, true);
    const alert = await screen.findByRole('alert');
    expect(screen.getByText('评论31')).toBeInTheDocument();
    // the error flag stops the sentinel from looping
    expect(adapter.loadPage).toHaveBeenCalledTimes(2);
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('评论32')).toBeInTheDocument();
    expect(adapter.loadPage).toHaveBeenLastCalledWith(2, 10, expect.any(AbortSignal));
  });

  it('shows the empty text when there are no comments', async () => {
    renderSection(makeAdapter([page([], 0)]));
    expect(await screen.findByText('没有更多评论了~')).toBeInTheDocument();
  });

  it('takes a custom empty text', async () => {
    renderSection(makeAdapter([page([], 0)]), { emptyText: '暂无评论' });
    expect(await screen.findByText('暂无评论')).toBeInTheDocument();
  });

  it('aborts the load in flight on unmount', async () => {
    const adapter = makeAdapter();
    const pending = deferred<ReturnType<typeof page>>();
    adapter.loadPage.mockReturnValueOnce(pending.promise);
    const { unmount } = renderSection(adapter);
    const signal = adapter.loadPage.mock.calls[0]?.[2];
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});

describe('CommentSection replies', () => {
  const replies = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => makeComment({ text: `回复${from + i}`, replyTo: '医生A' }));

  function threadWith(replyCount: number, preview: number) {
    return makeComment({ text: '评论100', replyCount, replies: replies(1, preview) });
  }

  const replyTexts = () => screen.queryAllByText(/^回复\d+$/).map((el) => el.textContent);

  it('shows 2 replies and a toggle, expands in pages of 4 and collapses', async () => {
    const thread = threadWith(6, 3);
    const adapter = makeAdapter([page([thread], 1)]);
    adapter.loadReplies.mockImplementation((_id, pageNo) =>
      Promise.resolve(pageNo === 1 ? page(replies(1, 4), 2) : page(replies(5, 2), 2)),
    );
    const { user } = renderSection(adapter);
    await screen.findByText('评论100');
    expect(replyTexts()).toEqual(['回复1', '回复2']);
    await user.click(screen.getByRole('button', { name: '6条回复，点击展开' }));
    await waitFor(() => expect(replyTexts()).toEqual(['回复1', '回复2', '回复3', '回复4']));
    const id = thread.id;
    expect(adapter.loadReplies).toHaveBeenCalledWith(id, 1, 4, expect.any(AbortSignal));

    await user.click(screen.getByRole('button', { name: '查看更多回复' }));
    await waitFor(() => expect(replyTexts()).toEqual(['回复1', '回复2', '回复3', '回复4', '回复5', '回复6']));
    expect(adapter.loadReplies).toHaveBeenLastCalledWith(id, 2, 4, expect.any(AbortSignal));
    expect(screen.queryByRole('button', { name: '查看更多回复' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '收起' }));
    expect(replyTexts()).toEqual(['回复1', '回复2']);
    expect(screen.getByRole('button', { name: '6条回复，点击展开' })).toBeInTheDocument();
  });

  it('article pages preview 3 replies', async () => {
    renderSection(makeAdapter([page([threadWith(5, 4)], 1)]), { previewReplies: 3, area: 'article' });
    await screen.findByText('评论100');
    expect(replyTexts()).toEqual(['回复1', '回复2', '回复3']);
    expect(screen.getByRole('button', { name: '5条回复，点击展开' })).toBeInTheDocument();
  });

  it('no toggle when all replies fit in the preview', async () => {
    renderSection(makeAdapter([page([threadWith(2, 2)], 1)]));
    await screen.findByText('评论100');
    expect(replyTexts()).toEqual(['回复1', '回复2']);
    expect(screen.queryByRole('button', { name: /点击展开/ })).not.toBeInTheDocument();
  });

  it('a failed reply page shows 重试', async () => {
    const adapter = makeAdapter([page([threadWith(5, 2)], 1)]);
    adapter.loadReplies.mockRejectedValueOnce(new Error('x')).mockResolvedValueOnce(page(replies(1, 4), 2));
    const { user } = renderSection(adapter);
    await user.click(await screen.findByRole('button', { name: '5条回复，点击展开' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('回复加载失败');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(replyTexts()).toEqual(['回复1', '回复2', '回复3', '回复4']));
  });
});

describe('CommentSection likes', () => {
  it('flips optimistically and reverts when the adapter does not confirm', async () => {
    const adapter = makeAdapter([page([makeComment({ text: '评论200', diggs: 5 })], 1)]);
    const answer = deferred<{ liked: boolean; diggs: number } | null>();
    adapter.toggleLike.mockReturnValueOnce(answer.promise);
    const { user } = renderSection(adapter);
    await user.click(await screen.findByRole('button', { name: '赞 5' }));
    const liked = screen.getByRole('button', { name: '取消赞 6' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(adapter.toggleLike).toHaveBeenCalledWith(expect.anything(), true);
    // a second click while the first is pending is ignored
    await user.click(liked);
    expect(adapter.toggleLike).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve(null));
    expect(screen.getByRole('button', { name: '赞 5' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reverts when the adapter throws', async () => {
    const adapter = makeAdapter([page([makeComment({ text: '评论201', diggs: 2, liked: true })], 1)]);
    adapter.toggleLike.mockRejectedValueOnce(new Error('x'));
    const { user } = renderSection(adapter);
    await user.click(await screen.findByRole('button', { name: '取消赞 2' }));
    expect(adapter.toggleLike).toHaveBeenCalledWith(expect.anything(), false);
    expect(await screen.findByRole('button', { name: '取消赞 2' })).toBeInTheDocument();
  });

  it('keeps the confirmed state, and never goes below 0', async () => {
    const adapter = makeAdapter([page([makeComment({ text: '评论202', diggs: 0, liked: true })], 1)]);
    adapter.toggleLike.mockResolvedValueOnce({ liked: false, diggs: 0 });
    adapter.toggleLike.mockResolvedValueOnce({ liked: true, diggs: 9 });
    const { user } = renderSection(adapter);
    await user.click(await screen.findByRole('button', { name: '取消赞 0' }));
    await user.click(await screen.findByRole('button', { name: '赞 0' }));
    expect(await screen.findByRole('button', { name: '取消赞 9' })).toBeInTheDocument();
  });

  it('likes replies too', async () => {
    const reply = makeComment({ text: '回复300', diggs: 1 });
    const adapter = makeAdapter([
      page([makeComment({ text: '评论300', replies: [reply], replyCount: 1 })], 1),
    ]);
    adapter.toggleLike.mockResolvedValueOnce({ liked: true, diggs: 2 });
    const { user } = renderSection(adapter);
    await user.click(await screen.findByRole('button', { name: '赞 1' }));
    expect(adapter.toggleLike).toHaveBeenCalledWith(reply.id, true);
    expect(await screen.findByRole('button', { name: '取消赞 2' })).toBeInTheDocument();
  });

  it('visitors are asked to log in instead', async () => {
    const adapter = makeAdapter([page([makeComment({ text: '评论203', diggs: 1 })], 1)]);
    const { user, onRequireLogin } = renderSection(adapter, { signedIn: false });
    await user.click(await screen.findByRole('button', { name: '赞 1' }));
    expect(onRequireLogin).toHaveBeenCalledTimes(1);
    expect(adapter.toggleLike).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '赞 1' })).toBeInTheDocument();
  });
});

describe('CommentSection cache', () => {
  it('keeps the pages under the adapter’s key, with a posted comment and a confirmed like written in', async () => {
    const adapter = makeAdapter([page([makeComment({ text: '评论400', diggs: 1 })], 1)]);
    adapter.post.mockResolvedValueOnce(makeComment({ text: '新评论', id: 401 }));
    adapter.toggleLike.mockResolvedValueOnce({ liked: true, diggs: 2 });
    const { user, client } = renderSection(adapter);
    await user.click(await screen.findByRole('button', { name: '赞 1' }));
    expect(await screen.findByRole('button', { name: '取消赞 2' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '评论内容' }), '新评论{Enter}');
    expect(await screen.findByText('新评论')).toBeInTheDocument();

    const cached = client.getQueryData<{
      pages: { list: { text: string; liked: boolean; diggs: number }[] }[];
    }>([...adapter.key, { pageSize: 10 }]);
    expect(cached?.pages[0]?.list.map(({ text, liked, diggs }) => ({ text, liked, diggs }))).toEqual([
      { text: '新评论', liked: false, diggs: 0 },
      { text: '评论400', liked: true, diggs: 2 },
    ]);
  });
});

describe('CommentSection preview (inline on a card)', () => {
  it('loads only the first `count`, never scrolls on, and links 查看全部 while more exist', async () => {
    const adapter = makeAdapter([
      page(
        [1, 2, 3, 4].map((n) => makeComment({ text: `评论${n}` })),
        3,
      ),
    ]);
    renderSection(adapter, { preview: { count: 4, href: '/topic-circle/answerhome/7#comments' } });
    expect(await screen.findByText('评论4')).toBeInTheDocument();
    expect(adapter.loadPage).toHaveBeenCalledWith(1, 4, expect.any(AbortSignal));
    setIntersecting(screen.getByTestId('comment-sentinel'), true);
    expect(screen.getByRole('link', { name: '查看全部' })).toHaveAttribute(
      'href',
      '/topic-circle/answerhome/7#comments',
    );
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
    expect(adapter.loadPage).toHaveBeenCalledTimes(1);
  });

  it('has no 查看全部 when the first page is all there is', async () => {
    const adapter = makeAdapter([page([makeComment({ text: '评论1' })], 1)]);
    renderSection(adapter, { preview: { count: 4, href: '/x' } });
    await screen.findByText('评论1');
    expect(screen.queryByRole('link', { name: '查看全部' })).not.toBeInTheDocument();
  });
});
