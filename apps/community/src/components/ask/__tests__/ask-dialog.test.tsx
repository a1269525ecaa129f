import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { communityAskingEndpoints as asking } from '@portal/api/endpoints/community-asking';
import { userEndpoints } from '@portal/api/endpoints/user';
import { ApiError } from '@portal/api/errors';
import { uploader } from '@portal/api/uploads';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { question } from '../../../testing/fixtures';
import { AskButton } from '../ask-button';
import { AskDialog } from '../ask-dialog';

const api = fakeApi();
const originalTransport = uploader.transport;

function signIn(identity: number) {
  act(() => {
    sessionStore.set(sessionUserAtom, { id: 1, realName: '王建国', avatarAddress: '', identity, isAuth: 1 });
    sessionStore.set(sessionStatusAtom, 'signedIn');
  });
}
afterEach(() => {
  uploader.transport = originalTransport;
  act(() => {
    sessionStore.set(sessionUserAtom, null);
    sessionStore.set(sessionStatusAtom, 'signedOut');
  });
});
const signedInHost = () => createTestHost({ requireLogin: jest.fn(() => true) });
const topic = (id: number, title: string) => ({
  id,
  title,
  description: '',
  cover: '',
  followers: 0,
  questions: 3,
  isFollow: false,
});
const page = <T,>(list: T[]) => ({
  code: 1 as const,
  list,
  page: { pageNo: 1, pageSize: 10, totalCount: list.length, totalPage: 1 },
});

describe('提问 button', () => {
  it('sends a visitor to sign in and tells identity 3 it cannot publish, asking nothing', async () => {
    const visitorHost = createTestHost({ requireLogin: jest.fn(() => false) });
    const { unmount } = renderAt('/', <AskButton />, visitorHost);
    await userEvent.click(screen.getByRole('button', { name: '提问' }));
    expect(visitorHost.requireLogin).toHaveBeenCalled();
    unmount();
    signIn(3);
    const host = signedInHost();
    renderAt('/', <AskButton />, host);
    await userEvent.click(screen.getByRole('button', { name: '提问' }));
    expect(host.toast).toHaveBeenCalledWith('当前身份无法使用发布功能');
    expect(api.requests(userEndpoints.pendingContent)).toEqual([]);
  });

  it('shows the review notice instead of the form while content of theirs waits', async () => {
    signIn(1);
    api.on(userEndpoints.pendingContent, { pending: true, count: 1 });
    renderAt('/', <AskButton />, signedInHost());
    await userEvent.click(screen.getByRole('button', { name: '提问' }));
    expect(await screen.findByText('您发布的内容正在审核中，审核通过方可发布新内容。')).toBeInTheDocument();
    expect(screen.queryByLabelText('问题标题')).not.toBeInTheDocument();
  });
});

describe('the question form', () => {
  it('offers similar questions for the title, then asks with pictures, topics (one created) and anonymity', async () => {
    signIn(1);
    api.on(asking.similarQuestions, (input) =>
      page(
        input.title.includes('脑脊液漏') ? [{ id: 42, title: '经鼻术后脑脊液漏怎么处理？', answers: 3 }] : [],
      ),
    );
    api.on(e.searchTopics, (input) =>
      page(input.keywords === '颅底' ? [topic(7, '颅底外科'), topic(8, '颅底重建')] : []),
    );
    api.on(e.addTopic, (input) => ({ ...topic(99, input.title), questions: 0 }));
    api.on(e.saveQa, { id: 501, url: '/topic-circle/questionhome?id=501' });
    uploader.transport = async () => ({
      status: 200,
      json: async () => ({
        code: 1,
        result: { url: `/media/uploads/2026/11/${'a'.repeat(32)}.webp`, width: 10, height: 10 },
      }),
    });
    const onClose = jest.fn();
    renderAt('/topic-circle', <AskDialog onClose={onClose} />, signedInHost());

    await userEvent.type(screen.getByLabelText('问题标题'), '经鼻术后脑脊液漏保守治疗多久？');
    const similar = await screen.findByRole('region', { name: /已有相似问题/ });
    expect(within(similar).getByRole('link', { name: '经鼻术后脑脊液漏怎么处理？' })).toHaveAttribute(
      'href',
      '/topic-circle/questionhome?id=42',
    );
    await userEvent.type(screen.getByLabelText('问题描述（选填）'), '术后第5天出现清亮液体。');

    const file = new File([new Uint8Array([1, 2, 3])], 'ct.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/添加图片/), file);
    expect(await screen.findByRole('img', { name: '问题图片 1' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('搜索话题'), '颅底');
    await userEvent.click(await screen.findByRole('button', { name: /#颅底外科/ }));
    await userEvent.type(screen.getByLabelText('搜索话题'), '脑脊液漏修补');
    await userEvent.click(await screen.findByRole('button', { name: '创建话题「脑脊液漏修补」' }));
    expect(api.requests(e.addTopic)).toEqual([{ title: '脑脊液漏修补' }]);
    await userEvent.click(screen.getByRole('checkbox', { name: /匿名提问/ }));

    await userEvent.click(screen.getByRole('button', { name: '发布问题' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requests(e.saveQa)).toEqual([
      {
        title: '经鼻术后脑脊液漏保守治疗多久？',
        text: '术后第5天出现清亮液体。',
        images: [`/media/uploads/2026/11/${'a'.repeat(32)}.webp`],
        topicIds: [7, 99],
        isHideCreator: 'T',
      },
    ]);
  });

  it('checks the title before sending and shows the server’s refusal, keeping what was written', async () => {
    signIn(1);
    api.on(asking.similarQuestions, page([]));
    api.on(e.saveQa, () => {
      throw new ApiError(403, '您发布的内容正在审核中，审核通过方可发布新内容。');
    });
    renderAt('/topic-circle', <AskDialog onClose={jest.fn()} />, signedInHost());
    await userEvent.type(screen.getByLabelText('问题标题'), '短');
    await userEvent.click(screen.getByRole('button', { name: '发布问题' }));
    expect(screen.getByText('问题标题至少5个字')).toBeInTheDocument();
    expect(api.requests(e.saveQa)).toEqual([]);
    await userEvent.type(screen.getByLabelText('问题标题'), '颅咽管瘤术后尿崩怎么管理？');
    await userEvent.click(screen.getByRole('button', { name: '发布问题' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('您发布的内容正在审核中');
    expect(screen.getByLabelText('问题标题')).toHaveValue('短颅咽管瘤术后尿崩怎么管理？');
  });

  it('edits one’s question with updateQa, starting from what it holds', async () => {
    signIn(1);
    api.on(asking.similarQuestions, page([{ id: 5, title: '自己这个问题', answers: 0 }]));
    api.on(e.updateQa, { id: 5, url: '/topic-circle/questionhome?id=5' });
    const onClose = jest.fn();
    const host = signedInHost();
    const mine = question(5, {
      mine: true,
      editable: true,
      images: [],
      topics: [{ id: 7, title: '脑膜瘤' }],
    });
    renderAt('/topic-circle/questionhome?id=5', <AskDialog onClose={onClose} editing={mine} />, host);
    expect(screen.getByLabelText('问题标题')).toHaveValue(mine.title);
    expect(screen.queryByRole('checkbox', { name: /匿名提问/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '移除话题 脑膜瘤' }));
    await userEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requests(e.updateQa)).toEqual([
      { id: 5, title: mine.title, text: mine.text, images: [], topicIds: [] },
    ]);
    expect(host.toast).toHaveBeenCalledWith('修改成功');
    // the question itself is never offered as similar to its own edit
    expect(screen.queryByRole('region', { name: /已有相似问题/ })).not.toBeInTheDocument();
  });
});
