import { accountWalletKeys } from '@portal/api/queries/account-wallet';
import { walletQuery } from '@portal/api/queries/payments';
import { useQuery, useQueryClient } from '@portal/query';
import { useSearchParams } from '@portal/router';
import { useSessionUser } from '@portal/session/hooks';
import { Button } from '@portal/shared-ui/button';
import { FilterNav } from '@portal/shared-ui/filter-nav';
import { RechargeDialog } from '@portal/shared-ui/payment';
import { useEffect, useState } from 'react';
import { messages } from '../../messages';
import { InvoiceList } from './invoice-list';
import { LedgerList } from './ledger-list';
import { OrderList } from './order-list';

const t = messages.wallet;

const TABS = [
  { key: 'ledger', label: t.tabLedger },
  { key: 'orders', label: t.tabOrders },
  { key: 'invoices', label: t.tabInvoices },
] as const;
type Tab = (typeof TABS)[number]['key'];

/**
 * 我的钱包 (issue 14): the 神贝 balance with the portal's recharge dialog, then the ledger, the
 * orders (an unpaid one can be paid on) and the invoices, a tab each, the tab in the address.
 */
export function WalletPage() {
  const user = useSessionUser();
  const viewerId = user?.id ?? null;
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.some((x) => x.key === asked) ? (asked as Tab) : 'ledger';
  const wallet = useQuery({ ...walletQuery(viewerId), enabled: viewerId !== null });
  const [recharging, setRecharging] = useState(false);

  useEffect(() => {
    document.title = t.documentTitle;
  }, []);

  return (
    <section aria-labelledby="wallet-heading" className="rounded-lg bg-white p-4 shadow-sm md:p-6">
      <h1 id="wallet-heading" className="text-lg font-semibold text-ink">
        {t.heading}
      </h1>
      <div className="mt-4 flex items-center justify-between rounded-lg bg-brand-50 px-6 py-5">
        <div>
          <p className="text-sm text-ink-soft">{t.balanceLabel}</p>
          <p className="mt-1 text-3xl font-semibold text-brand" aria-live="polite">
            {wallet.data ? t.coins(wallet.data.coins) : '—'}
          </p>
        </div>
        <Button onClick={() => setRecharging(true)} disabled={viewerId === null}>
          {t.recharge}
        </Button>
      </div>
      <FilterNav
        label={t.tabsLabel}
        variant="underline"
        className="mt-6"
        items={TABS.map((x) => ({
          key: x.key,
          label: x.label,
          selected: x.key === tab,
          to: x.key === 'ledger' ? '?' : `?tab=${x.key}`,
        }))}
      />
      <div className="mt-2">
        {tab === 'ledger' ? (
          <LedgerList viewerId={viewerId} />
        ) : tab === 'orders' ? (
          <OrderList viewerId={viewerId} />
        ) : (
          <InvoiceList viewerId={viewerId} />
        )}
      </div>
      {viewerId !== null ? (
        <RechargeDialog
          open={recharging}
          onClose={() => setRecharging(false)}
          viewerId={viewerId}
          onRecharged={() => void queryClient.invalidateQueries({ queryKey: accountWalletKeys.all })}
        />
      ) : null}
    </section>
  );
}
