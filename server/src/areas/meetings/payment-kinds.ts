import type { KindHandlers } from '../../payments/payments.service';

/**
 * What the meetings area sells (issue 12), as the payments mechanism asks for it: what a paid order
 * gives, in the transaction that marks it fulfilled, and what a refund takes back.
 */
export const MEETING_PAYMENT_KINDS: { 'meeting-play': KindHandlers; gift: KindHandlers } = {
  // a paid play order is a ticket: the video is the buyer's on every device
  'meeting-play': {
    fulfil: async (trx, order) => {
      if (order.target_id === null) throw new Error(`play order ${order.order_no} names no meeting`);
      const granted = await trx
        .insertInto('meeting_tickets')
        .values({
          meeting_id: order.target_id,
          user_id: order.user_id,
          order_no: order.order_no,
          paid_at: Number(order.paid_at ?? order.created_at),
        })
        .onConflict((oc) => oc.columns(['meeting_id', 'user_id']).doNothing())
        .returning('order_no')
        .executeTakeFirst();
      if (granted) return;
      // they hold a ticket already, bought by another order: this one is paid back
      const held = await trx
        .selectFrom('meeting_tickets')
        .select('order_no')
        .where('meeting_id', '=', order.target_id)
        .where('user_id', '=', order.user_id)
        .executeTakeFirst();
      return held && held.order_no !== order.order_no ? 'refund' : undefined;
    },
    revoke: async (trx, order) => {
      await trx.deleteFrom('meeting_tickets').where('order_no', '=', order.order_no).execute();
    },
  },
  // a gift sent is recorded for the room's ranking (its coins moved in the same transaction)
  gift: {
    fulfil: async (trx, order) => {
      const extra = JSON.parse(order.target_extra) as { meetingId: number; fieldId: number; count: number };
      await trx
        .insertInto('meeting_gift_sends')
        .values({
          order_no: order.order_no,
          meeting_id: extra.meetingId,
          field_id: extra.fieldId,
          user_id: order.user_id,
          gift_id: Number(order.target_id),
          count: extra.count,
          coins: Number(order.coins),
          created_at: Number(order.created_at),
        })
        .execute();
    },
    revoke: async (trx, order) => {
      await trx.deleteFrom('meeting_gift_sends').where('order_no', '=', order.order_no).execute();
    },
  },
};
