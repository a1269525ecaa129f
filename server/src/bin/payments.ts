/**
 * The money operator's commands (issue 12), on the configured database:
 *
 *   node dist/payments.mjs reconcile          proves the ledger and the orders agree (exit 1 if not)
 *   node dist/payments.mjs refund <orderNo>   paid/fulfilled → refunded, the purchase taken back
 *   node dist/payments.mjs issue-invoice <id> pending → issued (what the e-invoice service reports)
 */
import { PAYMENT_KINDS } from '../areas/index';
import { migrationProvider } from '../areas/migrations';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';
import { createInvoices } from '../payments/invoices';
import { createPayments } from '../payments/payments.service';
import { reconcile } from '../payments/reconcile';

async function main(): Promise<number> {
  const [command, arg] = process.argv.slice(2);
  const config = loadConfig(process.env);
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database, migrationProvider);
    if (command === 'reconcile') {
      const report = await reconcile(database.db);
      console.log(JSON.stringify(report, null, 2));
      console.log(report.differences === 0 ? '对账一致：0 处差异' : `对账发现 ${report.differences} 处差异`);
      return report.differences === 0 ? 0 : 1;
    }
    if (command === 'refund' && arg) {
      // refunds need no channel here: the money goes back in the ledger, the channel's refund is the adapter's
      const payments = createPayments(database.db, {
        channels: new Map(),
        kinds: PAYMENT_KINDS,
      });
      console.log(JSON.stringify(await payments.refund(arg), null, 2));
      return 0;
    }
    if (command === 'issue-invoice' && arg && /^\d+$/.test(arg)) {
      console.log(JSON.stringify(await createInvoices(database.db).issue(Number(arg)), null, 2));
      return 0;
    }
    console.error('用法: payments reconcile | refund <订单号> | issue-invoice <发票 id>');
    return 2;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
