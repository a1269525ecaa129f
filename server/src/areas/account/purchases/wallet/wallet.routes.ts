import type { LedgerEntry, MyInvoice, MyOrder } from '@portal/api/contract/account-wallet';
import { accountWalletEndpoints as e } from '@portal/api/endpoints/account-wallet';
import {
  ACCOUNT_WALLET_MESSAGES,
  type LedgerKind,
  LISTED_ORDER_KINDS,
} from '@portal/api/rules/account-wallet';
import type { FastifyInstance } from 'fastify';
import type { PortalDb } from '../../../../db/database';
import { pageList } from '../../../../lib/envelope';
import { serve, signedInFirst } from '../../../../lib/serve-endpoint';
import {
  type AccountMoneyReader,
  createAccountMoneyReader,
  type LedgerLine,
} from '../../../../payments/account-reader';
import { couponsOfOrders } from '../../../../payments/coupons';
import { toInvoice } from '../../../../payments/invoices';
import { answerable, toPayOrder } from '../../../../payments/payments.service';
import { readers } from '../../../../readers/registry';

const tags = ['我的钱包'];

/** the meetings named by ids, for the ledger's words and links (as the meetings area shows them) */
async function meetingNames(db: PortalDb, ids: number[]): Promise<Map<number, string>> {
  const cards = await readers().cards.meeting(db, [...new Set(ids)], null);
  return new Map([...cards].map(([id, card]) => [id, card.title]));
}

const giftMeetingId = (extra: string): number | null => {
  try {
    const id = (JSON.parse(extra) as { meetingId?: unknown }).meetingId;
    return typeof id === 'number' && Number.isInteger(id) ? id : null;
  } catch {
    return null;
  }
};

/** what a movement was, in the words of the ledger */
function describeLine(line: LedgerLine, names: Map<number, string>): LedgerEntry {
  const { transfer, order, amount } = line;
  const step = transfer.id.slice(transfer.id.lastIndexOf(':') + 1);
  const meetingId =
    order.kind === 'gift'
      ? giftMeetingId(order.target_extra)
      : order.kind === 'meeting-play'
        ? order.target_id
        : null;
  const meeting = meetingId !== null ? (names.get(meetingId) ?? order.subject) : null;
  let kind: LedgerKind;
  let title: string;
  if (order.kind === 'recharge') {
    kind = step === 'coins' ? 'recharge' : 'refund';
    title = step === 'coins' ? order.subject : `充值退款：${order.subject}`;
  } else if (order.kind === 'gift') {
    const what = `送礼物《${meeting ?? ''}》${order.subject}`;
    kind = step === 'refund' ? 'refund' : 'gift';
    title = step === 'refund' ? `退款：${what}` : what;
  } else {
    const what = `购买《${meeting ?? order.subject}》`;
    kind = step === 'refund' ? 'refund' : 'purchase';
    title = step === 'refund' ? `退款：${what}` : what;
  }
  return {
    id: transfer.id,
    kind,
    currency: transfer.currency,
    amount,
    title,
    meetingId,
    orderNo: transfer.order_no,
    createdAt: Number(transfer.created_at),
  };
}

/**
 * The wallet page's lists (issue 14): the ledger of the user's coins and purchases, their orders
 * with their invoices, and their invoices. Read from the payments mechanism's books through its
 * reader, bound to the session's user; the balance and recharge are the payments calls'.
 */
export async function walletRoutes(app: FastifyInstance, options: { now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now());
  const reader: AccountMoneyReader = createAccountMoneyReader(app.db);

  await serve(
    app,
    e.ledger,
    { tags, summary: '神贝与消费流水（充值、送礼物、购买、退款；最新在前）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { pageNo = 1, pageSize = 10 } = request.query;
      const page = await reader.ledger(me.id, pageNo, pageSize);
      const names = await meetingNames(
        app.db,
        page.rows.flatMap((l) => {
          const id =
            l.order.kind === 'gift'
              ? giftMeetingId(l.order.target_extra)
              : l.order.kind === 'meeting-play'
                ? l.order.target_id
                : null;
          return id === null ? [] : [id];
        }),
      );
      return pageList(
        page.rows.map((l) => describeLine(l, names)),
        page.total,
        pageNo,
        pageSize,
      );
    },
  );

  await serve(
    app,
    e.orders,
    { tags, summary: '我的订单（充值与会议付费观看；含发票）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { pageNo = 1, pageSize = 10 } = request.query;
      let page = await reader.orders(me.id, LISTED_ORDER_KINDS, pageNo, pageSize);
      // an unpaid order past its time is closed by the payments service (with its channel) before it is shown
      const stale = page.rows.filter(
        (o) => (o.status === 'created' || o.status === 'paying') && Number(o.expires_at ?? 0) <= now(),
      );
      if (stale.length > 0) {
        for (const o of stale) await app.payments.refreshOrder(o.order_no);
        page = await reader.orders(me.id, LISTED_ORDER_KINDS, pageNo, pageSize);
      }
      const orderNos = page.rows.map((o) => o.order_no);
      const [invoices, coupons] = await Promise.all([
        reader.invoicesOfOrders(me.id, orderNos),
        couponsOfOrders(app.db, me.id, orderNos),
      ]);
      const list: MyOrder[] = page.rows.map((o) => {
        const ofOrder = invoices.filter((i) => i.order_no === o.order_no);
        const invoice = ofOrder.find((i) => i.status !== 'reversed') ?? ofOrder[0];
        const paid = o.status === 'paid' || o.status === 'fulfilled';
        return {
          order: answerable(toPayOrder(o)),
          meetingId: o.kind === 'meeting-play' ? o.target_id : null,
          invoice: invoice ? toInvoice(invoice) : null,
          canAskInvoice:
            o.kind === 'meeting-play' &&
            paid &&
            Number(o.amount_fen ?? 0) > 0 &&
            (!invoice || invoice.status === 'reversed'),
          coupon: coupons.get(o.order_no) ?? null,
        };
      });
      return pageList(list, page.total, pageNo, pageSize);
    },
  );

  await serve(
    app,
    e.cancelOrder,
    {
      tags,
      summary: '取消待支付的订单（已支付的不能取消；再次取消不重复处理；订单占用的优惠券随之释放）',
      preValidation: signedInFirst,
      config: { fieldMessages: { orderNo: ACCOUNT_WALLET_MESSAGES.orderNotFound } },
    },
    async (request) => {
      const me = await request.requireUser();
      // a book order is cancelled where it is answered: the mall's book orders
      answerable(await app.payments.ownOrder(me.id, request.body.orderNo));
      return { code: 1 as const, result: answerable(await app.payments.cancel(me.id, request.body.orderNo)) };
    },
  );

  await serve(
    app,
    e.invoices,
    { tags, summary: '我的发票（开票中、已开具、已红冲）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { pageNo = 1, pageSize = 10 } = request.query;
      const page = await reader.invoices(me.id, pageNo, pageSize);
      const list: MyInvoice[] = page.rows.map(({ invoice, order }) => ({
        invoice: toInvoice(invoice),
        subject: order.subject,
        meetingId: order.kind === 'meeting-play' ? order.target_id : null,
        reversedAt: invoice.reversed_at === null ? null : Number(invoice.reversed_at),
      }));
      return pageList(list, page.total, pageNo, pageSize);
    },
  );
}
