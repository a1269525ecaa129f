import type { WrittenPiece } from '@portal/api/contract/article-writing';
import { articleWritingEndpoints as e } from '@portal/api/endpoints/article-writing';
import { userEndpoints as u } from '@portal/api/endpoints/user';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { toast } from '@portal/shared-ui/toast';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DraftsPage } from '../drafts-page';

const api = fakeApi();

const signInAs = (identity: number | null, isAuth: number) =>
  act(() => {
    sessionStore.set(sessionUserAtom, { id: 1, realName: '王建国', avatarAddress: '', identity, isAuth });
    sessionStore.set(sessionStatusAtom, 'signedIn');
  });
afterEach(() =>
  act(() => {
    sessionStore.set(sessionUserAtom, null);
    sessionStore.set(sessionStatusAtom, 'signedOut');
    toast.dismiss();
  }),
);

const piece = (over: Partial<WrittenPiece> = {}): WrittenPiece => ({
  id: 1,
  type: 0,
  title: '胶质瘤一例',
  summary: '',
  cover: '',
  state: 'draft',
  reason: null,
  watermark: false,
  version: 2,
  publishTime: 0,
  updatedAt: Date.UTC(2026, 10, 27, 2, 30),
  url: '/case/detail-ugc?id=1',
  ...over,
});
const page = (list: WrittenPiece[], totalCount = list.length) => ({
  code: 1 as const,
  list,
  page: { pageNo: 1, pageSize: 999, totalPage: 1, totalCount },
});

describe('the drafts page', () => {
  it('asks for all drafts at once and says their count from page.totalCount; each opens in its editor', async () => {
    signInAs(1, 1);
    api.on(e.drafts, page([piece(), piece({ id: 2, type: 3, title: '' })], 12));
    renderAt('/editor/drafts', <DraftsPage />);
    expect(await screen.findByText('共 12 篇草稿')).toBeInTheDocument();
    expect(api.requests(e.drafts)).toEqual([{ pageNo: 1, pageSize: 999 }]);
    const rows = within(screen.getByRole('list', { name: '草稿列表' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: '编辑' })).toHaveAttribute(
      'href',
      '/editor?type=0&id=1',
    );
    expect(rows[1]).toHaveTextContent('科普');
    expect(rows[1]).toHaveTextContent('（无标题）');
    expect(rows[0]).toHaveTextContent('最后修改 2026-11-27 10:30');
  });

  it('deletes a draft after asking, and the list is read again', async () => {
    signInAs(1, 1);
    api.on(e.drafts, page([piece()]));
    api.on(e.deleteArticle, { id: 1 });
    const said = jest.fn();
    renderAt('/editor/drafts', <DraftsPage />, createTestHost({ toast: said }));
    await userEvent.click(await screen.findByRole('button', { name: '删除“胶质瘤一例”' }));
    const dialog = screen.getByRole('dialog', { name: '删除草稿' });
    api.on(e.drafts, page([]));
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(api.requests(e.deleteArticle)).toEqual([{ id: 1 }]);
    expect(await screen.findByText('草稿箱是空的')).toBeInTheDocument();
    expect(said).toHaveBeenCalledWith('删除成功');
  });

  it('my pieces show their review state and a rejection’s reason', async () => {
    signInAs(1, 1);
    api.on(e.drafts, page([]));
    api.on(e.myArticles, {
      code: 1,
      list: [
        piece({ id: 5, state: 'rejected', reason: '图片含患者信息' }),
        piece({ id: 6, state: 'published', title: '已发布的' }),
      ],
      page: { pageNo: 1, pageSize: 100, totalPage: 1, totalCount: 2 },
    });
    renderAt('/editor/drafts?tab=mine', <DraftsPage />);
    const list = await screen.findByRole('list', { name: '我发布的内容' });
    expect(list).toHaveTextContent('未通过审核：图片含患者信息');
    expect(within(list).getByRole('link', { name: '查看' })).toHaveAttribute('href', '/case/detail-ugc?id=1');
  });

  it('a visitor is sent to sign in; a patient account is told it cannot publish', async () => {
    const requireLogin = jest.fn(() => false);
    renderAt('/editor/drafts', <DraftsPage />, createTestHost({ requireLogin }));
    await waitFor(() => expect(requireLogin).toHaveBeenCalled());
    expect(api.requests(e.drafts)).toEqual([]);
  });

  it('an account under verification may open its drafts; identity 3 may not', async () => {
    signInAs(1, 2);
    api.on(e.drafts, page([piece()]));
    api.on(u.pendingContent, { pending: false, count: 0 });
    const first = renderAt('/editor/drafts', <DraftsPage />);
    expect(await screen.findByText('共 1 篇草稿')).toBeInTheDocument();
    first.unmount();
    signInAs(3, 0);
    renderAt('/editor/drafts', <DraftsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('当前身份无法使用发布功能');
  });
});
