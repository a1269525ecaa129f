import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_AVATAR } from '../../avatar';
import { toast } from '../../toast';
import type { CommentItem } from '../types';
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

const mainBox = () => screen.getByRole('textbox', { name: '评论内容' });
const lastToast = () => screen.getAllByRole('status').at(-1)?.textContent;

async function ready(adapter = makeAdapter([page([makeComment({ text: '旧评论' })], 1)]), props = {}) {
  const utils = renderSection(adapter, props);
  await screen.findByText('旧评论');
  return { ...utils, adapter };
}

describe('CommentSection input', () => {
  it('enables the post button only with non-blank text', async () => {
    const { user } = await ready();
    const post = screen.getByRole('button', { name: '发布' });
    expect(post).toBeDisabled();
    await user.type(mainBox(), '   ');
    expect(post).toBeDisabled();
    await user.type(mainBox(), '好');
    expect(post).toBeEnabled();
  });

  it('Enter on blank text toasts 请输入评论内容! and posts nothing', async () => {
    const { user, adapter } = await ready();
    await user.type(mainBox(), '  {Enter}');
    expect(await screen.findByText('请输入评论内容!')).toBeInTheDocument();
    expect(adapter.post).not.toHaveBeenCalled();
  });

  it('Enter posts the trimmed text with 提交中..., then 评论成功!, prepends it and clears the input', async () => {
    const { user, adapter } = await ready();
    const answer = deferred<CommentItem>();
    adapter.post.mockReturnValueOnce(answer.promise);
    await user.type(mainBox(), '  写得很好  {Enter}');
    expect(adapter.post).toHaveBeenCalledWith({ text: '写得很好' });
    expect(screen.getByText('提交中...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发布' })).toBeDisabled();
    await act(async () => answer.resolve(makeComment({ text: '写得很好' })));
    expect(await screen.findByText('评论成功!')).toBeInTheDocument();
    expect(screen.queryByText('提交中...')).not.toBeInTheDocument();
    expect(mainBox()).toHaveValue('');
    const list = screen.getByRole('list', { name: '评论' });
    const items = within(list)
      .getAllByText(/写得很好|旧评论/)
      .map((el) => el.textContent);
    expect(items).toEqual(['写得很好', '旧评论']);
  });

  it('the post button posts too', async () => {
    const { user, adapter } = await ready();
    adapter.post.mockResolvedValueOnce(makeComment({ text: '按钮发布' }));
    await user.type(mainBox(), '按钮发布');
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('评论成功!')).toBeInTheDocument();
    expect(screen.getByText('按钮发布')).toBeInTheDocument();
  });

  it('a failure toasts the server message and keeps the text', async () => {
    const { user, adapter } = await ready();
    adapter.post.mockRejectedValueOnce(new Error('评论内容包含敏感词'));
    await user.type(mainBox(), '保留我{Enter}');
    expect(await screen.findByText('评论内容包含敏感词')).toBeInTheDocument();
    expect(mainBox()).toHaveValue('保留我');
    expect(lastToast()).toBe('评论内容包含敏感词');
  });

  it('Shift+Enter adds a line and the textarea grows up to 6 rows', async () => {
    const { user, adapter } = await ready();
    expect(mainBox()).toHaveAttribute('rows', '1');
    await user.type(mainBox(), '一{Shift>}{Enter}{/Shift}二');
    expect(mainBox()).toHaveValue('一\n二');
    expect(mainBox()).toHaveAttribute('rows', '2');
    expect(adapter.post).not.toHaveBeenCalled();
    await user.type(mainBox(), '{Shift>}{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}{/Shift}');
    expect(mainBox()).toHaveAttribute('rows', '6');
  });

  it('ignores Enter while an IME is composing', async () => {
    const { adapter } = await ready();
    const box = mainBox();
    fireEvent.change(box, { target: { value: 'zhong' } });
    fireEvent.compositionStart(box);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(adapter.post).not.toHaveBeenCalled();
    fireEvent.compositionEnd(box);
    adapter.post.mockResolvedValueOnce(makeComment({ text: '中' }));
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(adapter.post).toHaveBeenCalledWith({ text: 'zhong' });
    await screen.findByText('评论成功!');
  });

  it('cuts the text at 150 characters and counts them', async () => {
    await ready();
    expect(screen.getByText('0/150')).toBeInTheDocument();
    fireEvent.change(mainBox(), { target: { value: '字'.repeat(160) } });
    expect(mainBox()).toHaveValue('字'.repeat(150));
    expect(mainBox()).toHaveAttribute('maxLength', '150');
    expect(screen.getByText('150/150')).toBeInTheDocument();
  });

  it('replies: 回复 opens a box, blank toasts 请输入回复内容, a post is appended to the replies', async () => {
    const thread = makeComment({
      text: '主评论',
      replyCount: 1,
      replies: [
        makeComment({ text: '第一条回复', author: { id: 'u9', name: '张医生', avatar: null, identity: 1 } }),
      ],
    });
    const { user, adapter } = await ready(makeAdapter([page([makeComment({ text: '旧评论' }), thread], 1)]));
    const replyButtons = screen.getAllByRole('button', { name: '回复' });
    // [旧评论, 主评论, 第一条回复]
    await user.click(replyButtons[2]!);
    const box = screen.getByRole('textbox', { name: '回复内容' });
    expect(box).toHaveAttribute('placeholder', '回复 张医生');
    await user.type(box, '{Enter}');
    expect(await screen.findByText('请输入回复内容')).toBeInTheDocument();
    adapter.post.mockResolvedValueOnce(makeComment({ text: '新回复', replyTo: '张医生' }));
    await user.type(box, ' 新回复 {Enter}');
    expect(adapter.post).toHaveBeenCalledWith({
      text: '新回复',
      parentId: thread.id,
      replyTo: { id: thread.replies[0]!.id, name: '张医生' },
    });
    expect(await screen.findByText('评论成功!')).toBeInTheDocument();
    const replies = screen.getAllByRole('list', { name: '回复' })[0]!;
    expect(
      within(replies)
        .getAllByText(/第一条回复|新回复/)
        .map((el) => el.textContent),
    ).toEqual(['第一条回复', '新回复']);
    expect(screen.queryByRole('textbox', { name: '回复内容' })).not.toBeInTheDocument();
  });

  it('a failed reply keeps its text and shows the server message', async () => {
    const { user, adapter } = await ready();
    await user.click(screen.getByRole('button', { name: '回复' }));
    adapter.post.mockRejectedValueOnce(new Error('操作过于频繁'));
    await user.type(screen.getByRole('textbox', { name: '回复内容' }), '再说一次{Enter}');
    expect(await screen.findByText('操作过于频繁')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '回复内容' })).toHaveValue('再说一次');
  });
});

describe('CommentSection visitors and anonymous users', () => {
  it('visitors see 登录后参与评论 and 登录 instead of the post button', async () => {
    const { user, onRequireLogin, adapter } = await ready(undefined, { signedIn: false });
    expect(screen.getByText('登录后参与评论')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发布' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(onRequireLogin).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '回复' }));
    expect(onRequireLogin).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('textbox', { name: '回复内容' })).not.toBeInTheDocument();
    await user.type(mainBox(), '想说话{Enter}');
    expect(onRequireLogin).toHaveBeenCalledTimes(3);
    expect(adapter.post).not.toHaveBeenCalled();
  });

  const author = (identity: number, name: string) => ({ id: name, name, avatar: '/a.png', identity });

  it('identity 3 is shown as 匿名用户 with the default avatar and no profile link', async () => {
    const adapter = makeAdapter([
      page(
        [
          makeComment({ text: '旧评论', author: author(3, '王患者') }),
          makeComment({ text: '医生说', author: author(1, '李医生'), replyTo: '王患者', replyToIdentity: 3 }),
        ],
        1,
      ),
    ]);
    await ready(adapter, { profileHref: (a: { id: unknown }) => `/user/${String(a.id)}` });
    expect(screen.queryByText('王患者')).not.toBeInTheDocument();
    expect(screen.getAllByText('匿名用户')).toHaveLength(2);
    const anonymousAvatar = screen.getByAltText('匿名用户');
    expect(anonymousAvatar).toHaveAttribute('src', DEFAULT_AVATAR);
    expect(anonymousAvatar.closest('a')).toBeNull();
    // the named author links (avatar and name) to the profile
    const links = screen.getAllByRole('link', { name: '李医生' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/user/李医生');
  });

  it('identity 7 is anonymous in the article area only', async () => {
    const list = [makeComment({ text: '旧评论', author: author(7, '赵大众') })];
    const { unmount } = await ready(makeAdapter([page(list, 1)]), { area: 'article' });
    expect(screen.queryByText('赵大众')).not.toBeInTheDocument();
    expect(screen.getByText('匿名用户')).toBeInTheDocument();
    unmount();
    await ready(makeAdapter([page(list, 1)]), { area: 'meeting' });
    expect(screen.getByText('赵大众')).toBeInTheDocument();
    expect(screen.queryByText('匿名用户')).not.toBeInTheDocument();
  });

  it('takes a custom isAnonymous rule', async () => {
    const list = [makeComment({ text: '旧评论', author: author(5, '钱同学') })];
    await ready(makeAdapter([page(list, 1)]), { isAnonymous: (identity: number | null) => identity === 5 });
    expect(screen.getByText('匿名用户')).toBeInTheDocument();
  });
});

describe('FixedCommentBox', () => {
  it('shows while the list is visible and the main input is off screen', async () => {
    const { user, adapter } = await ready(undefined, { fixedBox: true });
    const box = screen.getByTestId('fixed-comment-box');
    expect(box).toHaveAttribute('data-visible', 'false');
    expect(box).not.toBeVisible();
    expect(box.style.transition).toContain('100ms');

    const inputArea = mainBox().parentElement!.parentElement!;
    const listArea = screen.getByTestId('comment-sentinel').parentElement!;
    setIntersecting(listArea, true);
    setIntersecting(inputArea, true);
    expect(box).toHaveAttribute('data-visible', 'false');
    setIntersecting(inputArea, false);
    expect(box).toHaveAttribute('data-visible', 'true');
    expect(box).toBeVisible();

    // it shares the main draft and posts like the main input
    adapter.post.mockResolvedValueOnce(makeComment({ text: '底部发布' }));
    const fixedInput = screen.getByRole('textbox', { name: '快速评论' });
    await user.type(fixedInput, '底部发布{Enter}');
    expect(adapter.post).toHaveBeenCalledWith({ text: '底部发布' });
    expect(await screen.findByText('评论成功!')).toBeInTheDocument();
    await waitFor(() => expect(fixedInput).toHaveValue(''));

    setIntersecting(listArea, false);
    expect(box).toHaveAttribute('data-visible', 'false');
  });

  it('is not rendered with fixedBox={false}', async () => {
    await ready(undefined, { fixedBox: false });
    expect(screen.queryByTestId('fixed-comment-box')).not.toBeInTheDocument();
  });
});

describe('CommentInput patient identifiers (issue 23)', () => {
  const findingsBox = () => screen.queryByRole('alert');

  it('says what it finds as the user types and masks each with one click of 遮盖', async () => {
    const { user } = await ready();
    await user.type(mainBox(), '患者王建国术后头痛，电话13812345678');
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('患者姓名“王建国”');
    expect(box).toHaveTextContent('手机号“13812345678”');
    await user.click(screen.getByRole('button', { name: '遮盖患者姓名“王建国”' }));
    expect(mainBox()).toHaveValue('患者王某某术后头痛，电话13812345678');
    expect(findingsBox()).not.toHaveTextContent('王建国');
    await user.click(screen.getByRole('button', { name: '遮盖手机号“13812345678”' }));
    expect(mainBox()).toHaveValue('患者王某某术后头痛，电话***********');
    await waitFor(() => expect(findingsBox()).not.toBeInTheDocument());
  });

  it('says nothing for clean clinical text, and never stops the sending (the server decides)', async () => {
    const { user, adapter } = await ready();
    await user.type(mainBox(), '2023年5月12日手术，GCS 15分，甘露醇125ml');
    expect(findingsBox()).not.toBeInTheDocument();
    await user.clear(mainBox());
    await user.type(mainBox(), '家属电话13812345678{Enter}');
    expect(adapter.post).toHaveBeenCalledWith({ text: '家属电话13812345678' });
  });
});
