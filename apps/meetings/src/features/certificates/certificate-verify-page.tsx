import { beijingDate } from '@portal/api/beijing-time';
import { cmeVerificationQuery } from '@portal/api/queries/cme';
import { CME_ACTIVITY_NAMES, CME_CODE_PATTERN, formatCmeHours, groupedCode } from '@portal/api/rules/cme';
import { useQuery } from '@portal/query';
import { useSearchParams } from '@portal/router';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useEffect } from 'react';
import { cmeMessages } from '../../cme-messages';
import { messages } from '../../messages';

const t = cmeMessages.verify;
const CODE = new RegExp(CME_CODE_PATTERN);

/**
 * `/cme/verify?code=`: what a certificate's QR code or printed code opens, for anyone: whether it
 * is valid, the activity, the hours, the issue date and the holder's masked name (to compare with
 * the paper); nothing else about the doctor.
 */
export function CertificateVerifyPage() {
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').replace(/[\s-]/g, '').toUpperCase();
  const wellFormed = CODE.test(code);
  const query = useQuery({ ...cmeVerificationQuery(code), enabled: wellFormed });
  useEffect(() => {
    document.title = t.documentTitle;
  }, []);

  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <section aria-label={t.heading} className="rounded-lg bg-white p-6 text-center">
        <h1 className="text-lg font-semibold text-ink">{t.heading}</h1>
        {wellFormed && query.isPending ? (
          <Skeleton lines={4} className="mt-6" label={messages.common.loading} />
        ) : query.data ? (
          <>
            <p className="mt-6 flex flex-col items-center gap-2 text-green-700" role="status">
              <span
                aria-hidden="true"
                className="flex h-14 w-14 items-center justify-center rounded-full bg-green-50 text-3xl"
              >
                ✓
              </span>
              <span className="text-xl font-semibold">{t.valid}</span>
            </p>
            <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left text-sm">
              <dt className="text-ink-mute">{t.holder}</dt>
              <dd className="text-lg font-medium text-ink">{query.data.holder}</dd>
              <dt className="text-ink-mute">{t.activity}</dt>
              <dd className="text-ink-soft">{query.data.activityName}</dd>
              <dt className="text-ink-mute">{t.kind}</dt>
              <dd className="text-ink-soft">{CME_ACTIVITY_NAMES[query.data.kind]}</dd>
              <dt className="text-ink-mute">{t.hours}</dt>
              <dd className="text-ink-soft">{formatCmeHours(query.data.hours)}</dd>
              <dt className="text-ink-mute">{t.issuedAt}</dt>
              <dd className="tabular-nums text-ink-soft">{beijingDate(query.data.issuedAt)}</dd>
              <dt className="text-ink-mute">{t.code}</dt>
              <dd className="break-all font-mono text-ink-soft">{groupedCode(query.data.code)}</dd>
            </dl>
          </>
        ) : (
          <div className="mt-6" role="alert">
            <p className="text-xl font-semibold text-red-600">
              {wellFormed && (query.error as { code?: number } | null)?.code !== 404
                ? messages.common.loadFailed
                : t.invalid}
            </p>
            <p className="mt-2 text-sm text-ink-mute">{t.invalidNote}</p>
          </div>
        )}
      </section>
    </main>
  );
}
