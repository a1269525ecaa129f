import type { CommunityTag, QuestionDetail } from '@portal/api/contract/community';
import { mayPublish } from '@portal/api/identity';
import { pendingContentCheck } from '@portal/api/mutations/user';
import { COMMUNITY_MESSAGES } from '@portal/api/rules/community';
import { useSessionUser } from '@portal/session/hooks';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { useHost } from '@portal/shared-ui/host';
import { useWrite } from '@portal/shared-ui/use-write';
import { lazy, Suspense, useState } from 'react';
import { messages } from '../../messages';

const t = messages.ask;

// the form (with its pickers) loads when someone asks, not with every community page
const AskDialog = lazy(() => import('./ask-dialog').then((m) => ({ default: m.AskDialog })));

/**
 * 提问, or 编辑问题 with `editing` (spec 5, 6): a visitor goes to sign in; identity 3 or 4 is told
 * it cannot publish; content of theirs waiting for review shows the review notice (a new question
 * only: editing the waiting one is how it gets fixed); otherwise the form opens.
 */
export function AskButton({
  editing,
  initialTopics,
  activity,
  variant = 'primary',
  label,
}: {
  /** the button's text when not 提问 / 编辑问题 (an activity's 参与提问) */
  label?: string;
  editing?: QuestionDetail;
  initialTopics?: CommunityTag[];
  activity?: { id: number; name: string };
  variant?: 'primary' | 'secondary';
}) {
  const host = useHost();
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  const check = useWrite(pendingContentCheck, { failedText: t.failed });
  const checking = check.busy;
  const [notice, setNotice] = useState(false);

  const press = async () => {
    if (checking || !host.requireLogin()) return;
    if (user && !mayPublish(user.identity)) {
      host.toast(COMMUNITY_MESSAGES.identityCannotPublish);
      return;
    }
    if (editing) {
      setOpen(true);
      return;
    }
    const answer = await check.run(undefined);
    if (!answer) return;
    if (answer.pending) setNotice(true);
    else setOpen(true);
  };

  return (
    <>
      <Button variant={variant} onClick={() => void press()} loading={checking} disabled={checking}>
        {label ?? (editing ? t.edit : t.button)}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AskDialog
            onClose={() => setOpen(false)}
            editing={editing}
            initialTopics={initialTopics}
            activity={activity}
          />
        </Suspense>
      ) : null}
      <Dialog
        open={notice}
        onClose={() => setNotice(false)}
        title={t.noticeTitle}
        width={388}
        footer={
          <div className="flex justify-end">
            <Button onClick={() => setNotice(false)}>{t.ok}</Button>
          </div>
        }
      >
        <p className="text-ink">{COMMUNITY_MESSAGES.pendingReview}</p>
      </Dialog>
    </>
  );
}
