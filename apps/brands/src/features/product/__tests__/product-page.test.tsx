import type { ProductDetail } from '@portal/api/contract/brand';
import type { SessionUser } from '@portal/api/contract/user';
import { brandEndpoints as e } from '@portal/api/endpoints/brand';
import { useSessionUser } from '@portal/session/hooks';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BrandsRoutes from '../../../app/routes';

// the session settled: the reader is whoever useSessionUser says
jest.mock('@portal/session/hooks', () => {
  const useSessionUser = jest.fn();
  return { useSessionUser, useViewerId: () => useSessionUser()?.id ?? null };
});

const api = fakeApi();
const ME: SessionUser = { id: 6, realName: '赵敏', avatarAddress: '', identity: 4, isAuth: 1 };

const product = (overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  id: 27,
  name: '品驰 G102R 可充电脑起搏器',
  image: '/media/uploads/2026/11/a.webp',
  brand: { id: 19, name: '品驰' },
  categoryId: 4,
  category: '脑深部电刺激系统',
  brandProductLine: { id: 22, name: '品驰 脑深部电刺激系统', categoryId: 4 },
  views: 10,
  followers: 2,
  pictures: ['/media/uploads/2026/11/a.webp'],
  specs: [{ name: '电池', value: '可充电' }],
  description: '产品介绍',
  followStatus: 'F',
  manage: false,
  ...overrides,
});

beforeEach(() => {
  jest.mocked(useSessionUser).mockReturnValue(ME);
  // 临床应用 below the product (its own tests: clinical-use.test.tsx)
  api.on(e.productMentions, {
    code: 1,
    list: [],
    page: { pageNo: 1, pageSize: 10, totalCount: 0, totalPage: 0 },
    counts: { case: 0, article: 0, talk: 0, question: 0 },
  });
});

describe('a product page', () => {
  it('shows its specifications; only its brand’s administrator sees 编辑产品', async () => {
    api.on(e.product, product());
    renderAt('/bms/classify/4/product-details/27', <BrandsRoutes />, createTestHost());
    expect(await screen.findByRole('row', { name: '电池 可充电' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑产品' })).toBeNull();
  });

  it('the administrator edits it in the same form, the line unchanged', async () => {
    api.on(e.product, product({ manage: true }));
    api.on(e.updateProduct, { id: 27 });
    const host = createTestHost();
    renderAt('/bms/classify/4/product-details/27', <BrandsRoutes />, host);
    await userEvent.click(await screen.findByRole('button', { name: '编辑产品' }));
    const dialog = screen.getByRole('dialog', { name: '编辑产品' });
    const name = within(dialog).getByRole('textbox', { name: '产品名称' });
    expect(name).toHaveValue('品驰 G102R 可充电脑起搏器');
    await userEvent.clear(name);
    await userEvent.type(name, '品驰 G102R 可充电脑起搏器（新版）');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(host.toast).toHaveBeenCalledWith('产品已保存'));
    expect(api.requests(e.updateProduct)).toEqual([
      {
        productId: 27,
        name: '品驰 G102R 可充电脑起搏器（新版）',
        pictures: ['/media/uploads/2026/11/a.webp'],
        specs: [{ name: '电池', value: '可充电' }],
        description: '产品介绍',
      },
    ]);
  });
});
