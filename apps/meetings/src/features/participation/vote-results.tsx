import type { VotePhase } from '@portal/api/contract/meeting-participation';
import { messages } from '../../messages';

const t = messages.participation;

const percentOf = (votes: number, total: number) => (total > 0 ? Math.round((votes / total) * 100) : 0);

/** Each option's bar and share of the ballots, the reader's own choices marked. */
export function VoteResults({ phase }: { phase: VotePhase }) {
  const total = phase.totalVotes ?? 0;
  const mine = new Set(phase.myOptionIds);
  return (
    <section aria-label={t.results}>
      <ul className="space-y-2">
        {phase.options.map((option) => {
          const votes = option.votes ?? 0;
          const percent = percentOf(votes, total);
          const chosen = mine.has(option.id);
          return (
            <li key={option.id} data-mine={chosen || undefined}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className={chosen ? 'font-medium text-brand' : 'text-ink-soft'}>
                  {option.label}
                  {chosen ? (
                    <span className="ml-1.5 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand">
                      {t.myChoice}
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0 text-xs text-ink-mute">{t.optionVotes(votes, percent)}</span>
              </div>
              <div
                role="progressbar"
                aria-label={option.label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="mt-1 h-2 overflow-hidden rounded-full bg-surface"
              >
                <div
                  className={`h-full rounded-full ${chosen ? 'bg-brand' : 'bg-brand-200'}`}
                  style={{ width: `${percent}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-right text-xs text-ink-mute">{t.total(total)}</p>
    </section>
  );
}
