import type { BookDetail } from '@portal/api/contract/mall';
import { type DeliveryAddress, MALL_MESSAGES, PROVINCES } from '@portal/api/rules/mall';
import type { Transaction } from 'kysely';
import type { PortalDb } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/app-error';

/** A book as the mall sells it, and the order rows a purchase writes (issue 21). */
export function createBookOrdersRepository(db: PortalDb) {
  return {
    /** a book's page; not found in Chinese */
    async book(bookId: number): Promise<BookDetail> {
      const [row, credits] = await Promise.all([
        db.selectFrom('books').selectAll().where('id', '=', bookId).executeTakeFirst(),
        db
          .selectFrom('book_authors')
          .select(['type', 'name'])
          .where('book_id', '=', bookId)
          .orderBy('sort')
          .execute(),
      ]);
      if (!row) throw notFound(MALL_MESSAGES.bookNotFound);
      return {
        id: row.id,
        name: row.name,
        cover: row.cover,
        priceFen: Number(row.price_fen),
        discountPriceFen: row.discount_price_fen === null ? null : Number(row.discount_price_fen),
        introduction: row.introduction,
        press: row.press_name,
        publishYear: Number(row.publish_year),
        isbn: row.isbn,
        authors: credits.filter((c) => c.type === 'A').map((c) => c.name),
        translators: credits.filter((c) => c.type === 'T').map((c) => c.name),
        stock: Number(row.stock),
        sales: Number(row.sales),
        views: Number(row.views),
      };
    },

    async countView(bookId: number) {
      await db
        .updateTable('books')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', bookId)
        .execute();
    },

    /** the user's newest order's address, split back into the form's fields; null before any */
    async lastAddress(userId: number): Promise<DeliveryAddress | null> {
      const row = await db
        .selectFrom('physical_orders')
        .select(['receiver_name', 'receiver_mobile', 'region', 'address'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!row) return null;
      const parts = row.region.split(' ').filter(Boolean);
      // a municipality's region may name no city apart ('北京市 丰台区'): the city is the municipality
      const [province = '', city = '', ...rest] =
        parts.length === 2 && /^(北京|天津|上海|重庆)市$/.test(parts[0] ?? '')
          ? [parts[0], parts[0], parts[1]]
          : parts;
      return {
        receiverName: row.receiver_name,
        receiverMobile: row.receiver_mobile,
        // a region not of the list (an old order's) leaves the province to choose again
        province: (PROVINCES as readonly string[]).includes(province) ? province : '',
        city,
        district: rest.join(''),
        address: row.address,
      };
    },

    /**
     * `quantity` copies taken from the stock, in the order's transaction: one conditional update,
     * so of two orders racing for the last copy one gets it and the other is told 库存不足.
     */
    async takeCopies(trx: Transaction<Database>, bookId: number, quantity: number) {
      const taken = await trx
        .updateTable('books')
        .set((eb) => ({ stock: eb('stock', '-', quantity) }))
        .where('id', '=', bookId)
        .where('stock', '>=', quantity)
        .returning('id')
        .executeTakeFirst();
      if (!taken) throw new AppError(409, MALL_MESSAGES.outOfStock);
    },

    /** the unpaid order of a payment, with its one line */
    async insertOrder(
      trx: Transaction<Database>,
      order: {
        orderNo: string;
        userId: number;
        book: BookDetail;
        unitPriceFen: number;
        quantity: number;
        goodsFen: number;
        shippingFen: number;
        discountFen: number;
        amountFen: number;
        couponId: number | null;
        receiverName: string;
        receiverMobile: string;
        region: string;
        address: string;
        at: number;
      },
    ) {
      const { id } = await trx
        .insertInto('physical_orders')
        .values({
          order_no: order.orderNo,
          user_id: order.userId,
          state: 'unpaid',
          goods_fen: order.goodsFen,
          shipping_fen: order.shippingFen,
          discount_fen: order.discountFen,
          amount_fen: order.amountFen,
          coupon_id: order.couponId,
          receiver_name: order.receiverName,
          receiver_mobile: order.receiverMobile,
          region: order.region,
          address: order.address,
          logistics_company: null,
          tracking_no: null,
          created_at: order.at,
          paid_at: null,
          shipped_at: null,
          completed_at: null,
          cancelled_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('physical_order_items')
        .values({
          order_id: id,
          sort: 0,
          book_id: order.book.id,
          name: order.book.name,
          cover: order.book.cover,
          unit_price_fen: order.unitPriceFen,
          quantity: order.quantity,
        })
        .execute();
    },
  };
}

export type BookOrdersRepository = ReturnType<typeof createBookOrdersRepository>;
