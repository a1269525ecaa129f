import { searchPageUrl } from '@portal/api/links';
import { hotSearchesQuery } from '@portal/api/queries/search';
import { COMMUNITY_LIMITS } from '@portal/api/rules/community';
import { SEARCH_TABS } from '@portal/api/rules/search';
import { useQuery } from '@portal/query';
import { SideCard } from '@portal/shared-ui/side-card';
import { messages } from '../../messages';

/** 热门搜索: what doctors search most, each opening the search in its questions-and-answers tab. */
export function HotSearchesCard() {
  const hots = useQuery(hotSearchesQuery(COMMUNITY_LIMITS.hotSearches));
  const list = hots.data ?? [];
  if (!hots.isPending && list.length === 0) return null;
  return (
    <SideCard
      title={messages.home.hotSearches}
      loading={hots.isPending}
      loadingLabel={messages.common.loading}
    >
      <ol className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        {list.map((item, i) => (
          <li key={item.id} className="flex min-w-0 items-center gap-2">
            <span className={`w-4 shrink-0 text-center ${i < 3 ? 'text-brand' : 'text-ink-mute'}`}>
              {i + 1}
            </span>
            <a
              href={`${searchPageUrl(item.title)}&type=${SEARCH_TABS.qa}`}
              className="min-w-0 truncate py-3.5 text-ink hover:text-brand md:py-0"
            >
              {item.title}
            </a>
          </li>
        ))}
      </ol>
    </SideCard>
  );
}
