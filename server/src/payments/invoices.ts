import type { Invoice } from '@portal/api/contract/meeting-orders';
import {
  INVOICE_MESSAGES,
  type InvoiceInput,
  type InvoiceKind,
  type InvoiceStatus,
  invoiceProblem,
} from '@portal/api/rules/invoice';
import type { Selectable } from 'kysely';
import { plainText } from '../content-safety/plain-text';
import type { PortalDb } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import { AppError, badRequest, notFound } from '../lib/app-error';
import type { Db } from './ledger';
import { noticeInvoiceIssued } from './order-notices';
import type { OrderRow } from './payments.service';
import type { InvoicesTable } from './schema';

/**
 * Invoices of paid orders (issue 12): asked for by the buyer (pending), issued by the e-invoice
 * service (issued: `payments` CLI or its adapter), cancelled by a red-letter invoice (reversed),
 * which a refund does too. One live invoice an order, for at most what was paid.
 */

type InvoiceRow = Selectable<InvoicesTable>;

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    orderNo: row.order_no,
    kind: row.kind as InvoiceKind,
    title: row.title,
    taxpayerNo: row.taxpayer_no,
    email: row.email,
    amountFen: Number(row.amount_fen),
    status: row.status as InvoiceStatus,
    createdAt: Number(row.created_at),
    issuedAt: row.issued_at === null ? null : Number(row.issued_at),
  };
}

export function createInvoices(db: PortalDb, now: () => number = Date.now) {
  /** the order's live invoice, else its latest reversed one */
  async function ofOrder(db0: Db, orderNo: string): Promise<InvoiceRow | undefined> {
    const rows = await db0
      .selectFrom('invoices')
      .selectAll()
      .where('order_no', '=', orderNo)
      .orderBy('id', 'desc')
      .execute();
    return rows.find((r) => r.status !== 'reversed') ?? rows[0];
  }

  return {
    async ofOrder(orderNo: string): Promise<Invoice | null> {
      const row = await ofOrder(db, orderNo);
      return row ? toInvoice(row) : null;
    },

    /** the buyer asks for an invoice of their paid order; checked by the shared rules */
    async request(order: OrderRow, input: InvoiceInput): Promise<Invoice> {
      if (order.status !== 'fulfilled' && order.status !== 'paid') throw badRequest(INVOICE_MESSAGES.notPaid);
      const paid = Number(order.amount_fen ?? 0);
      // the title goes on a tax document: plain text only, markup dropped before it is checked
      input = { ...input, title: plainText(input.title) };
      const problem = invoiceProblem(input, paid);
      if (problem) throw badRequest(problem);
      const live = await ofOrder(db, order.order_no);
      if (live && live.status !== 'reversed') throw badRequest(INVOICE_MESSAGES.exists);
      try {
        const row = await db
          .insertInto('invoices')
          .values({
            order_no: order.order_no,
            user_id: order.user_id,
            kind: input.kind,
            title: input.title.trim(),
            taxpayer_no: input.kind === 'company' ? (input.taxpayerNo ?? '').trim().toUpperCase() : '',
            email: input.email.trim(),
            amount_fen: input.amountFen ?? paid,
            status: 'pending',
            created_at: now(),
            issued_at: null,
            reversed_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toInvoice(row);
      } catch (error) {
        // a twin request that got there first
        if (isUniqueViolation(error)) throw badRequest(INVOICE_MESSAGES.exists);
        throw error;
      }
    },

    /** pending → issued (the e-invoice service sent it) */
    async issue(id: number): Promise<Invoice> {
      const row = await db.transaction().execute(async (trx) => {
        const at = now();
        const issued = await trx
          .updateTable('invoices')
          .set({ status: 'issued', issued_at: at })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .returningAll()
          .executeTakeFirst();
        // the buyer hears it in the same transaction as the move
        if (issued) await noticeInvoiceIssued(trx, issued, at);
        return issued;
      });
      if (row) return toInvoice(row);
      const current = await db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
      if (!current) throw notFound(INVOICE_MESSAGES.notFound);
      if (current.status === 'issued') return toInvoice(current);
      throw new AppError(409, '发票当前状态不能开具');
    },

    /** pending/issued → reversed (a red-letter invoice cancels it; the order may be invoiced again) */
    async reverse(db0: Db, orderNo: string): Promise<void> {
      await db0
        .updateTable('invoices')
        .set({ status: 'reversed', reversed_at: now() })
        .where('order_no', '=', orderNo)
        .where('status', 'in', ['pending', 'issued'])
        .execute();
    },
  };
}

export type Invoices = ReturnType<typeof createInvoices>;
