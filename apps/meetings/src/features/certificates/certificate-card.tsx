import { beijingDate } from '@portal/api/beijing-time';
import type { CmeCertificate } from '@portal/api/contract/cme';
import { cmeVerifyPath, formatCmeHours, groupedCode } from '@portal/api/rules/cme';
import { cmeMessages as t } from '../../cme-messages';

/** An issued certificate as its owner sees it: what, how many hours, when, its code, the PDF. */
export function CertificateCard({ certificate: c }: { certificate: CmeCertificate }) {
  return (
    <section
      aria-label={t.certificate}
      className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm"
    >
      <p className="font-semibold text-amber-800">✓ {t.claimed}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-ink-mute">{t.holder}</dt>
        <dd className="text-ink">{c.holderName}</dd>
        <dt className="text-ink-mute">{t.hoursLabel}</dt>
        <dd className="text-ink">{formatCmeHours(c.hours)}</dd>
        <dt className="text-ink-mute">{t.issuedAt}</dt>
        <dd className="tabular-nums text-ink">{beijingDate(c.issuedAt)}</dd>
        <dt className="text-ink-mute">{t.code}</dt>
        <dd className="break-all font-mono text-ink">{groupedCode(c.code)}</dd>
      </dl>
      <p className="mt-3 flex flex-wrap gap-3">
        <a href={c.pdfUrl} download className="font-medium text-brand hover:underline">
          {t.download}
        </a>
        <a href={cmeVerifyPath(c.code)} target="_blank" rel="noopener" className="text-brand hover:underline">
          {t.verifyLink}
        </a>
      </p>
    </section>
  );
}
