import type { OpenedPiece } from '@portal/api/contract/article-writing';
import { articleWritingEndpoints as e } from '@portal/api/endpoints/article-writing';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { userEndpoints as u } from '@portal/api/endpoints/user';
import { ApiError } from '@portal/api/errors';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditorPage } from '../editor-page';

const api = fakeApi();

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out
beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = none;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = none;
});
const signInAs = (identity: number | null, isAuth: number) =>
  act(() => {
    sessionStore.set(sessionUserAtom, { id: 1, realName: '王建国', avatarAddress: '', identity, isAuth });
    sessionStore.set(sessionStatusAtom, 'signedIn');
  });
beforeEach(() => {
  api.on(infoEndpoints.subspecialties, {
    code: 1,
    list: [{ id: 2, name: '神经肿瘤', children: [{ id: 21, name: '胶质瘤' }] }],
    page: { pageNo: 1, pageSize: 10, totalPage: 1, totalCount: 1 },
  });
  api.on(u.pendingContent, { pending: false, count: 0 });
});
afterEach(() =>
  act(() => {
    sessionStore.set(sessionUserAtom, null);
    sessionStore.set(sessionStatusAtom, 'signedOut');
  }),
);

const opened = (over: Partial<OpenedPiece> = {}): OpenedPiece => ({
  id: 31,
  type: 0,
  title: '听神经瘤一例',
  summary: '',
  cover: '',
  state: 'draft',
  reason: null,
  watermark: false,
  version: 4,
  publishTime: 0,
  updatedAt: 1,
  url: '/case/detail-ugc?id=31',
  subspecialtyIds: [21],
  productIds: [7],
  products: [{ id: 7, name: '手术显微镜', categoryId: 3 }],
  body: '<h2>主诉</h2><p>耳鸣2年</p><h2>现病史</h2><p>患者身份证号11010519491231002X</p>',
  ...over,
});

describe('the editor page', () => {
  it('a new case starts from the ten sections; the section bar adds and goes to them', async () => {
    signInAs(1, 1);
    renderAt('/editor?type=0', <EditorPage />);
    expect(await screen.findByRole('heading', { level: 1, name: '写病例' })).toBeInTheDocument();
    const body = await screen.findByRole('textbox', { name: '正文编辑区' });
    expect(body.querySelectorAll('h2')).toHaveLength(10);
    expect(screen.getByRole('button', { name: '定位到章节：随访' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '胶质瘤', pressed: false })).toBeInTheDocument();
  });

  it('reopens a draft with its tags and products, marks its identifiers, and will not publish them', async () => {
    signInAs(1, 1);
    api.on(e.draft, opened());
    const toast = jest.fn();
    renderAt('/editor?type=0&id=31', <EditorPage />, createTestHost({ toast }));
    expect(await screen.findByRole('heading', { level: 1, name: '编辑病例' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('听神经瘤一例');
    expect(screen.getByRole('button', { name: '胶质瘤', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '手术显微镜' })).toHaveAttribute(
      'href',
      '/bms/classify/3/product-details/7',
    );
    const body = await screen.findByRole('textbox', { name: '正文编辑区' });
    await waitFor(() => expect(body.querySelectorAll('.identifier-finding')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(toast).toHaveBeenCalledWith('正文中还有未遮盖的患者信息，请遮盖后再发布');
    expect(api.requests(e.updateArticle)).toEqual([]);
  });

  it('publishes the case without its empty sections and opens it', async () => {
    signInAs(1, 1);
    api.on(e.draft, opened({ body: '<h2>主诉</h2><p>耳鸣2年</p><h2>病理</h2><p></p>' }));
    api.on(e.updateArticle, {
      id: 31,
      version: 5,
      state: 'published',
      url: '/case/detail-ugc?id=31',
      updatedAt: 2,
    });
    const toast = jest.fn();
    const page = renderAt('/editor?type=0&id=31', <EditorPage />, createTestHost({ toast }));
    await screen.findByRole('textbox', { name: '正文编辑区' });
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(page.location()).toBe('/case/detail-ugc?id=31'));
    expect(api.requests(e.updateArticle)).toEqual([
      expect.objectContaining({
        id: 31,
        version: 4,
        publish: true,
        body: '<h2>主诉</h2><p>耳鸣2年</p>',
        productIds: [7],
      }),
    ]);
    expect(toast).toHaveBeenCalledWith('发布成功');
  });

  it('an author the rules review is told it waits for review; the server’s refusal is said as it is', async () => {
    signInAs(1, 1);
    api.on(e.draft, opened({ body: '<p>术后随访一年无复发</p>', type: 2 }));
    api.once(e.updateArticle, () => {
      throw new ApiError(400, '标题含有未遮盖的手机号“139…”，请遮盖后再发布');
    });
    const toast = jest.fn();
    const page = renderAt('/editor?type=2&id=31', <EditorPage />, createTestHost({ toast }));
    await screen.findByRole('textbox', { name: '正文编辑区' });
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('标题含有未遮盖的手机号“139…”，请遮盖后再发布'));
    expect(page.location()).toBe('/editor?type=2&id=31');
    api.on(e.updateArticle, {
      id: 31,
      version: 5,
      state: 'pending',
      url: '/case/detail-ugc?id=31',
      updatedAt: 2,
    });
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(page.location()).toBe('/editor/drafts?tab=mine'));
    expect(toast).toHaveBeenCalledWith('提交成功，审核通过后将公开显示');
  });

  it('an unknown type is not found', async () => {
    signInAs(1, 1);
    renderAt('/editor?type=1', <EditorPage />);
    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' })).toBeInTheDocument();
  });

  it('popular science under verification is refused at the door; a case may be written', async () => {
    signInAs(1, 2);
    const first = renderAt('/editor?type=3', <EditorPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('身份审核中');
    expect(screen.queryByRole('textbox', { name: '标题' })).not.toBeInTheDocument();
    first.unmount();
    renderAt('/editor?type=0', <EditorPage />);
    expect(await screen.findByRole('textbox', { name: '标题' })).toBeInTheDocument();
  });
});
