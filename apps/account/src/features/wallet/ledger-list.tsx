import { beijingDateTime } from '@portal/api/beijing-time';
import { ledgerQuery } from '@portal/api/queries/account-wallet';
import { LEDGER_KIND_NAMES } from '@portal/api/rules/account-wallet';
import { formatYuan } from '@portal/api/rules/payments';
import { useInfiniteQuery } from '@portal/query';
import { InfiniteFooter } from '@portal/shared-ui/paged-list';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { messages } from '../../messages';

const t = messages.wallet;

/** every recharge, gift, purchase and refund of the user, newest first, + in and − out */
export function LedgerList({ viewerId }: { viewerId: number | null }) {
  const query = useInfiniteQuery({ ...ledgerQuery(viewerId), enabled: viewerId !== null });
  const lines = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (query.isPending && !query.isError) return <Skeleton lines={5} label={t.loading} />;
  return (
    <>
      <ul aria-label={t.tabLedger} className="divide-y divide-line">
        {lines.map((l) => {
          const amount =
            l.currency === 'COIN'
              ? t.coinAmount(l.amount)
              : t.yuanAmount(l.amount > 0 ? '+' : '-', formatYuan(Math.abs(l.amount)));
          return (
            <li key={l.id} className="flex items-center justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="truncate text-sm text-ink">
                  <span className="mr-2 rounded bg-line/60 px-1.5 py-0.5 text-xs text-ink-soft">
                    {LEDGER_KIND_NAMES[l.kind]}
                  </span>
                  {l.title}
                </p>
                <p className="mt-1 text-xs text-ink-mute">
                  <time dateTime={new Date(l.createdAt).toISOString()}>{beijingDateTime(l.createdAt)}</time>
                  {l.orderNo ? <span className="ml-3">{t.orderNo(l.orderNo)}</span> : null}
                </p>
              </div>
              <span
                className={`shrink-0 text-base font-semibold ${l.amount > 0 ? 'text-green-700' : 'text-red-600'}`}
              >
                {amount}
              </span>
            </li>
          );
        })}
      </ul>
      <InfiniteFooter query={query} count={lines.length} emptyText={t.emptyLedger} texts={t} />
    </>
  );
}
