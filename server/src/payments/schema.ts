import type { Generated } from 'kysely';

/**
 * The money mechanism's tables (migration 017, `./migration.ts`). Amounts are integers: fen for
 * money, whole coins for 神贝. Every movement is a row of `pay_transfers` between two accounts of one
 * currency; an account's balance changes only with a transfer (ledger.ts).
 */

/** a user's coupon (made by migration 030, `areas/account/purchases/migration.ts`; holds by 031) */
export interface CouponsTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  title: string;
  /** 'amount' (fen off) or 'discount' (the share paid, in percent) */
  kind: string;
  amount_fen: number | null;
  discount_percent: number | null;
  min_spend_fen: number;
  /** 'all', 'meeting' or 'book' */
  scope: string;
  valid_from: number;
  valid_to: number;
  /** the order that used it (set with `used_at` when that order was paid) */
  used_order_no: string | null;
  used_at: number | null;
  created_at: number;
  /** the unpaid order holding it (migration 031): not usable elsewhere until that order is paid or closed */
  reserved_order_no: string | null;
  reserved_at: number | null;
  /** what the order holding or using it took off (fen); null for the book orders' (`physical_orders.discount_fen`) */
  off_fen: number | null;
}

export type Currency = 'FEN' | 'COIN';

export interface PayAccountsTable {
  /** `user:{id}:coin` for a wallet; `channel:wechat`, `coin:issuance`, `revenue:gift` … for the platform's */
  id: string;
  currency: Currency;
  balance: number;
  /** the lowest the balance may go; null for an account that may go below zero (a channel, the coin issuer) */
  min_balance: number | null;
  user_id: number | null;
  updated_at: number;
}

export interface PayTransfersTable {
  /** unique: also the movement's idempotency key (`order:{no}:pay` …) */
  id: string;
  currency: Currency;
  amount: number;
  debit_account: string;
  credit_account: string;
  order_no: string | null;
  memo: string;
  created_at: number;
}

export interface PayOrdersTable {
  order_no: string;
  user_id: number;
  kind: string;
  status: string;
  subject: string;
  amount_fen: number | null;
  coins: number | null;
  channel: string;
  /** what it buys: the recharge rate, the meeting, the gift */
  target_id: number | null;
  /** what else the kind needs (JSON): a gift's meeting, venue and count */
  target_extra: string;
  client_key: string;
  code_url: string | null;
  channel_txn_id: string | null;
  created_at: number;
  expires_at: number | null;
  paid_at: number | null;
  fulfilled_at: number | null;
  closed_at: number | null;
  refunded_at: number | null;
}

export interface PayNotificationsTable {
  /** `{channel}:{notification id}`: a replayed notification is recognised by it */
  id: string;
  channel: string;
  order_no: string;
  outcome: string;
  received_at: number;
}

/** the payment simulator's own book: the "channel side" of each order it was asked to collect */
export interface PaySimulatorOrdersTable {
  order_no: string;
  channel: string;
  amount_fen: number;
  subject: string;
  /** NOTPAY, SUCCESS or CLOSED, as the channels say */
  status: string;
  txn_id: string | null;
  expires_at: number;
  created_at: number;
  paid_at: number | null;
}

export interface RechargeRatesTable {
  id: Generated<number>;
  channel: string;
  amount_fen: number;
  coins: number;
  bonus_coins: number;
  sort: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  kind: string;
  title: string;
  taxpayer_no: string;
  email: string;
  amount_fen: number;
  status: string;
  created_at: number;
  issued_at: number | null;
  reversed_at: number | null;
}

export type PaymentTables = {
  pay_accounts: PayAccountsTable;
  pay_transfers: PayTransfersTable;
  pay_orders: PayOrdersTable;
  pay_notifications: PayNotificationsTable;
  pay_simulator_orders: PaySimulatorOrdersTable;
  recharge_rates: RechargeRatesTable;
  invoices: InvoicesTable;
  coupons: CouponsTable;
};

// the tables join the one `Database` type (the mechanism registers them: db/ imports no area)
declare module '../db/schema' {
  interface Database extends PaymentTables {}
}
