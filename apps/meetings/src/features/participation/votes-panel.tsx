import type { VotePhase } from '@portal/api/contract/meeting-participation';
import { votePhasesQuery, voteThemesQuery } from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import { QueryView, Section } from '../../components/section';
import { messages } from '../../messages';
import { VoteForm } from './vote-form';
import { PhaseState } from './vote-phase-state';
import { VoteResults } from './vote-results';

const t = messages.participation;

/** The meeting's votes: each theme with its phases, a ballot while open, results after voting or closing. */
export function VotesPanel({ meetingId }: { meetingId: number }) {
  const themes = useQuery(voteThemesQuery(meetingId));
  return (
    <Section title={t.votes}>
      <QueryView query={themes} isEmpty={(d) => d.list.length === 0} empty={t.noThemes}>
        {(data) => (
          <div className="space-y-5">
            {data.list.map((theme) => (
              <VoteTheme key={theme.id} themeId={theme.id} title={theme.title} />
            ))}
          </div>
        )}
      </QueryView>
    </Section>
  );
}

function VoteTheme({ themeId, title }: { themeId: number; title: string }) {
  const phases = useQuery(votePhasesQuery(themeId));
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-base font-medium text-ink">{title}</h3>
      <QueryView query={phases} isEmpty={(d) => d.list.length === 0} empty={t.noPhases}>
        {(data) => (
          <ul className="space-y-4">
            {data.list.map((phase) => (
              <li key={phase.id}>
                <VotePhaseCard phase={phase} themeId={themeId} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

/** the counts are there once the reader has voted or the phase has closed (the server decides) */
const hasResults = (phase: VotePhase) => phase.totalVotes !== null;

function VotePhaseCard({ phase, themeId }: { phase: VotePhase; themeId: number }) {
  return (
    <article aria-label={phase.title} className="rounded-md border border-line p-3">
      <header className="mb-2 flex items-baseline justify-between gap-2">
        <h4 className="text-sm font-medium text-ink">{phase.title}</h4>
        <span className="shrink-0 text-xs text-ink-mute">
          {phase.maxChoices === 1 ? t.single : t.multiple(phase.maxChoices)}
        </span>
      </header>
      <PhaseState phase={phase} />
      {hasResults(phase) ? (
        <VoteResults phase={phase} />
      ) : phase.open && !phase.voted ? (
        <VoteForm phase={phase} themeId={themeId} />
      ) : null}
    </article>
  );
}
