import { call } from '@portal/api/call';
import { accountWalletEndpoints as e } from '@portal/api/endpoints/account-wallet';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import {
  ACCOUNT_WALLET_PAGE_SIZE,
  type CouponState,
  type CouponTarget,
  type MyCourseTab,
  type PhysicalOrderState,
} from '@portal/api/rules/account-wallet';
import { infiniteQueryOptions, queryOptions } from '@portal/query';
import type { PageInfo } from '../contract/envelope';

/**
 * Query options of the signed-in user's own purchase pages (issue 14). Keys are
 * `['accountWallet', resource, params]` and carry whose pages they are (`viewerId`, not sent: the
 * server answers for the session's user), so another sign-in never reads a cached page. A move
 * (cancel, confirm, delete) refreshes its resource by the key's prefix.
 */
export const accountWalletKeys = {
  all: ['accountWallet'] as const,
  resource: (resource: string) => ['accountWallet', resource] as const,
  of: <P extends object>(resource: string, params: P) => ['accountWallet', resource, params] as const,
};

const next = (last: { page: PageInfo }) =>
  last.page.pageNo < last.page.totalPage ? last.page.pageNo + 1 : undefined;
const pageSize = ACCOUNT_WALLET_PAGE_SIZE;

export const ledgerQuery = (viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey: accountWalletKeys.of('ledger', { viewerId }),
    queryFn: ({ pageParam, signal }) => call(e.ledger, { pageNo: pageParam, pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: next,
  });

export const myOrdersQuery = (viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey: accountWalletKeys.of('orders', { viewerId }),
    queryFn: ({ pageParam, signal }) => call(e.orders, { pageNo: pageParam, pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: next,
  });

export const myInvoicesQuery = (viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey: accountWalletKeys.of('invoices', { viewerId }),
    queryFn: ({ pageParam, signal }) => call(e.invoices, { pageNo: pageParam, pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: next,
  });

export const couponsQuery = (state: CouponState, viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey: accountWalletKeys.of('coupons', { state, viewerId }),
    queryFn: ({ pageParam, signal }) => call(e.coupons, { state, pageNo: pageParam, pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: next,
  });

export const couponCountsQuery = (viewerId: number | null) =>
  queryOptions({
    queryKey: accountWalletKeys.of('coupon-counts', { viewerId }),
    queryFn: ({ signal }) => call(e.couponCounts, undefined, { signal }),
  });

/** the coupons an order of `amountFen` for `scope` could use now, the best first (the buy dialogs) */
export const usableCouponsQuery = (amountFen: number, scope: CouponTarget, viewerId: number | null) =>
  queryOptions({
    queryKey: accountWalletKeys.of('usable-coupons', { amountFen, scope, viewerId }),
    queryFn: ({ signal }) => call(e.usableCoupons, { amountFen, scope }, { signal }),
  });

/** `state` undefined: every order */
export const physicalOrdersQuery = (state: PhysicalOrderState | undefined, viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey: accountWalletKeys.of('physical-orders', { state: state ?? 'all', viewerId }),
    queryFn: ({ pageParam, signal }) =>
      call(e.physicalOrders, { ...(state ? { state } : {}), pageNo: pageParam, pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: next,
  });

export const physicalOrderCountsQuery = (viewerId: number | null) =>
  queryOptions({
    queryKey: accountWalletKeys.of('physical-order-counts', { viewerId }),
    queryFn: ({ signal }) => call(e.physicalOrderCounts, undefined, { signal }),
  });

export const physicalOrderQuery = (orderNo: string, viewerId: number | null) =>
  queryOptions({
    queryKey: accountWalletKeys.of('physical-order', { orderNo, viewerId }),
    queryFn: ({ signal }) => call(e.physicalOrder, { orderNo }, { signal }),
  });

export const myCoursesQuery = (tab: MyCourseTab, viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey: accountWalletKeys.of('my-courses', { tab, viewerId }),
    queryFn: ({ pageParam, signal }) => call(e.myCourses, { tab, pageNo: pageParam, pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: next,
  });

/** the browsing history, 20 a page (a day's group fills in as pages arrive) */
export const HISTORY_PAGE_SIZE = 20;
export const browsingHistoryQuery = (viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey: accountWalletKeys.of('history', { viewerId }),
    queryFn: ({ pageParam, signal }) =>
      call(engagementEndpoints.history, { pageNo: pageParam, pageSize: HISTORY_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: next,
  });
