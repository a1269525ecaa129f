import { type Kysely, type Migration, sql } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/**
 * Migration 030: the account's own purchase pages (issue 14): coupons, book orders and their
 * items, and how far each user has watched each lecture of a course. The wallet, its ledger,
 * orders and invoices are the payments mechanism's tables (017), read, never written, here.
 */
export function purchasesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('coupons'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('title', 'varchar(60)', (c) => c.notNull())
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('amount_fen', 'integer')
        .addColumn('discount_percent', 'integer')
        .addColumn('min_spend_fen', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('scope', 'varchar(10)', (c) => c.notNull())
        .addColumn('valid_from', 'bigint', (c) => c.notNull())
        .addColumn('valid_to', 'bigint', (c) => c.notNull())
        .addColumn('used_order_no', 'varchar(40)')
        .addColumn('used_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        // an amount off or a share paid, never both; a coupon's window is not empty
        .addCheckConstraint(
          'coupons_kind_ck',
          sql`(kind = 'amount' and amount_fen > 0 and discount_percent is null) or (kind = 'discount' and amount_fen is null and discount_percent between 1 and 99)`,
        )
        .addCheckConstraint('coupons_window_ck', sql`valid_to > valid_from`)
        .execute();
      await db.schema
        .createIndex('coupons_user_idx')
        .on('coupons')
        .columns(['user_id', 'valid_to'])
        .execute();

      await idColumn(db.schema.createTable('physical_orders'), dialect)
        .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('state', 'varchar(12)', (c) => c.notNull())
        .addColumn('goods_fen', 'integer', (c) => c.notNull())
        .addColumn('shipping_fen', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('discount_fen', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('amount_fen', 'integer', (c) => c.notNull())
        .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id').onDelete('set null'))
        .addColumn('receiver_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('receiver_mobile', 'varchar(20)', (c) => c.notNull())
        .addColumn('region', 'varchar(60)', (c) => c.notNull())
        .addColumn('address', 'varchar(200)', (c) => c.notNull())
        .addColumn('logistics_company', 'varchar(30)')
        .addColumn('tracking_no', 'varchar(40)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('paid_at', 'bigint')
        .addColumn('shipped_at', 'bigint')
        .addColumn('completed_at', 'bigint')
        .addColumn('cancelled_at', 'bigint')
        .addCheckConstraint(
          'physical_orders_state_ck',
          sql`state in ('unpaid', 'paid', 'shipped', 'completed', 'cancelled')`,
        )
        .addCheckConstraint(
          'physical_orders_amount_ck',
          sql`amount_fen = goods_fen + shipping_fen - discount_fen and amount_fen >= 0`,
        )
        .execute();
      await db.schema
        .createIndex('physical_orders_user_idx')
        .on('physical_orders')
        .columns(['user_id', 'state', 'created_at'])
        .execute();

      await db.schema
        .createTable('physical_order_items')
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('physical_orders.id').onDelete('cascade'),
        )
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('book_id', 'integer', (c) => c.notNull())
        // what was bought as it was then: a book renamed or repriced later does not change an order
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('cover', 'varchar(500)', (c) => c.notNull())
        .addColumn('unit_price_fen', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('physical_order_items_pk', ['order_id', 'sort'])
        .addCheckConstraint('physical_order_items_quantity_ck', sql`quantity > 0`)
        .execute();

      await db.schema
        .createTable('course_progress')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (c) => c.notNull())
        .addColumn('video_id', 'integer', (c) => c.notNull())
        /** the furthest second watched: it never goes back */
        .addColumn('watched_seconds', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('course_progress_pk', ['user_id', 'video_id'])
        .execute();
      await db.schema
        .createIndex('course_progress_user_course_idx')
        .on('course_progress')
        .columns(['user_id', 'course_id', 'updated_at'])
        .execute();
    },
  };
}

/**
 * Migration 031: a coupon used by a paid meeting's play order (issue 14 follow-up). An unpaid order
 * holds (reserves) the coupon, `off_fen` being what it takes off; paying moves the hold to
 * `used_order_no`/`used_at`, closing the order unpaid or refunding it frees the coupon. One coupon
 * an order at most (a unique index; NULLs are many in both databases).
 */
export function couponReservationsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // one column a statement: SQLite adds one at a time
      await db.schema.alterTable('coupons').addColumn('reserved_order_no', 'varchar(40)').execute();
      await db.schema.alterTable('coupons').addColumn('reserved_at', 'bigint').execute();
      await db.schema.alterTable('coupons').addColumn('off_fen', 'integer').execute();
      await db.schema
        .createIndex('coupons_reserved_order_uq')
        .unique()
        .on('coupons')
        .column('reserved_order_no')
        .execute();
      await db.schema.createIndex('coupons_used_order_idx').on('coupons').column('used_order_no').execute();
    },
  };
}

/**
 * The account's part of 038-classroom (issue 22): a lecture's resume position and the time of the
 * viewer's last heartbeat, which caps what the next one credits (`creditedSeconds`).
 */
export function courseProgressResumeMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('course_progress')
        .addColumn('position_seconds', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('course_progress').addColumn('last_beat_at', 'bigint').execute();
    },
  };
}
