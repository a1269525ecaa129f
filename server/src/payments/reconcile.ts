import type { PortalDb } from '../db/database';

/**
 * The reconciliation (issue 12): proves from the rows alone that the ledger and the orders agree.
 *
 * - every currency's balances sum to zero (double entry);
 * - every account's balance equals its credits minus its debits;
 * - no account is below its floor (no negative wallet);
 * - every order moved exactly what its state says: a paid money order one payment of its amount,
 *   a fulfilled recharge one issue of its coins, a coin order one spending of its coins, a refunded
 *   one its refund, a closed or unpaid one nothing;
 * - no transfer names an order that does not exist.
 */

export interface ReconciliationReport {
  /** currency → sum of balances (0 when right) */
  sums: Record<string, number>;
  /** accounts whose balance is not credits − debits */
  accountMismatches: { account: string; balance: number; fromTransfers: number }[];
  /** accounts below their floor */
  belowFloor: { account: string; balance: number }[];
  /** orders whose transfers do not match their state */
  orderMismatches: { orderNo: string; status: string; problem: string }[];
  /** transfers naming an unknown order */
  orphanTransfers: string[];
  accounts: number;
  transfers: number;
  orders: number;
  /** the number of differences found (0 when the books agree) */
  differences: number;
}

export async function reconcile(db: PortalDb): Promise<ReconciliationReport> {
  const [accounts, transfers, orders] = await Promise.all([
    db.selectFrom('pay_accounts').selectAll().execute(),
    db.selectFrom('pay_transfers').selectAll().execute(),
    db.selectFrom('pay_orders').selectAll().execute(),
  ]);

  const sums: Record<string, number> = {};
  const moved = new Map<string, number>();
  for (const a of accounts) sums[a.currency] = (sums[a.currency] ?? 0) + Number(a.balance);
  for (const t of transfers) {
    const amount = Number(t.amount);
    moved.set(t.credit_account, (moved.get(t.credit_account) ?? 0) + amount);
    moved.set(t.debit_account, (moved.get(t.debit_account) ?? 0) - amount);
  }
  const accountMismatches = accounts
    .map((a) => ({ account: a.id, balance: Number(a.balance), fromTransfers: moved.get(a.id) ?? 0 }))
    .filter((a) => a.balance !== a.fromTransfers);
  const belowFloor = accounts
    .filter((a) => a.min_balance !== null && Number(a.balance) < Number(a.min_balance))
    .map((a) => ({ account: a.id, balance: Number(a.balance) }));

  const byOrder = new Map<string, Map<string, number>>();
  for (const t of transfers) {
    if (!t.order_no) continue;
    const step = t.id.slice(`order:${t.order_no}:`.length);
    let steps = byOrder.get(t.order_no);
    if (!steps) {
      steps = new Map();
      byOrder.set(t.order_no, steps);
    }
    steps.set(step, Number(t.amount));
  }
  const orderMismatches: ReconciliationReport['orderMismatches'] = [];
  const known = new Set(orders.map((o) => o.order_no));
  for (const o of orders) {
    const steps = byOrder.get(o.order_no) ?? new Map<string, number>();
    const problem = (text: string) =>
      orderMismatches.push({ orderNo: o.order_no, status: o.status, problem: text });
    const has = (step: string, amount: number | null) =>
      steps.has(step) && steps.get(step) === Number(amount);
    const money = o.channel !== 'coins';
    const paidish = o.status === 'paid' || o.status === 'fulfilled' || o.status === 'refunded';
    if (money) {
      if (paidish && !has('pay', o.amount_fen)) problem('已支付但无对应入账');
      if (!paidish && steps.size > 0) problem('未支付却有资金流水');
      const coinsIssued = steps.has('coins');
      const shouldIssue =
        o.kind === 'recharge' &&
        (o.status === 'fulfilled' || (o.status === 'refunded' && o.fulfilled_at !== null));
      if (shouldIssue && !has('coins', o.coins)) problem('充值已完成但神贝未发放');
      if (!shouldIssue && coinsIssued) problem('神贝发放与订单状态不符');
      if (shouldIssue && o.status === 'refunded' && !has('coins-back', o.coins))
        problem('充值已退款但神贝未收回');
    } else if (!has('coins', o.coins)) problem('礼物订单无对应的神贝扣减');
    if (o.status === 'refunded' && !steps.has('refund')) problem('已退款但无退款流水');
    if (o.status !== 'refunded' && steps.has('refund')) problem('有退款流水但订单未退款');
  }
  const orphanTransfers = transfers.filter((t) => t.order_no && !known.has(t.order_no)).map((t) => t.id);

  const unbalanced = Object.values(sums).filter((sum) => sum !== 0).length;
  return {
    sums,
    accountMismatches,
    belowFloor,
    orderMismatches,
    orphanTransfers,
    accounts: accounts.length,
    transfers: transfers.length,
    orders: orders.length,
    differences:
      unbalanced +
      accountMismatches.length +
      belowFloor.length +
      orderMismatches.length +
      orphanTransfers.length,
  };
}
