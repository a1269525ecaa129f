import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { KindHandlers, OrderRow } from '../../../payments/payments.service';

/**
 * What the mall sells, as the payments mechanism asks for it (issue 21). A book order is made
 * unpaid with its copies taken from the stock (`book-orders.routes.ts`); its payment moves it:
 * paid → 待发货 and counted as sold; closed unpaid (cancelled or expired) → cancelled and the copies
 * back in stock; refunded before shipping → cancelled, the copies back and unsold. Each move is a
 * conditional update of the order's state in the payment's own transaction, so it happens once.
 */

/** the order's lines, to move their copies */
async function linesOf(trx: Transaction<Database>, orderId: number) {
  return trx
    .selectFrom('physical_order_items')
    .select(['book_id', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
}

/** the copies of the order's lines back in stock; `unsell` takes them off the sales too */
async function giveBackCopies(trx: Transaction<Database>, orderId: number, unsell: boolean) {
  for (const line of await linesOf(trx, orderId)) {
    const q = Number(line.quantity);
    await trx
      .updateTable('books')
      .set((eb) => ({
        stock: eb('stock', '+', q),
        ...(unsell ? { sales: eb('sales', '-', q) } : {}),
      }))
      .where('id', '=', line.book_id)
      .execute();
  }
}

/** the book order of this payment moved `from` → `to`, answering its id when this call moved it */
async function moveOrder(
  trx: Transaction<Database>,
  order: OrderRow,
  from: 'unpaid' | 'paid',
  to: 'paid' | 'cancelled',
): Promise<number | null> {
  // the payment's own time of the move (set on the row the payments service hands over)
  const at = Number(
    (to === 'paid' ? order.paid_at : (order.closed_at ?? order.refunded_at)) ?? order.created_at,
  );
  const moved = await trx
    .updateTable('physical_orders')
    .set(to === 'paid' ? { state: to, paid_at: at } : { state: to, cancelled_at: at })
    .where('order_no', '=', order.order_no)
    .where('user_id', '=', order.user_id)
    .where('state', '=', from)
    .returning('id')
    .executeTakeFirst();
  return moved ? moved.id : null;
}

export const BOOK_PAYMENT_KINDS: { book: KindHandlers } = {
  book: {
    fulfil: async (trx, order) => {
      const id = await moveOrder(trx, order, 'unpaid', 'paid');
      if (id === null) {
        // no unpaid order to give: paid already (a retried fulfilment) is fine, anything else is paid back
        const current = await trx
          .selectFrom('physical_orders')
          .select('state')
          .where('order_no', '=', order.order_no)
          .executeTakeFirst();
        return current && current.state !== 'cancelled' ? undefined : 'refund';
      }
      for (const line of await linesOf(trx, id))
        await trx
          .updateTable('books')
          .set((eb) => ({ sales: eb('sales', '+', Number(line.quantity)) }))
          .where('id', '=', line.book_id)
          .execute();
      return undefined;
    },
    closed: async (trx, order) => {
      const id = await moveOrder(trx, order, 'unpaid', 'cancelled');
      if (id !== null) await giveBackCopies(trx, id, false);
    },
    revoke: async (trx, order) => {
      // refunded before it left the warehouse: the copies are back on the shelf
      const id = await moveOrder(trx, order, 'paid', 'cancelled');
      if (id !== null) await giveBackCopies(trx, id, true);
    },
  },
};

export { giveBackCopies };
