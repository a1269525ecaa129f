import { call } from '@portal/api/call';
import type { BookPayment } from '@portal/api/contract/mall';
import { mallEndpoints as e } from '@portal/api/endpoints/mall';
import { firstQuery, queryFromFirst } from '@portal/api/first-data';
import { isSettled, PAYMENT_LIMITS } from '@portal/api/rules/payments';
import { queryOptions } from '@portal/query';

export const mallKeys = {
  all: ['mall'] as const,
  of: <P extends object>(resource: string, params: P) => ['mall', resource, params] as const,
};

/** a book's page as first data (issue 24) */
export const bookFirst = (bookId: number) => firstQuery(mallKeys.of('book', { bookId }), e.book, { bookId });
export const bookQuery = (bookId: number) => queryFromFirst(bookFirst(bookId));

/** the buyer's last address (keyed by who asks: it is theirs alone) */
export const lastAddressQuery = (viewerId: number | null) =>
  queryOptions({
    queryKey: mallKeys.of('lastAddress', { viewerId }),
    queryFn: ({ signal }) => call(e.lastAddress, undefined, { signal }),
  });

/** a book order's payment, asked after every few seconds until it is settled (as `payingOrderQuery`) */
export const bookPaymentQuery = (orderNo: string) =>
  queryOptions({
    queryKey: mallKeys.of('payment', { orderNo }),
    queryFn: ({ signal }) => call(e.payment, { orderNo }, { signal }),
    refetchInterval: (query) => {
      const order = query.state.data as BookPayment | undefined;
      return order && isSettled(order.status) ? false : PAYMENT_LIMITS.pollIntervalMs;
    },
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
