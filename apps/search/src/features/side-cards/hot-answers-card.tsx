import type { JumpItem } from '@portal/api/contract/jump';
import type { HotAnswer } from '@portal/api/contract/search';
import { hotAnswersQuery } from '@portal/api/queries/search';
import { SEARCH_LIMITS } from '@portal/api/rules/search';
import { ContentLink } from '@portal/shared-ui/host';
import { RankNumber, SideCard } from '@portal/shared-ui/side-card';
import { messages } from '../../messages';
import { sideCardLoading, useSideList } from './use-side-list';

const t = messages.sideCards;

/**
 * Where a hot entry leads (spec 2, 3): a question ('Q') opens its question page by its own id; an
 * answer opens the answer page, which the jump table takes as the link given with the item.
 */
export function hotAnswerJump(entry: HotAnswer): JumpItem {
  return entry.type === 'Q'
    ? { type: 'community_question', id: entry.associationId }
    : { type: 'community_answer', url: `/topic-circle/answerhome/${entry.associationId}` };
}

/** 热门问答 (spec 2 side card, 10 entries, numbered). */
export function HotAnswersCard() {
  const state = useSideList(hotAnswersQuery(SEARCH_LIMITS.hots), SEARCH_LIMITS.hots);
  if (state.status === 'hidden') return null;
  return (
    <SideCard title={t.hotAnswers} {...sideCardLoading(state, 490)}>
      {state.status === 'ready' ? (
        <ol className="space-y-2.5">
          {state.list.map((entry, i) => (
            <li key={`${entry.type}:${entry.associationId}`} className="flex items-start gap-3 text-sm">
              <RankNumber rank={i + 1} />
              <span
                aria-hidden="true"
                className={`mt-0.5 shrink-0 rounded px-1 text-xs leading-4 ${
                  entry.type === 'Q' ? 'bg-brand-50 text-brand' : 'bg-orange-50 text-orange-700'
                }`}
              >
                {entry.type === 'Q' ? t.question : t.answer}
              </span>
              <ContentLink item={hotAnswerJump(entry)} className="line-clamp-2 text-ink hover:text-brand">
                {entry.title}
              </ContentLink>
            </li>
          ))}
        </ol>
      ) : null}
    </SideCard>
  );
}
