import { beijingDate } from '@portal/api/beijing-time';
import type { CmeCertificate } from '@portal/api/contract/cme';
import { myCertificatesQuery } from '@portal/api/queries/cme';
import { cmeVerifyPath, formatCmeHours, groupedCode } from '@portal/api/rules/cme';
import { useInfiniteQuery } from '@portal/query';
import { InfiniteFooter } from '@portal/shared-ui/paged-list';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { myCertificatesMessages as t } from './my-certificates-messages';

/** the `tab` of 我的课程 that lists the certificates */
export const CERTIFICATES_TAB = 'certificates';

function CertificateRow({ certificate: c }: { certificate: CmeCertificate }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-4">
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-center gap-2">
          <span className="shrink-0 rounded bg-amber-50 px-1.5 py-0.5 text-xs text-amber-800">
            {t.kind[c.kind]}
          </span>
          <span className="truncate text-base font-medium text-ink">{c.activityName}</span>
        </span>
        <span className="text-xs text-ink-mute">
          {formatCmeHours(c.hours)}
          <span className="ml-3">{t.issuedAt(beijingDate(c.issuedAt))}</span>
          <span className="ml-3 font-mono">{t.code(groupedCode(c.code))}</span>
        </span>
      </span>
      <span className="flex shrink-0 gap-3 text-sm">
        <a href={c.pdfUrl} download className="text-brand hover:underline">
          {t.download}
        </a>
        <a href={cmeVerifyPath(c.code)} target="_blank" rel="noopener" className="text-brand hover:underline">
          {t.verify}
        </a>
      </span>
    </li>
  );
}

/** 我的证书: the signed-in user's CME certificates, newest first, each with its PDF and verification. */
export function MyCertificates({ viewerId }: { viewerId: number | null }) {
  const query = useInfiniteQuery({ ...myCertificatesQuery(viewerId), enabled: viewerId !== null });
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (query.isPending && !query.isError) return <Skeleton lines={4} label={t.loading} className="mt-4" />;
  return (
    <>
      <ul aria-label={t.heading} className="mt-4 space-y-3">
        {list.map((c) => (
          <CertificateRow key={c.code} certificate={c} />
        ))}
      </ul>
      <InfiniteFooter query={query} count={list.length} emptyText={t.empty} texts={t} />
    </>
  );
}
