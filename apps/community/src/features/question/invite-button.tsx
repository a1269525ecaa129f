import { mayPublish } from '@portal/api/identity';
import { ANSWER_MESSAGES } from '@portal/api/rules/community';
import { useSessionUser } from '@portal/session/hooks';
import { useHost } from '@portal/shared-ui/host';
import { useState } from 'react';
import { messages } from '../../messages';
import { InviteDialog } from './invite-dialog';

/** 邀请回答: signed-in readers who may publish invite doctors to answer the question. */
export function InviteButton({ questionId }: { questionId: number }) {
  const host = useHost();
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          if (!host.requireLogin()) return;
          if (user && !mayPublish(user.identity)) return host.toast(ANSWER_MESSAGES.identityCannotPublish);
          setOpen(true);
        }}
        className="rounded border border-line px-3 py-1.5 text-sm text-ink-soft hover:border-brand hover:text-brand"
      >
        {messages.invite.button}
      </button>
      {user && open ? (
        <InviteDialog questionId={questionId} viewerId={user.id} open={open} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
