import { advancedResultsQuery } from '@portal/api/queries/search';
import { ADVANCED_SEARCH_TYPES, type AdvancedSearchType, SEARCH_LIMITS } from '@portal/api/rules/search';
import { Link, useSearchParams } from '@portal/router';
import { FilterNav } from '@portal/shared-ui/filter-nav';
import dayjs from 'dayjs';
import { useEffect, useMemo } from 'react';
import { ResultList } from '../../components/result-list';
import { useSearchPages } from '../../components/use-search-pages';
import { messages } from '../../messages';
import { readAdvancedParams } from './advanced-form';

const t = messages.advanced;
const TYPES: AdvancedSearchType[] = [ADVANCED_SEARCH_TYPES.imageText, ADVANCED_SEARCH_TYPES.video];

/**
 * /advanced-search-result?contentKeywords&titleKeywords&authorKeywords&firstTime&lastTime&type:
 * tabs 图文 (1) and 视频 (2), the same infinite list and cards as the main search.
 */
export function AdvancedResultPage() {
  const [params] = useSearchParams();
  const query = useMemo(() => readAdvancedParams(params), [params]);
  const type: AdvancedSearchType =
    params.get('type') === ADVANCED_SEARCH_TYPES.video
      ? ADVANCED_SEARCH_TYPES.video
      : ADVANCED_SEARCH_TYPES.imageText;
  const { state, loadMore, retry } = useSearchPages(
    advancedResultsQuery({
      type,
      contentKeywords: query.contentKeywords,
      titleKeywords: query.titleKeywords,
      authorKeywords: query.authorKeywords,
      ...(query.firstTime && query.lastTime ? { firstTime: query.firstTime, lastTime: query.lastTime } : {}),
      pagesize: SEARCH_LIMITS.pageSize,
    }),
  );

  useEffect(() => {
    document.title = t.documentTitle;
  }, []);

  const conditions = [
    [t.contentKeywords, query.contentKeywords],
    [t.titleKeywords, query.titleKeywords],
    [t.authorKeywords, query.authorKeywords],
    [
      t.timeRange,
      query.firstTime && query.lastTime
        ? `${dayjs(query.firstTime).format('YYYY-MM-DD')} ${t.to} ${dayjs(query.lastTime).format('YYYY-MM-DD')}`
        : '',
    ],
  ].filter(([, value]) => value);

  const tabSearch = (next: AdvancedSearchType) => {
    const p = new URLSearchParams(params);
    if (next === ADVANCED_SEARCH_TYPES.imageText) p.delete('type');
    else p.set('type', next);
    return `?${p.toString()}`;
  };

  return (
    <div className="mx-auto max-w-page px-4 py-6">
      <div className="rounded-lg bg-white px-6 py-5">
        <div className="mb-4 flex items-baseline gap-4">
          <h1 className="text-xl font-semibold text-ink">{t.resultTitle}</h1>
          <Link to={`/advanced-search?${params.toString()}`} className="text-sm text-brand hover:underline">
            {t.modify}
          </Link>
        </div>
        <dl aria-label={t.conditions} className="mb-4 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {conditions.map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt className="text-ink-mute">{label}</dt>
              <dd className="text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <FilterNav
          label={t.tabsLabel}
          variant="underline"
          current="page"
          items={TYPES.map((code) => ({
            key: code,
            label: t.tabs[code],
            selected: code === type,
            to: { search: tabSearch(code) },
          }))}
        />
        <div className="mt-2">
          <ResultList state={state} loadMore={loadMore} retry={retry} />
        </div>
      </div>
    </div>
  );
}
