import { type Kysely, sql } from 'kysely';
import { type Dialect, idColumn } from '../db/dialect';

/** Migration 017: the money mechanism's tables (schema.ts says what each holds). */
export async function paymentTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('pay_accounts')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('min_balance', 'bigint')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    // the database itself refuses a balance below its floor, whatever the code does
    .addCheckConstraint('pay_accounts_floor_ck', sql`min_balance is null or balance >= min_balance`)
    .execute();
  await db.schema.createIndex('pay_accounts_user_idx').on('pay_accounts').column('user_id').execute();

  await db.schema
    .createTable('pay_transfers')
    .addColumn('id', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('debit_account', 'varchar(64)', (c) => c.notNull().references('pay_accounts.id'))
    .addColumn('credit_account', 'varchar(64)', (c) => c.notNull().references('pay_accounts.id'))
    .addColumn('order_no', 'varchar(40)')
    .addColumn('memo', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('pay_transfers_amount_ck', sql`amount > 0 and debit_account <> credit_account`)
    .execute();
  await db.schema.createIndex('pay_transfers_order_idx').on('pay_transfers').column('order_no').execute();
  await db.schema
    .createIndex('pay_transfers_debit_idx')
    .on('pay_transfers')
    .columns(['debit_account', 'created_at'])
    .execute();
  await db.schema
    .createIndex('pay_transfers_credit_idx')
    .on('pay_transfers')
    .columns(['credit_account', 'created_at'])
    .execute();

  await db.schema
    .createTable('pay_orders')
    .addColumn('order_no', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint')
    .addColumn('coins', 'bigint')
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('target_id', 'integer')
    .addColumn('target_extra', 'varchar(200)', (c) => c.notNull().defaultTo('{}'))
    .addColumn('client_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('code_url', 'varchar(500)')
    .addColumn('channel_txn_id', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('paid_at', 'bigint')
    .addColumn('fulfilled_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .addColumn('refunded_at', 'bigint')
    // one click (its retries, its double clicks) is one order
    .addUniqueConstraint('pay_orders_client_key_uq', ['user_id', 'client_key'])
    .execute();
  await db.schema
    .createIndex('pay_orders_user_idx')
    .on('pay_orders')
    .columns(['user_id', 'kind', 'target_id', 'status'])
    .execute();
  await db.schema
    .createIndex('pay_orders_open_idx')
    .on('pay_orders')
    .columns(['status', 'expires_at'])
    .execute();

  await db.schema
    .createTable('pay_notifications')
    .addColumn('id', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('order_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(20)', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pay_simulator_orders')
    .addColumn('order_no', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('txn_id', 'varchar(64)')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .execute();

  await idColumn(db.schema.createTable('recharge_rates'), dialect)
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('coins', 'integer', (c) => c.notNull())
    .addColumn('bonus_coins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  // the recharge choices of the web channel (O): 10 coins a yuan, more given on top of the larger
  await db
    .insertInto('recharge_rates' as never)
    .values(
      [
        [600, 60, 0],
        [3_000, 300, 0],
        [6_800, 680, 20],
        [12_800, 1_280, 60],
        [32_800, 3_280, 200],
        [64_800, 6_480, 520],
      ].map(([amount, coins, bonus], sort) => ({
        channel: 'O',
        amount_fen: amount,
        coins,
        bonus_coins: bonus,
        sort,
      })) as never,
    )
    .execute();

  await idColumn(db.schema.createTable('invoices'), dialect)
    .addColumn('order_no', 'varchar(40)', (c) => c.notNull().references('pay_orders.order_no'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('taxpayer_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('email', 'varchar(100)', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('issued_at', 'bigint')
    .addColumn('reversed_at', 'bigint')
    .execute();
  await db.schema.createIndex('invoices_order_idx').on('invoices').column('order_no').execute();
  // one live invoice an order: a second request is refused, even two at once (a reversed one frees it)
  await db.schema
    .createIndex('invoices_live_uq')
    .on('invoices')
    .column('order_no')
    .unique()
    .where(sql.ref('status'), '<>', 'reversed')
    .execute();
}
