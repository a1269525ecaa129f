import type { KindHandlers } from '../../../payments/payments.service';

/**
 * What the classroom sells (issue 22): a paid course order gives the buyer the course's lectures
 * on every device (a `course_purchases` row), in the transaction that marks the payment fulfilled;
 * a refund takes it back. A second order paid for a course already bought is paid back.
 */
export const COURSE_PAYMENT_KINDS: { course: KindHandlers } = {
  course: {
    fulfil: async (trx, order) => {
      if (order.target_id === null) throw new Error(`course order ${order.order_no} names no course`);
      const granted = await trx
        .insertInto('course_purchases')
        .values({
          course_id: order.target_id,
          user_id: order.user_id,
          order_no: order.order_no,
          paid_at: Number(order.paid_at ?? order.created_at),
        })
        .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
        .returning('order_no')
        .executeTakeFirst();
      if (granted) return;
      const held = await trx
        .selectFrom('course_purchases')
        .select('order_no')
        .where('course_id', '=', order.target_id)
        .where('user_id', '=', order.user_id)
        .executeTakeFirst();
      return held && held.order_no !== order.order_no ? 'refund' : undefined;
    },
    revoke: async (trx, order) => {
      await trx.deleteFrom('course_purchases').where('order_no', '=', order.order_no).execute();
    },
  },
};
