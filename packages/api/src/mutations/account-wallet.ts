import { call } from '@portal/api/call';
import { accountWalletEndpoints as e } from '@portal/api/endpoints/account-wallet';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { writeOptions } from '@portal/api/mutation';
import { accountWalletKeys } from '@portal/api/queries/account-wallet';
import { paymentKeys } from '@portal/api/queries/payments';

/**
 * 取消订单: the server closes it once (at the channel first); a payment that got there first is
 * answered 409. Either way the orders, the coupons they held and the balance are read anew.
 */
export const cancelOrderWrite = writeOptions({
  write: ({ orderNo }: { orderNo: string }) => call(e.cancelOrder, { orderNo }),
  invalidates: () => [accountWalletKeys.all, paymentKeys.wallet],
});

/** A book order cancelled (unpaid) or its receipt confirmed (shipped); the lists and counts read anew. */
export const movePhysicalOrderWrite = writeOptions({
  write: ({ orderNo, move }: { orderNo: string; move: 'cancel' | 'confirm' }) =>
    call(move === 'cancel' ? e.cancelPhysicalOrder : e.confirmPhysicalOrder, { orderNo }),
  invalidates: () => [
    accountWalletKeys.resource('physical-orders'),
    accountWalletKeys.resource('physical-order-counts'),
  ],
});

/** Browsing history: one row, or all of it (`all: true`); the list reads anew. */
export const deleteHistoryWrite = writeOptions({
  write: (input: { ids: number[] } | { all: true }) => call(engagementEndpoints.deleteHistory, input),
  invalidates: () => [accountWalletKeys.resource('history')],
});
