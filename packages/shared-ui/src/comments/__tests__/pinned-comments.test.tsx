import { act, screen, within } from '@testing-library/react';
import { toast } from '../../toast';
import { installIntersectionObserver, makeAdapter, makeComment, page, renderSection } from './test-kit';

beforeEach(installIntersectionObserver);
afterEach(() => act(() => toast.dismiss()));

const texts = () => screen.queryAllByText(/^评论\d+$/).map((el) => el.textContent);

describe('CommentSection pinned comments', () => {
  it('shows them first, marked 置顶, and does not repeat them from the pages', async () => {
    const pinned = [makeComment({ id: 901, text: '评论901' }), makeComment({ id: 902, text: '评论902' })];
    const adapter = makeAdapter([page([makeComment({ id: 1, text: '评论1' }), { ...pinned[0]! }], 1)]);
    renderSection(adapter, { pinned });
    expect(await screen.findByText('评论1')).toBeInTheDocument();
    expect(texts()).toEqual(['评论901', '评论902', '评论1']);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('置顶')).toBeInTheDocument();
    expect(within(items[1]!).getByText('置顶')).toBeInTheDocument();
    expect(within(items[2]!).queryByText('置顶')).not.toBeInTheDocument();
    expect(screen.getByText('没有更多评论了~')).toBeInTheDocument();
  });

  it('likes a pinned comment like any other', async () => {
    const adapter = makeAdapter([page([], 0)]);
    adapter.toggleLike.mockResolvedValue({ liked: true, diggs: 4 });
    const { user } = renderSection(adapter, {
      pinned: [makeComment({ id: 903, text: '评论903', diggs: 3 })],
    });
    await user.click(await screen.findByRole('button', { name: '赞 3' }));
    expect(await screen.findByRole('button', { name: '取消赞 4' })).toBeInTheDocument();
    expect(adapter.toggleLike).toHaveBeenCalledWith(903, true);
  });
});
