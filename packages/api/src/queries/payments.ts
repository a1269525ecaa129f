import { call } from '@portal/api/call';
import { meetingGiftEndpoints } from '@portal/api/endpoints/meeting-gifts';
import { meetingOrderEndpoints } from '@portal/api/endpoints/meeting-orders';
import { paymentEndpoints as e } from '@portal/api/endpoints/payments';
import { giftRankingKey } from '@portal/api/queries/meetings';
import {
  isSettled,
  PAYMENT_LIMITS,
  type PayChannel,
  RECHARGE_RATE_CHANNEL,
} from '@portal/api/rules/payments';
import { queryOptions } from '@portal/query';
import type { PayOrder } from '../contract/payments';

/**
 * Query options of money (issue 12). Keys are `['payments', resource, params]`; a wallet is keyed
 * by whose it is, so signing in or out reads it anew, and a recharge or a gift refreshes it by
 * that key's prefix.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  wallet: ['payments', 'wallet'] as const,
  /** every play order's invoice entry (a purchase refreshes them) */
  playInvoice: ['payments', 'play-invoice'] as const,
  of: <P extends object>(resource: string, params: P) => ['payments', resource, params] as const,
};

export const walletQuery = (viewerId: number | null) =>
  queryOptions({
    queryKey: [...paymentKeys.wallet, { viewerId }] as const,
    queryFn: ({ signal }) => call(e.wallet, undefined, { signal }),
  });

export const rechargeRatesQuery = () =>
  queryOptions({
    queryKey: paymentKeys.of('rates', { channel: RECHARGE_RATE_CHANNEL }),
    queryFn: ({ signal }) => call(e.rates, { channel: RECHARGE_RATE_CHANNEL }, { signal }),
    staleTime: 10 * 60_000,
  });

/** the QR code of an order: asked of the channel once, kept while the dialog is open */
export const nativePayQuery = (orderNo: string) =>
  queryOptions({
    queryKey: paymentKeys.of('native-pay', { orderNo }),
    queryFn: () => call(e.nativePay, { orderNo }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

/**
 * A paying order, asked after every few seconds until it is settled (paid and fulfilled, closed
 * or refunded): the query that tells a waiting screen the payment went through.
 */
export const payingOrderQuery = (orderNo: string, channel: PayChannel) =>
  queryOptions({
    queryKey: paymentKeys.of('order', { orderNo }),
    queryFn: ({ signal }) =>
      call(channel === 'wechat' ? e.wechatOrderQuery : e.alipayOrderQuery, { orderNo }, { signal }),
    refetchInterval: (query) => {
      const order = query.state.data as PayOrder | undefined;
      return order && isSettled(order.status) ? false : PAYMENT_LIMITS.pollIntervalMs;
    },
    // a waiting screen in a background tab still learns it was paid
    refetchIntervalInBackground: true,
    gcTime: 0,
  });

/** the reader's paid play order of a meeting and its invoice */
export const playOrderInvoiceQuery = (meetingId: number, viewerId: number | null) =>
  queryOptions({
    queryKey: [...paymentKeys.playInvoice, { meetingId, viewerId }] as const,
    queryFn: ({ signal }) => call(meetingOrderEndpoints.invoice, { meetingId }, { signal }),
  });

export const giftListQuery = (meetingId: number) =>
  queryOptions({
    queryKey: paymentKeys.of('gifts', { meetingId }),
    queryFn: ({ signal }) => call(meetingGiftEndpoints.list, { meetingId }, { signal }),
    staleTime: 10 * 60_000,
  });

/** the room's ranking (its key is the meetings area's: the live socket invalidates it) */
export const giftRankingQuery = (meetingId: number) =>
  queryOptions({
    queryKey: giftRankingKey(meetingId),
    queryFn: ({ signal }) => call(meetingGiftEndpoints.ranking, { meetingId }, { signal }),
    staleTime: 30_000,
  });

/** a fresh key for one purchase: its retries and double clicks make one order */
export function newClientKey(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `c${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export { giftRankingKey };
