import type { Coupon } from '@portal/api/contract/account-wallet';
import { accountWalletEndpoints as w } from '@portal/api/endpoints/account-wallet';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi } from '@portal/testing/fake-api';
import { installIntersectionObserver } from '@portal/testing/intersection';
import { renderAt } from '@portal/testing/render';
import { act, screen, within } from '@testing-library/react';
import { CouponsPage } from '../coupons-page';

const api = fakeApi();
installIntersectionObserver();

const coupon = (over: Partial<Coupon>): Coupon => ({
  id: 1,
  code: 'NYHABCDEFGHJ',
  title: '新人专享 满100减20',
  kind: 'amount',
  amountFen: 2_000,
  discountPercent: null,
  minSpendFen: 10_000,
  scope: 'all',
  validFrom: Date.UTC(2026, 10, 1, 2),
  validTo: Date.UTC(2026, 11, 31, 2),
  state: 'unused',
  usedOrderNo: null,
  usedAt: null,
  reservedOrderNo: null,
  ...over,
});

beforeEach(() => {
  act(() => {
    sessionStore.set(sessionUserAtom, {
      id: 1,
      realName: '王建国',
      avatarAddress: '',
      identity: 1,
      isAuth: 1,
    });
    sessionStore.set(sessionStatusAtom, 'signedIn');
  });
  api.on(w.couponCounts, { unused: 2, used: 1, expired: 0 });
});
afterEach(() => {
  act(() => {
    sessionStore.set(sessionUserAtom, null);
    sessionStore.set(sessionStatusAtom, 'signedOut');
  });
});

it('shows the tabs with their counts and the usable coupons: amount or discount, minimum, scope, validity', async () => {
  api.on(w.coupons, ({ state }) => ({
    code: 1 as const,
    list:
      state === 'unused'
        ? [
            coupon({}),
            coupon({
              id: 2,
              kind: 'discount',
              amountFen: null,
              discountPercent: 85,
              minSpendFen: 0,
              scope: 'meeting',
              title: '付费会议 8.5折券',
            }),
          ]
        : [],
    page: { pageNo: 1, pageSize: 10, totalCount: 2, totalPage: 1 },
  }));
  renderAt('/user-center/coupons', <CouponsPage />);
  const tabs = await screen.findByRole('navigation', { name: '优惠券状态' });
  expect(await within(tabs).findByRole('link', { name: '未使用(2)' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(within(tabs).getByRole('link', { name: '已过期(0)' })).toHaveAttribute(
    'href',
    '/user-center/coupons?state=expired',
  );
  const cards = within(await screen.findByRole('list', { name: '未使用' })).getAllByRole('listitem');
  expect(cards[0]).toHaveTextContent('¥20');
  expect(cards[0]).toHaveTextContent('满 100 元可用');
  expect(cards[0]).toHaveTextContent('全场通用');
  expect(cards[0]).toHaveTextContent('2026-11-01 至 2026-12-31');
  expect(cards[1]).toHaveTextContent('8.5 折');
  expect(cards[1]).toHaveTextContent('无门槛');
  expect(cards[1]).toHaveTextContent('限付费会议');
  expect(api.requests(w.coupons)).toEqual([{ state: 'unused', pageNo: 1, pageSize: 10 }]);
});

it('asks for the tab in the address and shows the order a used coupon went to', async () => {
  api.on(w.coupons, {
    code: 1 as const,
    list: [coupon({ state: 'used', usedOrderNo: 'B20261120100000123456', usedAt: 1 })],
    page: { pageNo: 1, pageSize: 10, totalCount: 1, totalPage: 1 },
  });
  renderAt('/user-center/coupons?state=used', <CouponsPage />);
  const [card] = within(await screen.findByRole('list', { name: '已使用' })).getAllByRole('listitem');
  expect(card).toHaveTextContent('已用于订单 B20261120100000123456');
  expect(card).toHaveTextContent('已使用');
  expect(api.requests(w.coupons)).toEqual([{ state: 'used', pageNo: 1, pageSize: 10 }]);
});

it('shows a coupon an unpaid order holds as 使用中, with its order, apart from the usable ones', async () => {
  api.on(w.coupons, {
    code: 1 as const,
    list: [coupon({ reservedOrderNo: 'P20261126100000ABCDEF0001' }), coupon({ id: 2, code: 'NYHABCDEFGHK' })],
    page: { pageNo: 1, pageSize: 10, totalCount: 2, totalPage: 1 },
  });
  renderAt('/user-center/coupons', <CouponsPage />);
  const [held, free] = within(await screen.findByRole('list', { name: '未使用' })).getAllByRole('listitem');
  expect(held).toHaveTextContent('使用中');
  expect(held).toHaveTextContent(
    '用于待支付订单 P20261126100000ABCDEF0001：支付后核销，订单取消或过期后退回',
  );
  expect(held).not.toHaveTextContent('未使用');
  expect(free).toHaveTextContent('未使用');
  expect(free).not.toHaveTextContent('使用中');
});

it('says so when a tab is empty', async () => {
  api.on(w.coupons, {
    code: 1 as const,
    list: [],
    page: { pageNo: 1, pageSize: 10, totalCount: 0, totalPage: 0 },
  });
  renderAt('/user-center/coupons?state=expired', <CouponsPage />);
  expect(await screen.findByText('暂无已过期的优惠券')).toBeInTheDocument();
});
