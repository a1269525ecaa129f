import type { VotePhase } from '@portal/api/contract/meeting-participation';
import { voteWrite } from '@portal/api/mutations/meetings';
import { MEETING_MESSAGES } from '@portal/api/rules/meetings';
import { Button } from '@portal/shared-ui/button';
import { useHost } from '@portal/shared-ui/host';
import { useWrite } from '@portal/shared-ui/use-write';
import { useId, useState } from 'react';
import { messages } from '../../messages';
import { ChoiceList } from './choice-list';

const t = messages.participation;

/** A ballot: one radio choice, or up to `maxChoices` checkboxes, and 投票 (sign-in first). */
export function VoteForm({ phase, themeId }: { phase: VotePhase; themeId: number }) {
  const host = useHost();
  const name = useId();
  const [chosen, setChosen] = useState<number[]>([]);
  const send = useWrite(voteWrite(themeId), { failedText: t.voteFailed, successText: () => t.voteSucceeded });
  const sending = send.busy;

  const submit = async () => {
    if (!host.requireLogin()) return;
    if (chosen.length === 0 || chosen.length > phase.maxChoices) {
      host.toast(MEETING_MESSAGES.voteChoices(phase.maxChoices));
      return;
    }
    await send.run({ phaseId: phase.id, optionIds: chosen });
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
