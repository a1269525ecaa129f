import { sql, type Transaction } from 'kysely';
import type { PortalDb } from '../db/database';
import type { Database } from '../db/schema';
import type { Currency } from './schema';

/**
 * The double-entry ledger: every movement of money or coins is one transfer between two accounts of
 * one currency, with a unique id that is also its idempotency key. A balance changes only here, by
 * a conditional update that cannot take it below its account's floor (and the database's CHECK
 * would refuse it anyway), in the caller's transaction, so the transfer row and both balances are
 * written together or not at all. The sum of all balances of a currency is always zero: platform
 * accounts without a floor go below zero as the money they stand for comes in.
 */

export type Db = PortalDb | Transaction<Database>;

/** The platform's accounts: where money and coins come from and go to. */
export const PLATFORM_ACCOUNTS = {
  /** money the channels collected for us (goes below zero as they collect) */
  channel: (channel: string) => `channel:${channel}`,
  /** money received: recharges */
  cash: 'platform:cash',
  /** money received: paid viewing */
  playRevenue: 'revenue:meeting-play',
  /** money received: books sold (goods and shipping) */
  bookRevenue: 'revenue:book',
  /** coins issued against recharges (goes below zero as coins are issued) */
  coinIssuance: 'coin:issuance',
  /** coins spent on gifts */
  giftRevenue: 'revenue:gift',
} as const;

export const walletAccount = (userId: number) => `user:${userId}:coin`;

const CURRENCY_OF: Record<string, Currency> = {
  [PLATFORM_ACCOUNTS.cash]: 'FEN',
  [PLATFORM_ACCOUNTS.playRevenue]: 'FEN',
  [PLATFORM_ACCOUNTS.bookRevenue]: 'FEN',
  [PLATFORM_ACCOUNTS.coinIssuance]: 'COIN',
  [PLATFORM_ACCOUNTS.giftRevenue]: 'COIN',
};

/** A transfer refused because the paying account would fall below its floor. */
export class InsufficientFunds extends Error {
  constructor(readonly account: string) {
    super(`insufficient funds in ${account}`);
    this.name = 'InsufficientFunds';
  }
}

export interface TransferInput {
  /** unique; a second transfer with the same id is not applied again */
  id: string;
  currency: Currency;
  amount: number;
  from: string;
  to: string;
  orderNo: string | null;
  memo: string;
  at: number;
}

/** Makes sure an account exists: a user's wallet may not go below zero, a platform account may. */
export async function ensureAccount(
  db: Db,
  id: string,
  currency: Currency,
  at: number,
  userId: number | null = null,
): Promise<void> {
  await db
    .insertInto('pay_accounts')
    .values({
      id,
      currency,
      balance: 0,
      // wallets and revenue accounts cannot be overdrawn; channels and the issuer are the sources
      min_balance: userId !== null || id.startsWith('revenue:') || id === PLATFORM_ACCOUNTS.cash ? 0 : null,
      user_id: userId,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** the platform account's currency (channels carry money) */
export const platformCurrency = (id: string): Currency => CURRENCY_OF[id] ?? 'FEN';

/**
 * Applies one transfer in the caller's transaction. Answers false when a transfer with this id was
 * applied before (nothing changes), true when it was applied now; throws InsufficientFunds when the
 * payer would fall below its floor (the caller's transaction then rolls back).
 */
export async function transfer(trx: Db, t: TransferInput): Promise<boolean> {
  if (!Number.isInteger(t.amount) || t.amount <= 0)
    throw new RangeError(`a transfer moves a positive integer: ${t.amount}`);
  if (t.from === t.to) throw new RangeError('a transfer needs two accounts');
  const inserted = await trx
    .insertInto('pay_transfers')
    .values({
      id: t.id,
      currency: t.currency,
      amount: t.amount,
      debit_account: t.from,
      credit_account: t.to,
      order_no: t.orderNo,
      memo: t.memo.slice(0, 100),
      created_at: t.at,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  const debited = await trx
    .updateTable('pay_accounts')
    .set({ balance: sql`balance - ${t.amount}`, updated_at: t.at })
    .where('id', '=', t.from)
    .where('currency', '=', t.currency)
    .where((eb) =>
      eb.or([eb('min_balance', 'is', null), eb('balance', '>=', sql<number>`min_balance + ${t.amount}`)]),
    )
    .executeTakeFirst();
  if (Number(debited.numUpdatedRows) !== 1) throw new InsufficientFunds(t.from);
  const credited = await trx
    .updateTable('pay_accounts')
    .set({ balance: sql`balance + ${t.amount}`, updated_at: t.at })
    .where('id', '=', t.to)
    .where('currency', '=', t.currency)
    .executeTakeFirst();
  if (Number(credited.numUpdatedRows) !== 1) throw new Error(`no ${t.currency} account ${t.to}`);
  return true;
}

/** a user's coins (0 before their first recharge) */
export async function walletBalance(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('pay_accounts')
    .select('balance')
    .where('id', '=', walletAccount(userId))
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}
