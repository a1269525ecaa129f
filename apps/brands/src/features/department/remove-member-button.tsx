import type { DepartmentMember } from '@portal/api/contract/department';
import { removeMemberWrite } from '@portal/api/mutations/department';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { useWrite } from '@portal/shared-ui/use-write';
import { useState } from 'react';
import { departmentMessages } from '../../department-messages';

const t = departmentMessages.remove;

/** 移出: an administrator removes a member, after saying yes to whom; the server has the last word. */
export function RemoveMemberButton({
  departmentId,
  member,
}: {
  departmentId: number;
  member: DepartmentMember;
}) {
  const [open, setOpen] = useState(false);
  const write = useWrite(removeMemberWrite, {
    failedText: t.failed,
    successText: () => t.removed,
    onSuccess: () => setOpen(false),
  });
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t.label(member.realName)}
        onClick={() => setOpen(true)}
      >
        {t.open}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t.title}
        footer={
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t.no}
            </Button>
            <Button
              onClick={() => void write.run({ departmentId, memberId: member.id })}
              loading={write.busy}
            >
              {t.yes}
            </Button>
          </div>
        }
      >
        <p className="text-sm text-ink-soft">{t.confirm(member.realName)}</p>
      </Dialog>
    </>
  );
}
