import type { DepartmentDetail } from '@portal/api/contract/department';
import { applyToDepartmentWrite } from '@portal/api/mutations/department';
import { DEPARTMENT_LIMITS, joinRefusal, remarkError } from '@portal/api/rules/department';
import { useSessionUser } from '@portal/session/hooks';
import { Button } from '@portal/shared-ui/button';
import { useHost } from '@portal/shared-ui/host';
import { useWrite } from '@portal/shared-ui/use-write';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { departmentMessages } from '../../department-messages';

const t = departmentMessages.join;

const badge = 'inline-flex h-8 items-center rounded px-3 text-sm';

/**
 * 申请加入 (the identity audit): a visitor is asked to sign in; a member sees 已加入; an application
 * waiting shows 审核中; a rejected one shows 未通过, its reason and 重新申请. Who may not apply (not a
 * verified doctor) is told why at once, in the server's words, before any form.
 */
export function JoinButton({ department }: { department: DepartmentDetail }) {
  const host = useHost();
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const write = useWrite(applyToDepartmentWrite, {
    failedText: false,
    successText: () => t.applied,
    onSuccess: () => {
      setOpen(false);
      setRemark('');
    },
  });

  if (department.isMember) return <span className={`${badge} bg-green-50 text-green-700`}>{t.member}</span>;
  const application = department.application;
  if (application?.status === 'pending')
    return <span className={`${badge} bg-amber-50 text-amber-800`}>{t.status.pending}</span>;

  const start = () => {
    if (!host.requireLogin() || !user) return;
    const refusal = joinRefusal(user);
    if (refusal) {
      host.toast(refusal);
      return;
    }
    setError(null);
    setOpen(true);
  };
  const onSubmit = async () => {
    const trimmed = remark.trim();
    const wrong = remarkError(trimmed);
    setError(wrong);
    if (wrong) return;
    await write.run({ departmentId: department.id, ...(trimmed ? { remark: trimmed } : {}) });
  };
  const rejected = application?.status === 'rejected' ? application : null;

  return (
    <>
      {rejected ? (
        <span className="flex flex-wrap items-center gap-2">
          <span className={`${badge} bg-red-50 text-red-700`}>{t.status.rejected}</span>
          <span className="text-xs text-ink-soft">{t.rejectedReason(rejected.reason)}</span>
          <Button variant="secondary" size="sm" className="h-8 px-4 text-sm" onClick={start}>
            {t.reapply}
          </Button>
        </span>
      ) : (
        <Button size="sm" className="h-8 px-4 text-sm" onClick={start}>
          {t.apply}
        </Button>
      )}
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t.title(department.name)}
        texts={t}
        busy={write.busy}
        invalid={error}
        failure={write.error}
        onSubmit={onSubmit}
      >
        <p className="text-sm text-ink-soft">{t.intro}</p>
        <label className="block text-sm">
          <span className="text-ink">{t.remark}</span>
          <textarea
            value={remark}
            rows={3}
            maxLength={DEPARTMENT_LIMITS.remark}
            placeholder={t.remarkHint}
            onChange={(event) => setRemark(event.target.value)}
            className="mt-1 block w-full rounded border border-line px-3 py-2 outline-none focus:border-brand"
          />
        </label>
      </FormDialog>
    </>
  );
}
