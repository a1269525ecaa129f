import { askIntentionWrite } from '@portal/api/mutations/community';
import { displayedAskCount } from '@portal/api/rules/community';
import { useHost } from '@portal/shared-ui/host';
import { useWrite } from '@portal/shared-ui/use-write';
import { useState } from 'react';
import { messages } from '../../messages';

const t = messages.askIntention;

/**
 * "N 人想问" (spec 4): the asker sees the count and cannot add to it; another reader presses
 * 我也想问 once (the server counts them once), and sees 已想问 after its code 1.
 */
export function AskIntentionButton({
  questionId,
  count,
  wanted,
  own,
  featured,
}: {
  questionId: number;
  count: number;
  wanted: boolean;
  own: boolean;
  featured: boolean;
}) {
  const host = useHost();
  const [state, setState] = useState({ count, wanted });
  const send = useWrite(askIntentionWrite, {
    failedText: t.failed,
    onSuccess: (r) =>
      setState({ count: r.askQuestionsPeopleNumber, wanted: r.userAskQuestionStatus === 'T' }),
  });
  const busy = send.busy;
  const shown = displayedAskCount(state.count, { own, featured });
  if (own) return <span className="text-sm text-ink-mute">{messages.card.askPeople(shown)}</span>;

  const press = async () => {
    if (busy || state.wanted || !host.requireLogin()) return;
    await send.run({ questionId });
  };
  return (
    <button
      type="button"
      aria-pressed={state.wanted}
      disabled={busy}
      onClick={() => void press()}
      className={`rounded border px-3 py-1.5 text-sm disabled:opacity-60 ${
        state.wanted
          ? 'border-brand-200 bg-brand-50 text-brand'
          : 'border-line text-ink-soft hover:border-brand hover:text-brand'
      }`}
    >
      {state.wanted ? t.wanted(shown) : t.want(shown)}
    </button>
  );
}
