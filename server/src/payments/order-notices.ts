import { MESSAGE_TEXTS, WALLET_URL } from '@portal/api/rules/account-messages';
import { formatYuan } from '@portal/api/rules/payments';
import type { Selectable } from 'kysely';
import type { PortalDb } from '../db/database';
import { notify } from '../notices/notify';
import type { InvoicesTable, PayOrdersTable } from './schema';

type Order = Pick<Selectable<PayOrdersTable>, 'order_no' | 'user_id' | 'subject' | 'amount_fen'>;

/**
 * The buyer's messages about an order (the 订单 tab), written in the transaction of the move
 * itself; each move happens once (conditional updates), and the key holds against a replay too.
 */
export function noticeOrder(trx: PortalDb, order: Order, event: 'paid' | 'refunded', at: number) {
  return notify(trx, {
    userId: order.user_id,
    kind: 'Order',
    title: event === 'paid' ? MESSAGE_TEXTS.paid(order.subject) : MESSAGE_TEXTS.refunded(order.subject),
    content:
      event === 'paid'
        ? MESSAGE_TEXTS.paidContent(order.order_no, formatYuan(Number(order.amount_fen ?? 0)))
        : MESSAGE_TEXTS.refundedContent(order.order_no),
    url: WALLET_URL,
    subject: `order:${order.order_no}`,
    key: `order:${order.order_no}:${event}`,
    at,
  });
}

/** the invoice of an order was issued */
export async function noticeInvoiceIssued(
  trx: PortalDb,
  invoice: Pick<Selectable<InvoicesTable>, 'id' | 'order_no' | 'user_id' | 'title'>,
  at: number,
) {
  const order = await trx
    .selectFrom('pay_orders')
    .select('subject')
    .where('order_no', '=', invoice.order_no)
    .executeTakeFirst();
  return notify(trx, {
    userId: invoice.user_id,
    kind: 'Order',
    title: MESSAGE_TEXTS.invoiceIssued(order?.subject ?? invoice.order_no),
    content: MESSAGE_TEXTS.invoiceIssuedContent(invoice.order_no, invoice.title),
    url: WALLET_URL,
    subject: `order:${invoice.order_no}`,
    key: `invoice:${invoice.id}:issued`,
    at,
  });
}
