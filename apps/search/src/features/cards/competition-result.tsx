import type { SearchCompetition } from '@portal/api/contract/search';
import dayjs from 'dayjs';
import { messages } from '../../messages';
import { ResultFrame } from './result-frame';

const t = messages.cards;

const tone: Record<SearchCompetition['status'], string> = {
  0: 'bg-sky-700 text-white',
  1: 'bg-orange-700 text-white',
  2: 'bg-emerald-700 text-white',
  3: 'bg-ink/70 text-white',
};

/** spec 4: 0 未开始, 1 审核中, 2 报名中, 3 已结束 */
export function CompetitionStateLabel({ status }: { status: SearchCompetition['status'] }) {
  return (
    <span data-status={status} className={`rounded px-1.5 py-0.5 text-xs leading-none ${tone[status]}`}>
      {t.competitionState[status]}
    </span>
  );
}

/** A case competition: its page is the deployment's, reached through the host with the item's link. */
export function CompetitionResult({
  competition,
  words,
}: {
  competition: SearchCompetition;
  words: readonly string[];
}) {
  const day = dayjs(competition.addTime).format('YYYY-MM-DD');
  return (
    <ResultFrame
      jump={{ type: 'shortVideoCompetition', id: competition.id, url: competition.competitionUrl }}
      typeLabel={t.types.mcs_competition}
      title={competition.name}
      summary={competition.description}
      cover={competition.coverImage}
      coverLabel={<CompetitionStateLabel status={competition.status} />}
      words={words}
      meta={<time dateTime={day}>{day}</time>}
    />
  );
}
