import type { InviteCandidate } from '@portal/api/contract/community-invitations';
import { apiErrorMessage } from '@portal/api/errors';
import { inviteWrite } from '@portal/api/mutations/community-invitations';
import { inviteCandidatesQuery } from '@portal/api/queries/community';
import { useQuery } from '@portal/query';
import { Avatar } from '@portal/shared-ui/avatar';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useWrite } from '@portal/shared-ui/use-write';
import { useEffect, useId, useState } from 'react';
import { messages } from '../../messages';

const t = messages.invite;

/** the text typed, once typing has paused */
function useSettled(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function CandidateRow({
  candidate,
  invited,
  onInvite,
}: {
  candidate: InviteCandidate;
  invited: boolean;
  onInvite(): Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <li className="flex items-center gap-3 py-2">
      <Avatar src={candidate.avatarAddress || undefined} name={candidate.realName} size={36} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm text-ink">
          {candidate.realName}
          <span className="ml-2 text-xs text-ink-mute">
            {[candidate.title, candidate.company].filter(Boolean).join(' · ')}
          </span>
        </p>
        <p className="text-xs text-ink-mute">{t.answers(candidate.answers, candidate.topicAnswers)}</p>
      </div>
      <Button
        size="sm"
        variant={invited ? 'secondary' : 'primary'}
        disabled={invited || busy}
        loading={busy}
        aria-label={invited ? t.invitedName(candidate.realName) : t.inviteName(candidate.realName)}
        onClick={async () => {
          setBusy(true);
          await onInvite();
          setBusy(false);
        }}
      >
        {invited ? t.invited : t.invite}
      </Button>
    </li>
  );
}

/** 邀请回答: suggested doctors for the question, or doctors found by name; each invited once. */
export function InviteDialog({
  questionId,
  viewerId,
  open,
  onClose,
}: {
  questionId: number;
  viewerId: number;
  open: boolean;
  onClose(): void;
}) {
  const searchId = useId();
  const [keywords, setKeywords] = useState('');
  const settled = useSettled(keywords.trim());
  const [invitedNow, setInvitedNow] = useState<ReadonlySet<number>>(new Set());
  const query = useQuery({ ...inviteCandidatesQuery(questionId, settled, viewerId), enabled: open });

  // one per doctor, several at once
  const send = useWrite(inviteWrite, {
    exclusive: false,
    failedText: t.failed,
    successText: () => messages.invite.sent,
    onSuccess: (r, input) => setInvitedNow((set) => new Set([...set, ...input.userIds, ...r.invited])),
  });
  const invite = async (id: number) => {
    await send.run({ questionId, userIds: [id] });
  };

  return (
    <Dialog open={open} onClose={onClose} title={t.title} width={460}>
      <label htmlFor={searchId} className="sr-only">
        {t.search}
      </label>
      <input
        id={searchId}
        type="search"
        value={keywords}
        maxLength={40}
        placeholder={t.search}
        onChange={(event) => setKeywords(event.target.value)}
        className="h-9 w-full rounded border border-line px-3 text-sm outline-none focus:border-brand"
      />
      <p className="mt-3 text-xs text-ink-mute">{settled ? t.found : t.suggested}</p>
      {query.isPending ? (
        <Skeleton lines={4} label={messages.common.loading} />
      ) : query.isError ? (
        <p role="alert" className="py-6 text-center text-sm text-ink-soft">
          {apiErrorMessage(query.error, t.failed)}
        </p>
      ) : query.data.list.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-mute">{settled ? t.noneFound : t.noneSuggested}</p>
      ) : (
        <ul aria-label={t.title} className="max-h-80 divide-y divide-line overflow-y-auto">
          {query.data.list.map((c) => (
            <CandidateRow
              key={c.id}
              candidate={c}
              invited={c.invited || invitedNow.has(c.id)}
              onInvite={() => invite(c.id)}
            />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
