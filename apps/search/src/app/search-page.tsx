import { searchResultsParams, searchResultsQuery } from '@portal/api/queries/search';
import { SEARCH_MESSAGES } from '@portal/api/rules/search';
import { useSearchParams } from '@portal/router';
import { useEffect, useMemo } from 'react';
import { ResultList } from '../components/result-list';
import { readSearchState } from '../components/search-options';
import { useSearchPages } from '../components/use-search-pages';
import { AskQuestionEntry } from '../features/ask-question/ask-question-entry';
import { AssistantEntry } from '../features/assistant/assistant-entry';
import { HotSearchesCard } from '../features/hot-searches/hot-searches-card';
import { SearchTabs } from '../features/results/search-tabs';
import { DateFilter, SortBar } from '../features/results/sort-bar';
import { SideCards } from '../features/side-cards/side-cards';
import { messages } from '../messages';

const t = messages.results;

/**
 * /search?keywords=&type=&order=&orderRule=&firstTime=&lastTime=&essences=&bmsAuth= (spec 2, 4):
 * the tabs, the tab's sort bar and dates, the results loaded as you scroll, and the side cards.
 * Every choice lives in the URL; a new URL is a new query from page 1.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const state = useMemo(() => readSearchState(params), [params]);
  // spec 5: blank keywords do not search. The first page may have come with the page's HTML
  // (`@portal/api/pages/search`), under this very key
  const {
    state: pages,
    loadMore,
    retry,
  } = useSearchPages(searchResultsQuery(searchResultsParams(state)), state.keywords !== '');

  useEffect(() => {
    document.title = t.documentTitle(state.keywords);
  }, [state.keywords]);

  return (
    <div className="mx-auto flex max-w-page gap-6 px-4 py-6">
      <div className="min-w-0 flex-1 rounded-lg bg-white px-4 py-5 md:px-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <h1 className="text-xl font-semibold text-ink">
            {state.keywords ? t.heading(state.keywords) : t.headingEmpty}
          </h1>
          <div className="flex items-center gap-4">
            <AskQuestionEntry keywords={state.keywords} />
            <AssistantEntry keywords={state.keywords} />
          </div>
        </div>
        <SearchTabs current={state.tab} counts={pages.counts} params={params} />
        <SortBar state={state} params={params} />
        {/* keyed: the custom-date inputs start from the URL again after a tab or preset change */}
        <DateFilter key={`${state.tab}:${state.datePreset}`} state={state} params={params} />
        <div className="mt-2">
          {state.keywords ? (
            <ResultList state={pages} loadMore={loadMore} retry={retry} />
          ) : (
            <p className="py-8 text-center text-sm text-ink-mute">{SEARCH_MESSAGES.enterKeyword}</p>
          )}
        </div>
      </div>
      <aside className="hidden w-[300px] shrink-0 space-y-4 lg:block">
        <HotSearchesCard inPage />
        <SideCards />
      </aside>
    </div>
  );
}
