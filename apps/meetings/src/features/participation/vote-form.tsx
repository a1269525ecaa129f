import { call } from '@portal/api/call';
import type { VotePhase } from '@portal/api/contract/meeting-participation';
import { meetingParticipationEndpoints as e } from '@portal/api/endpoints/meeting-participation';
import { apiErrorMessage } from '@portal/api/errors';
import { votePhasesQuery } from '@portal/api/queries/meetings';
import { MEETING_MESSAGES } from '@portal/api/rules/meetings';
import { useQueryClient } from '@portal/query';
import { Button } from '@portal/shared-ui/button';
import { useHost } from '@portal/shared-ui/host';
import { useId, useState } from 'react';
import { messages } from '../../messages';
import { ChoiceList } from './choice-list';

const t = messages.participation;

/** A ballot: one radio choice, or up to `maxChoices` checkboxes, and 投票 (sign-in first). */
export function VoteForm({ phase, themeId }: { phase: VotePhase; themeId: number }) {
  const host = useHost();
  const queryClient = useQueryClient();
  const name = useId();
  const [chosen, setChosen] = useState<number[]>([]);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!host.requireLogin()) return;
    if (chosen.length === 0 || chosen.length > phase.maxChoices) {
      host.toast(MEETING_MESSAGES.voteChoices(phase.maxChoices));
      return;
    }
    setSending(true);
    try {
      const updated = await call(e.vote, { phaseId: phase.id, optionIds: chosen });
      host.toast(t.voteSucceeded);
      const { queryKey } = votePhasesQuery(themeId);
      // the answer is the phase with its results: show them at once, then read the theme again
      queryClient.setQueryData(queryKey, (old) =>
        old ? { ...old, list: old.list.map((p) => (p.id === updated.id ? updated : p)) } : old,
      );
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      host.toast(apiErrorMessage(error, t.voteFailed));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      aria-label={phase.title}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ChoiceList
        name={name}
        multiple={phase.maxChoices > 1}
        max={phase.maxChoices}
        options={phase.options.map((o) => ({ value: o.id, label: o.label }))}
        value={chosen}
        onChange={setChosen}
      />
      {phase.maxChoices > 1 ? (
        <p className="mt-1 text-xs text-ink-mute" aria-live="polite">
          {t.choiceLimit(phase.maxChoices)}（{chosen.length}/{phase.maxChoices}）
        </p>
      ) : null}
      <Button type="submit" size="sm" className="mt-3" loading={sending}>
        {t.vote}
      </Button>
    </form>
  );
}
