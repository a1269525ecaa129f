import { hotTopicsQuery } from '@portal/api/queries/search';
import { SEARCH_LIMITS } from '@portal/api/rules/search';
import { ContentLink } from '@portal/shared-ui/host';
import { messages } from '../../messages';
import { RankNumber } from './rank-number';
import { SideCard } from './side-card';
import { useSideList } from './use-side-list';

const t = messages.sideCards;

/** 热门话题 (spec 2 side card, 10 entries); a topic opens by the community_qa rule. */
export function HotTopicsCard() {
  const state = useSideList(hotTopicsQuery(SEARCH_LIMITS.hots), SEARCH_LIMITS.hots);
  return (
    <SideCard title={t.hotTopics} state={state}>
      {(list) => (
        <ol className="space-y-2.5">
          {list.map((topic, i) => (
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
      )}
    </SideCard>
  );
}
