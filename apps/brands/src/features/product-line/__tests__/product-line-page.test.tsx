import type { ProductCard, ProductLine } from '@portal/api/contract/brand';
import type { SessionUser } from '@portal/api/contract/user';
import { brandEndpoints as e } from '@portal/api/endpoints/brand';
import { ApiError } from '@portal/api/errors';
import { jumpUrl } from '@portal/api/jump-rules';
import { useSessionUser } from '@portal/session/hooks';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { installIntersectionObserver } from '@portal/testing/intersection';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BrandsRoutes from '../../../app/routes';

// the session settled: the reader is whoever useSessionUser says
jest.mock('@portal/session/hooks', () => {
  const useSessionUser = jest.fn();
  return { useSessionUser, useViewerId: () => useSessionUser()?.id ?? null };
});

const api = fakeApi();
const ME: SessionUser = { id: 7, realName: '李医生', avatarAddress: '', identity: 1, isAuth: 1 };

const line = (overrides: Partial<ProductLine> = {}): ProductLine => ({
  id: 21,
  name: '美敦力 脑深部电刺激系统',
  brand: { id: 7, name: '美敦力' },
  categoryId: 4,
  shareImage: '/media/cover/product-line-21.svg',
  products: 2,
  articles: 3,
  views: 100,
  subscribers: 5,
  subscribeStatus: 'F',
  followers: 9,
  followStatus: 'F',
  description: '美敦力在脑深部电刺激系统领域的产品线。',
  ...overrides,
});

const product = (id: number, name: string): ProductCard => ({
  id,
  name,
  image: `/media/cover/product-${id}.svg`,
  brand: { id: 7, name: '美敦力' },
  categoryId: 4,
  category: '脑深部电刺激系统',
  brandProductLine: { id: 21, name: '美敦力 脑深部电刺激系统', categoryId: 4 },
  views: 10,
  followers: 1,
});

/** the shell's jump rules, as the host resolves them */
const host = (signedIn: boolean) =>
  createTestHost({
    resolveJump: (item) => {
      const url = jumpUrl(item);
      return url ? { kind: 'link', url, newTab: true } : { kind: 'none' };
    },
    requireLogin: jest.fn(() => signedIn),
  });

const page = { pageNo: 1, pageSize: 12, totalPage: 1, totalCount: 2 };

beforeEach(() => {
  installIntersectionObserver();
  jest.mocked(useSessionUser).mockReturnValue(ME);
  api.on(e.products, {
    code: 1,
    list: [product(25, 'Percept PC 脑深部电刺激系统'), product(26, 'SenSight 定向电极')],
    page,
  });
});

describe('a product line page', () => {
  it('shows the line, its brand and its products, each to its jump-rule address', async () => {
    api.on(e.productLine, line());
    renderAt('/bms/classify/4/product-line-details/21', <BrandsRoutes />, host(true));
    expect(
      await screen.findByRole('heading', { level: 1, name: '美敦力 脑深部电刺激系统' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '品牌：美敦力' })).toHaveAttribute(
      'href',
      '/bms/classify/4/brand-details/7',
    );
    expect(await screen.findByRole('link', { name: /SenSight 定向电极/ })).toHaveAttribute(
      'href',
      '/bms/classify/4/product-details/26',
    );
    expect(api.requests(e.products)[0]).toMatchObject({ productLineId: 21, pageNo: 1 });
    expect(document.title).toBe('美敦力 脑深部电刺激系统 - 产品线 - 脑医汇');
  });

  it('subscribes with 订阅成功 and follows apart, each sending the brand and the line', async () => {
    api.on(e.productLine, line());
    api.on(e.subscribeProductLine, { subscribeStatus: 'T', subscribers: 6 });
    api.on(e.followProductLine, { followStatus: 'T', followers: 10 });
    const h = host(true);
    renderAt('/bms/classify/4/product-line-details/21', <BrandsRoutes />, h);
    await userEvent.click(await screen.findByRole('button', { name: '订阅：美敦力 脑深部电刺激系统' }));
    expect(await screen.findByRole('button', { name: '已订阅：美敦力 脑深部电刺激系统' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(h.toast).toHaveBeenCalledWith('订阅成功');
    expect(api.requests(e.subscribeProductLine)).toEqual([{ brandId: 7, productLineId: 21 }]);
    expect(screen.getByText(/6 人订阅/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '关注：美敦力 脑深部电刺激系统' }));
    expect(
      await screen.findByRole('button', { name: '已关注：美敦力 脑深部电刺激系统' }),
    ).toBeInTheDocument();
    expect(api.requests(e.followProductLine)).toEqual([{ brandId: 7, productLineId: 21 }]);
  });

  it('a visitor is asked to sign in and nothing is sent', async () => {
    jest.mocked(useSessionUser).mockReturnValue(null);
    api.on(e.productLine, line());
    const h = host(false);
    renderAt('/bms/classify/4/product-line-details/21', <BrandsRoutes />, h);
    await userEvent.click(await screen.findByRole('button', { name: '订阅：美敦力 脑深部电刺激系统' }));
    expect(h.requireLogin).toHaveBeenCalled();
    expect(api.requests(e.subscribeProductLine)).toEqual([]);
  });

  it('a failed subscribe says why and stays off', async () => {
    api.on(e.productLine, line());
    api.on(e.subscribeProductLine, () => {
      throw new ApiError(404, '产品线不存在');
    });
    const h = host(true);
    renderAt('/bms/classify/4/product-line-details/21', <BrandsRoutes />, h);
    await userEvent.click(await screen.findByRole('button', { name: '订阅：美敦力 脑深部电刺激系统' }));
    await waitFor(() => expect(h.toast).toHaveBeenCalledWith('产品线不存在'));
    expect(screen.getByRole('button', { name: '订阅：美敦力 脑深部电刺激系统' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('an unknown line says 产品线不存在; an address without an id is the not-found page', async () => {
    api.on(e.productLine, () => {
      throw new ApiError(404, '产品线不存在');
    });
    renderAt('/bms/classify/4/product-line-details/999', <BrandsRoutes />, host(true));
    expect(await screen.findByRole('heading', { name: '产品线不存在' })).toBeInTheDocument();
  });
});
