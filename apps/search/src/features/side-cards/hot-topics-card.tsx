import { hotTopicsQuery } from '@portal/api/queries/search';
import { SEARCH_LIMITS } from '@portal/api/rules/search';
import { ContentLink } from '@portal/shared-ui/host';
import { RankNumber, SideCard } from '@portal/shared-ui/side-card';
import { messages } from '../../messages';
import { sideCardLoading, useSideList } from './use-side-list';

const t = messages.sideCards;

/** 热门话题 (spec 2 side card, 10 entries); a topic opens by the community_qa rule. */
export function HotTopicsCard() {
  const state = useSideList(hotTopicsQuery(SEARCH_LIMITS.hots), SEARCH_LIMITS.hots);
  if (state.status === 'hidden') return null;
  return (
    <SideCard title={t.hotTopics} {...sideCardLoading(state, 470)}>
      {state.status === 'ready' ? (
        <ol className="space-y-2.5">
          {state.list.map((topic, i) => (
            <li key={topic.id} className="flex items-start gap-3 text-sm">
              <RankNumber rank={i + 1} />
              <div className="min-w-0 flex-1">
                <ContentLink
                  item={{ type: 'community_qa', id: topic.id }}
                  className="block truncate text-ink hover:text-brand"
                  title={topic.description || undefined}
                >
                  {topic.title}
                </ContentLink>
                <p className="mt-0.5 text-xs text-ink-mute">
                  {t.contents(topic.contents)} · {t.views(topic.views)}
                </p>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </SideCard>
  );
}
