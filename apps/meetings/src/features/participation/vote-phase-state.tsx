import { beijingDateTime } from '@portal/api/beijing-time';
import type { VotePhase } from '@portal/api/contract/meeting-participation';
import { messages } from '../../messages';

const t = messages.participation;

/** A line on where the phase stands: not open yet, closed, or voted (nothing while open). */
export function PhaseState({ phase, now = Date.now() }: { phase: VotePhase; now?: number }) {
  let text: string | null = null;
  if (phase.voted) text = t.voted;
  else if (!phase.open) text = now < phase.opensAt ? t.notOpen(beijingDateTime(phase.opensAt)) : t.closed;
  if (!text) return null;
  return <p className="mb-2 text-xs text-ink-mute">{text}</p>;
}
