import type { AgendaItem } from '@portal/api/contract/meetings';
import { starAgendaWrite } from '@portal/api/mutations/meetings';
import { starredAgendasQuery } from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { useHost } from '@portal/shared-ui/host';
import { useWrite } from '@portal/shared-ui/use-write';
import { useState } from 'react';
import { messages } from '../../messages';

const t = messages.detail;

/** which agenda items the reader has starred, and the toggle */
export interface StarControl {
  starred: ReadonlySet<number>;
  /** an item whose toggle is on its way */
  pending: ReadonlySet<number>;
  toggle: (agendaId: number) => void;
}

const NONE: ReadonlySet<number> = new Set();

/**
 * The reader's stars on a meeting's agenda items (the items their calendar feed carries). A visitor
 * is asked to sign in; the star shows what the server answered, not a guess.
 */
export function useAgendaStars(meetingId: number): StarControl {
  const user = useSessionUser();
  const host = useHost();
  const options = starredAgendasQuery(meetingId, user?.id ?? null);
  const query = useQuery({ ...options, enabled: user !== null });
  const [pending, setPending] = useState<ReadonlySet<number>>(NONE);
  const starred = user && query.data ? new Set(query.data.agendaIds) : NONE;

  const star = useWrite(starAgendaWrite(meetingId, user?.id ?? null), {
    exclusive: false,
    failedText: t.starFailed,
    successText: ({ starred: now }) => (now ? t.starred : t.unstarred),
  });

  const toggle = (agendaId: number) => {
    if (!host.requireLogin() || pending.has(agendaId)) return;
    setPending((before) => new Set(before).add(agendaId));
    void star.run({ agendaId }).finally(() =>
      setPending((before) => {
        const next = new Set(before);
        next.delete(agendaId);
        return next;
      }),
    );
  };
  return { starred, pending, toggle };
}

/** ☆ / ★ on an agenda item: pressed when starred */
export function StarButton({ item, star }: { item: AgendaItem; star: StarControl }) {
  const on = star.starred.has(item.id);
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t.star(item.theme)}
      title={t.star(item.theme)}
      disabled={star.pending.has(item.id)}
      onClick={() => star.toggle(item.id)}
      className={`h-7 w-7 shrink-0 rounded text-lg leading-none hover:bg-brand-50 disabled:opacity-50 ${
        on ? 'text-amber-700' : 'text-ink-mute'
      }`}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
    </button>
  );
}
