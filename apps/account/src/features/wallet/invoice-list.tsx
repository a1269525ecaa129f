import { beijingDateTime } from '@portal/api/beijing-time';
import { myInvoicesQuery } from '@portal/api/queries/account-wallet';
import { INVOICE_STATUS_NAMES } from '@portal/api/rules/account-wallet';
import { formatYuan } from '@portal/api/rules/payments';
import { useInfiniteQuery } from '@portal/query';
import { ContentLink } from '@portal/shared-ui/host';
import { InfiniteFooter } from '@portal/shared-ui/paged-list';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { messages } from '../../messages';

const t = messages.wallet;

const TONE = { pending: 'text-orange-600', issued: 'text-green-700', reversed: 'text-ink-mute' } as const;

/** the user's invoices: 开票中 / 已开具 / 已红冲, with title, amount and order */
export function InvoiceList({ viewerId }: { viewerId: number | null }) {
  const query = useInfiniteQuery({ ...myInvoicesQuery(viewerId), enabled: viewerId !== null });
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (query.isPending && !query.isError) return <Skeleton lines={5} label={t.loading} />;
  return (
    <>
      <ul aria-label={t.tabInvoices} className="divide-y divide-line">
        {items.map(({ invoice, subject, meetingId, reversedAt }) => (
          <li key={invoice.id} className="flex items-start justify-between gap-4 py-4">
            <div className="min-w-0 text-sm">
              <p className="font-medium text-ink">
                {t.invoiceTitle(invoice.title)}
                <span className="ml-2 text-xs text-ink-mute">{t.invoiceKinds[invoice.kind]}</span>
              </p>
              <p className="mt-1 truncate text-xs text-ink-soft">
                {meetingId !== null ? (
                  <ContentLink item={{ type: 'meeting', id: meetingId }} className="hover:text-brand">
                    {t.invoiceFor(subject)}
                  </ContentLink>
                ) : (
                  t.invoiceFor(subject)
                )}
                <span className="ml-3">{t.orderNo(invoice.orderNo)}</span>
              </p>
              <p className="mt-1 text-xs text-ink-mute">
                {t.invoiceAsked(beijingDateTime(invoice.createdAt))}
                {invoice.issuedAt ? (
                  <span className="ml-3">{t.invoiceIssued(beijingDateTime(invoice.issuedAt))}</span>
                ) : null}
                {reversedAt ? (
                  <span className="ml-3">{t.invoiceReversed(beijingDateTime(reversedAt))}</span>
                ) : null}
              </p>
            </div>
            <div className="shrink-0 text-right">
              <p className="text-base font-semibold text-ink">
                {t.invoiceAmount(formatYuan(invoice.amountFen))}
              </p>
              <p className={`mt-1 text-xs ${TONE[invoice.status]}`}>{INVOICE_STATUS_NAMES[invoice.status]}</p>
            </div>
          </li>
        ))}
      </ul>
      <InfiniteFooter query={query} count={items.length} emptyText={t.emptyInvoices} texts={t} />
    </>
  );
}
