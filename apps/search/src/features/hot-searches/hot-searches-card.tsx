import { searchPageUrl } from '@portal/api/links';
import { hotSearchesQuery } from '@portal/api/queries/search';
import { SEARCH_LIMITS } from '@portal/api/rules/search';
import { useQuery } from '@portal/query';
import { Link } from '@portal/router';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { useHost } from '@portal/shared-ui/host';
import { RankNumber, SideCard } from '@portal/shared-ui/side-card';
import { messages } from '../../messages';

const t = messages.hotSearches;

function useHotSearches() {
  const query = useQuery({
    ...hotSearchesQuery(SEARCH_LIMITS.hots),
    select: (list) => list.slice(0, SEARCH_LIMITS.hots),
  });
  return {
    state: query.isPending
      ? ({ status: 'loading' } as const)
      : query.isError
        ? ({ status: 'error' } as const)
        : ({ status: 'ready', list: query.data } as const),
    retry: () => void query.refetch(),
  };
}

/**
 * 热门搜索 (spec 2 side card, 10 entries). On the results page an entry replaces the results in the
 * same tab (`inPage`); elsewhere (the home page widget) it opens by the host's search rule.
 */
export function HotSearchesCard({ inPage }: { inPage: boolean }) {
  const { state, retry } = useHotSearches();
  const host = useHost();
  // on /search the card is ours, a region of its own; on the home page the shell's slot is the
  // labelled region and draws the card, so the widget is plain content inside it
  return (
    <SideCard
      title={t.title}
      framed={inPage}
      loading={state.status === 'loading'}
      loadingLabel={messages.common.loading}
      skeletonLines={5}
      // on /search the column is in the first screen: keep about the full list's height (10 words)
      loadingHeight={inPage ? 290 : undefined}
    >
      {state.status === 'loading' ? null : state.status === 'error' ? (
        <ErrorBlock message={messages.common.loadFailed} onRetry={retry} retryText={messages.common.retry} />
      ) : state.list.length === 0 ? (
        <p className="text-sm text-ink-mute">{t.empty}</p>
      ) : (
        <ol className="space-y-2.5">
          {state.list.map((hot, i) => (
            <li key={`${hot.id}:${hot.title}`} className="flex items-center gap-3 text-sm">
              <RankNumber rank={i + 1} />
              {inPage ? (
                <Link to={searchPageUrl(hot.title)} className="truncate text-ink hover:text-brand">
                  {hot.title}
                </Link>
              ) : (
                <a
                  href={searchPageUrl(hot.title)}
                  onClick={(event) => {
                    event.preventDefault();
                    host.openSearch(hot.title);
                  }}
                  className="truncate text-ink hover:text-brand"
                >
                  {hot.title}
                </a>
              )}
            </li>
          ))}
        </ol>
      )}
    </SideCard>
  );
}
