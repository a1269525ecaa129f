import { beijingDateTime } from '@portal/api/beijing-time';
import { apiErrorMessage } from '@portal/api/errors';
import { leadsQuery } from '@portal/api/queries/brand';
import { LEADS_EXPORT_PATH } from '@portal/api/rules/brand';
import { useQuery } from '@portal/query';
import { useSearchParams } from '@portal/router';
import { useSessionUser } from '@portal/session/hooks';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { Pager } from '@portal/shared-ui/pager';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { messages } from '../messages';
import { Section } from './page-frame';

const t = messages.leads;

/** a page number of the address (?leadsPage=), else 1 */
function pageOf(value: string | null): number {
  const n = value && /^\d{1,4}$/.test(value) ? Number(value) : 1;
  return Math.max(n, 1);
}

/**
 * A brand's leads, for its administrators only (the server refuses anyone else): a page at a time,
 * newest first, and the whole list as a CSV download.
 */
export function LeadsSection({ brandId }: { brandId: number }) {
  const user = useSessionUser();
  const [params] = useSearchParams();
  const pageNo = pageOf(params.get('leadsPage'));
  const query = useQuery(leadsQuery(brandId, pageNo, user?.id ?? null));
  const exportHref = `${LEADS_EXPORT_PATH}?brandId=${brandId}`;
  return (
    <Section
      title={t.title}
      aside={
        <a href={exportHref} download className="text-sm text-brand hover:underline">
          {t.export}
        </a>
      }
    >
      {query.isPending ? (
        <Skeleton lines={4} label={messages.common.loading} />
      ) : query.isError ? (
        <ErrorBlock
          message={apiErrorMessage(query.error, messages.common.loadFailed)}
          onRetry={() => void query.refetch()}
          retryText={messages.common.retry}
        />
      ) : query.data.list.length === 0 ? (
        <p className="text-sm text-ink-mute">{t.empty}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[640px] border-collapse text-sm">
              <thead>
                <tr className="border-b border-line text-left text-ink-mute">
                  {t.columns.map((c) => (
                    <th key={c} scope="col" className="py-2 pr-3 font-normal">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {query.data.list.map((lead) => (
                  <tr key={lead.id} className="border-b border-line text-ink-soft">
                    <td className="py-2 pr-3 whitespace-nowrap">{beijingDateTime(lead.createdAt)}</td>
                    <td className="py-2 pr-3">{lead.product.name}</td>
                    <td className="py-2 pr-3">{lead.name}</td>
                    <td className="py-2 pr-3">{lead.hospital}</td>
                    <td className="py-2 pr-3">{lead.department}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{lead.contact}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            current={pageNo}
            total={query.data.page.totalPage}
            linkTo={(page) => ({ search: `?leadsPage=${page}` })}
            texts={t.pager}
          />
        </>
      )}
    </Section>
  );
}
