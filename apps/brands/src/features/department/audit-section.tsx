import { beijingDateTime } from '@portal/api/beijing-time';
import type { JoinApplication } from '@portal/api/contract/department';
import { auditApplicationWrite } from '@portal/api/mutations/department';
import { joinApplicationsQuery } from '@portal/api/queries/department';
import { DEPARTMENT_LIMITS, reasonError } from '@portal/api/rules/department';
import { useInfiniteQuery } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { PagedList } from '@portal/shared-ui/paged-list';
import { useWrite } from '@portal/shared-ui/use-write';
import { type FormEvent, useId, useState } from 'react';
import { Section } from '../../components/page-frame';
import { departmentMessages } from '../../department-messages';
import { messages } from '../../messages';
import { PersonLink } from './person-link';

const t = departmentMessages.audit;

/**
 * 加入审核, for the department's administrators (the server refuses anyone else): the pending
 * applications, oldest first, each approved (the applicant joins the members) or rejected with a
 * reason the applicant will read. What the server says (decided already) is toasted as it says it.
 */
export function AuditSection({ departmentId }: { departmentId: number }) {
  const user = useSessionUser();
  const query = useInfiniteQuery(joinApplicationsQuery(departmentId, user?.id ?? null));
  const decide = useWrite(auditApplicationWrite, {
    failedText: t.failed,
    successText: (answer) => (answer.status === 'approved' ? t.approved : t.rejected),
    exclusive: false,
  });
  const [rejecting, setRejecting] = useState<JoinApplication | null>(null);

  return (
    <Section title={t.title}>
      <PagedList query={query} texts={messages.common} emptyText={t.empty}>
        {(items) => (
          <ul aria-label={t.title} className="divide-y divide-line">
            {items.map((a) => (
              <li key={a.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <PersonLink person={a.applicant} />
                  <p className="mt-1 text-xs text-ink-mute">
                    {[a.applicant.title, a.applicant.company, a.applicant.department]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {a.remark ? <p className="mt-1 text-sm text-ink-soft">{a.remark}</p> : null}
                  <p className="mt-1 text-xs text-ink-mute">{t.appliedAt(beijingDateTime(a.createdAt))}</p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    size="sm"
                    aria-label={t.approveLabel(a.applicant.realName)}
                    onClick={() =>
                      void decide.run({ departmentId, applicationId: a.id, decision: 'approve' })
                    }
                  >
                    {t.approve}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t.rejectLabel(a.applicant.realName)}
                    onClick={() => setRejecting(a)}
                  >
                    {t.reject}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {rejecting ? (
        <RejectDialog
          application={rejecting}
          onClose={() => setRejecting(null)}
          onReject={async (reason) => {
            const answer = await decide.run({
              departmentId,
              applicationId: rejecting.id,
              decision: 'reject',
              reason,
            });
            if (answer) setRejecting(null);
          }}
        />
      ) : null}
    </Section>
  );
}

function RejectDialog({
  application,
  onClose,
  onReject,
}: {
  application: JoinApplication;
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    const wrong = reasonError(trimmed);
    setError(wrong);
    if (wrong) return;
    setBusy(true);
    try {
      await onReject(trimmed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t.rejectTitle(application.applicant.realName)}
      width={460}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button size="sm" type="submit" form={formId} loading={busy}>
            {t.confirmReject}
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-3">
        <label className="block text-sm">
          <span className="text-ink">{t.reason}</span>
          <textarea
            value={reason}
            rows={3}
            maxLength={DEPARTMENT_LIMITS.reason}
            placeholder={t.reasonHint}
            onChange={(event) => setReason(event.target.value)}
            className="mt-1 block w-full rounded border border-line px-3 py-2 outline-none focus:border-brand"
          />
        </label>
        {error ? (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
