import type { Selectable } from 'kysely';
import type { PortalDb } from '../db/database';
import { walletAccount } from './ledger';
import type { InvoicesTable, PayOrdersTable, PayTransfersTable } from './schema';

/**
 * What one user may read of the money mechanism's books (issue 14), read-only: the movements of
 * their coins and of their money, their orders, their invoices. Every query is bound to `userId`
 * (the session's user), so a page can never show another's rows. The account area maps the rows to
 * what its pages show; nothing here writes.
 */

export interface LedgerLine {
  transfer: Selectable<PayTransfersTable>;
  order: Pick<Selectable<PayOrdersTable>, 'order_no' | 'kind' | 'subject' | 'target_id' | 'target_extra'>;
  /** signed, as the user sees it: + in, − out */
  amount: number;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

export function createAccountMoneyReader(db: PortalDb) {
  return {
    /**
     * The user's ledger, newest first: every movement of their coins (a recharge's coins in, a
     * gift's coins out, either one given back), and every movement of their money for a purchase
     * (a play order paid, its refund). A recharge's money is its coins' line, not a second one.
     */
    async ledger(userId: number, pageNo: number, pageSize: number): Promise<Page<LedgerLine>> {
      const wallet = walletAccount(userId);
      const base = db
        .selectFrom('pay_transfers as t')
        .innerJoin('pay_orders as o', 'o.order_no', 't.order_no')
        .where('o.user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb.and([
              eb('t.currency', '=', 'COIN'),
              eb.or([eb('t.debit_account', '=', wallet), eb('t.credit_account', '=', wallet)]),
            ]),
            eb.and([eb('t.currency', '=', 'FEN'), eb('o.kind', '<>', 'recharge')]),
          ]),
        );
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        base
          .selectAll('t')
          .select(['o.kind', 'o.subject', 'o.target_id', 'o.target_extra'])
          .orderBy('t.created_at', 'desc')
          .orderBy('t.id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
      ]);
      return {
        total: Number(total),
        rows: rows.map((r) => {
          const amount = Number(r.amount);
          // coins: in when credited to the wallet; money: in only when it is given back
          const incoming = r.currency === 'COIN' ? r.credit_account === wallet : r.id.endsWith(':refund');
          return {
            transfer: {
              id: r.id,
              currency: r.currency,
              amount,
              debit_account: r.debit_account,
              credit_account: r.credit_account,
              order_no: r.order_no,
              memo: r.memo,
              created_at: Number(r.created_at),
            },
            order: {
              order_no: r.order_no ?? '',
              kind: r.kind,
              subject: r.subject,
              target_id: r.target_id,
              target_extra: r.target_extra,
            },
            amount: incoming ? amount : -amount,
          };
        }),
      };
    },

    /** the user's orders of these kinds, newest first */
    async orders(
      userId: number,
      kinds: readonly string[],
      pageNo: number,
      pageSize: number,
    ): Promise<Page<Selectable<PayOrdersTable>>> {
      const base = db.selectFrom('pay_orders').where('user_id', '=', userId).where('kind', 'in', kinds);
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('order_no', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
      ]);
      return { total: Number(total), rows };
    },

    /** the invoices of these orders of the user (all of them, newest first) */
    async invoicesOfOrders(userId: number, orderNos: readonly string[]) {
      if (orderNos.length === 0) return [];
      return db
        .selectFrom('invoices')
        .selectAll()
        .where('user_id', '=', userId)
        .where('order_no', 'in', orderNos)
        .orderBy('id', 'desc')
        .execute();
    },

    /** the user's invoices, newest first, with their order's subject, kind and target */
    async invoices(
      userId: number,
      pageNo: number,
      pageSize: number,
    ): Promise<
      Page<{
        invoice: Selectable<InvoicesTable>;
        order: Pick<Selectable<PayOrdersTable>, 'subject' | 'kind' | 'target_id'>;
      }>
    > {
      const base = db
        .selectFrom('invoices as i')
        .innerJoin('pay_orders as o', 'o.order_no', 'i.order_no')
        .where('i.user_id', '=', userId)
        .where('o.user_id', '=', userId);
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        base
          .selectAll('i')
          .select(['o.subject', 'o.kind as order_kind', 'o.target_id'])
          .orderBy('i.created_at', 'desc')
          .orderBy('i.id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
      ]);
      return {
        total: Number(total),
        rows: rows.map(({ subject, order_kind, target_id, ...invoice }) => ({
          invoice,
          order: { subject, kind: order_kind, target_id },
        })),
      };
    },
  };
}

export type AccountMoneyReader = ReturnType<typeof createAccountMoneyReader>;
