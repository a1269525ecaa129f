import { communityWritingEndpoints as w } from '@portal/api/endpoints/community-writing';
import { ApiError } from '@portal/api/errors';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { Toaster, toast } from '@portal/shared-ui/toast';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepQuestionTitle } from '../../../components/question-title-store';
import { WritePage } from '../write-page';

const api = fakeApi();

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out
beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = none;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = none;
});
beforeEach(() =>
  act(() => {
    sessionStore.set(sessionUserAtom, {
      id: 1,
      realName: '王建国',
      avatarAddress: '',
      identity: 1,
      isAuth: 1,
    });
    sessionStore.set(sessionStatusAtom, 'signedIn');
  }),
);
afterEach(() =>
  act(() => {
    sessionStore.set(sessionUserAtom, null);
    sessionStore.set(sessionStatusAtom, 'signedOut');
    toast.dismiss();
  }),
);

const ability = (state: 'ok' | 'answered' | 'pending', reviewed = false) => ({
  state,
  answerId: state === 'answered' ? 77 : null,
  questionTitle: '服务器给的标题',
  reviewed,
});
const host = () => createTestHost({ requireLogin: jest.fn(() => true) });
const LONG_DRAFT = '<p>建议术后三个月复查增强MRI，之后每半年一次。</p>';

describe('the answer editor page', () => {
  it('shows the kept title, restores the draft, and sends the answer, then opens it', async () => {
    keepQuestionTitle(5, '胶质瘤术后多久复查？');
    api.on(w.answerAbility, ability('ok'));
    api.on(w.draft, { text: LONG_DRAFT, updatedAt: Date.UTC(2026, 10, 25, 2) });
    api.on(w.saveAnswer, { id: 900, status: 'published', url: '/topic-circle/answerhome/900' });
    const page = renderAt('/topic-circle/write?id=5', <WritePage />, host());
    expect(
      await screen.findByRole('heading', { level: 1, name: '胶质瘤术后多久复查？' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/已恢复 .* 保存的草稿/)).toBeInTheDocument();
    const editor = await screen.findByRole('textbox', { name: '回答内容' });
    expect(editor).toHaveTextContent('建议术后三个月复查增强MRI');
    await userEvent.click(screen.getByRole('button', { name: '发布回答' }));
    await waitFor(() => expect(page.location()).toBe('/topic-circle/answerhome/900'));
    expect(api.requests(w.saveAnswer)).toEqual([{ questionId: 5, text: LONG_DRAFT }]);
    // the restored draft, unchanged, was never saved again
    expect(api.requests(w.saveDraft)).toEqual([]);
  });

  it('refuses to send an answer under ten characters, saying so', async () => {
    api.on(w.answerAbility, ability('ok', true));
    api.on(w.draft, { text: '<p>太短</p>', updatedAt: 1 });
    renderAt(
      '/topic-circle/write?id=6',
      <>
        <WritePage />
        <Toaster />
      </>,
      host(),
    );
    expect(await screen.findByText('你的回答将在审核通过后公开显示')).toBeInTheDocument();
    await screen.findByRole('textbox', { name: '回答内容' });
    await userEvent.click(screen.getByRole('button', { name: '发布回答' }));
    expect(await screen.findByText('回答内容至少10个字')).toBeInTheDocument();
    expect(api.requests(w.saveAnswer)).toEqual([]);
  });

  it('keeps the text and says why when the server refuses', async () => {
    api.on(w.answerAbility, ability('ok'));
    api.on(w.draft, { text: LONG_DRAFT, updatedAt: 1 });
    api.on(w.saveAnswer, () => {
      throw new ApiError(409, '该问题已存在您的回答,暂不支持修改，如需修改，请前往app修改。');
    });
    const page = renderAt(
      '/topic-circle/write?id=7',
      <>
        <WritePage />
        <Toaster />
      </>,
      host(),
    );
    await screen.findByRole('textbox', { name: '回答内容' });
    await userEvent.click(screen.getByRole('button', { name: '发布回答' }));
    expect(
      await screen.findByText('该问题已存在您的回答,暂不支持修改，如需修改，请前往app修改。'),
    ).toBeInTheDocument();
    expect(page.location()).toBe('/topic-circle/write?id=7');
    expect(screen.getByRole('textbox', { name: '回答内容' })).toHaveTextContent('建议术后三个月复查');
  });

  it('opened directly on an answered question: the notice and a link to the answer, no editor', async () => {
    api.on(w.answerAbility, ability('answered'));
    renderAt('/topic-circle/write?id=8', <WritePage />, host());
    expect(await screen.findByRole('alert')).toHaveTextContent('该问题已存在您的回答');
    expect(screen.getByRole('link', { name: '查看我的回答' })).toHaveAttribute(
      'href',
      '/topic-circle/answerhome/77',
    );
    expect(screen.queryByRole('textbox', { name: '回答内容' })).not.toBeInTheDocument();
    expect(api.requests(w.draft)).toEqual([]);
  });

  it('asks a visitor to sign in', async () => {
    act(() => {
      sessionStore.set(sessionUserAtom, null);
      sessionStore.set(sessionStatusAtom, 'signedOut');
    });
    const h = createTestHost({ requireLogin: jest.fn(() => false) });
    renderAt('/topic-circle/write?id=5', <WritePage />, h);
    expect(h.requireLogin).toHaveBeenCalled();
  });
});
