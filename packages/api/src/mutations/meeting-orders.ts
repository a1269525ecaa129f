import { call } from '@portal/api/call';
import type { InputOf } from '@portal/api/endpoint';
import { meetingGiftEndpoints as gifts } from '@portal/api/endpoints/meeting-gifts';
import { meetingOrderEndpoints as orders } from '@portal/api/endpoints/meeting-orders';
import { writeOptions } from '@portal/api/mutation';
import { accountWalletKeys } from '@portal/api/queries/account-wallet';
import { giftRankingKey, meetingKeys } from '@portal/api/queries/meetings';
import { paymentKeys, playOrderInvoiceQuery } from '@portal/api/queries/payments';

/** A gift paid with coins (one client key per choice: retries are one gift); the balance and ranking read anew. */
export const payGiftWrite = writeOptions({
  write: (input: InputOf<typeof gifts.pay>) => call(gifts.pay, input),
  invalidates: (input, paid) =>
    paid ? [paymentKeys.wallet, giftRankingKey(input.meetingId)] : [paymentKeys.wallet],
});

/** A paid meeting's play order; a refusal (a coupon used or held meanwhile) reads the usable coupons anew. */
export const generatePlayOrderWrite = writeOptions({
  write: (input: InputOf<typeof orders.generatePlayOrder>) => call(orders.generatePlayOrder, input),
  invalidates: (_, order) => (order ? [] : [accountWalletKeys.resource('usable-coupons')]),
});

/**
 * The play order's own check once it is paid; then the detail (canWatch), the venues' streams, the
 * order's invoice entry, the coupon it used and the wallet's orders read anew.
 */
export const verifyPlayOrderWrite = writeOptions({
  write: ({ orderNo }: { orderNo: string }) => call(orders.verifyPlayOrder, { orderNo }),
  invalidates: () => [meetingKeys.all, paymentKeys.playInvoice, accountWalletKeys.all],
});

/** The invoice of a paid order; its entry reads anew. */
export const saveInvoiceWrite = (meetingId: number, viewerId: number | null) =>
  writeOptions({
    write: (input: InputOf<typeof orders.saveInvoice>) => call(orders.saveInvoice, input),
    invalidates: () => [playOrderInvoiceQuery(meetingId, viewerId).queryKey],
  });
