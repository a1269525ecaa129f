import type { SearchQuery } from '@portal/api/contract/search';
import { searchResultsParams } from '@portal/api/queries/search';
import {
  effectiveSearchOrder,
  hasBrandToggle,
  hasEssencesToggle,
  parseSearchDatePreset,
  parseSearchTab,
  readSearchAddress,
  SEARCH_DATE_PRESETS,
  SEARCH_ORDERS,
  SEARCH_TABS,
  type SearchAddress,
  type SearchDatePreset,
  type SearchOrder,
  type SearchTab,
  searchTabOrders,
} from '@portal/api/rules/search';
import dayjs from 'dayjs';
import { messages } from '../messages';

/** The tabs in the bar, then those under 更多 (spec 2). */
export const MAIN_TABS: readonly SearchTab[] = [
  SEARCH_TABS.all,
  SEARCH_TABS.users,
  SEARCH_TABS.info,
  SEARCH_TABS.courses,
  SEARCH_TABS.meetings,
  SEARCH_TABS.cases,
  SEARCH_TABS.guides,
  SEARCH_TABS.panoramic,
  SEARCH_TABS.compile,
];
export const MORE_TABS: readonly SearchTab[] = [
  SEARCH_TABS.shortVideos,
  SEARCH_TABS.competitions,
  SEARCH_TABS.qa,
  SEARCH_TABS.books,
];

export const parseTab = parseSearchTab;

export type SortCode = SearchOrder;
export type DatePreset = SearchDatePreset;

export interface SortOption {
  code: SortCode;
  label: string;
}

/**
 * The sort bar of a tab (spec 4): 综合, 最新, 最热; no 最热 on guides; no 综合 on books, where
 * 最热 reads 热销. Featured (精选) and brand certified (品牌认证) are toggles, see below.
 */
export function sortOptions(tab: SearchTab): SortOption[] {
  const labels: Record<string, string> = {
    [SEARCH_ORDERS.relevance]: messages.sort.relevance,
    [SEARCH_ORDERS.latest]: messages.sort.latest,
    [SEARCH_ORDERS.hottest]: tab === SEARCH_TABS.books ? messages.sort.bestSelling : messages.sort.hottest,
  };
  return searchTabOrders(tab).map((code) => ({ code, label: labels[code] ?? code }));
}

export { hasBrandToggle, hasEssencesToggle };

/** The order asked for when the tab offers it, else the tab's first option (books: 最新). */
export const effectiveOrder = effectiveSearchOrder;

export const DATE_PRESETS: { code: DatePreset; label: string }[] = [
  { code: SEARCH_DATE_PRESETS.none, label: messages.dates.none },
  { code: SEARCH_DATE_PRESETS.week, label: messages.dates.week },
  { code: SEARCH_DATE_PRESETS.month, label: messages.dates.month },
  { code: SEARCH_DATE_PRESETS.halfYear, label: messages.dates.halfYear },
  { code: SEARCH_DATE_PRESETS.custom, label: messages.dates.custom },
];

export const parseDatePreset = parseSearchDatePreset;

/** Everything the results page reads from its URL (`@portal/api/rules/search`, shared with the server's HTML). */
export type SearchState = SearchAddress;

export const readSearchState = readSearchAddress;

/** The main search call's query for page `pageno` (spec 7). */
export function searchQuery(state: SearchState, pageno: number): SearchQuery {
  return { ...searchResultsParams(state), pageno };
}

/** `params` with `changes` applied (null removes), as a `?search` string. */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  }
  return `?${next.toString()}`;
}

/** A date input's day as the first and the last millisecond of that local day. */
export const dayStart = (day: string) => dayjs(day).startOf('day').valueOf();
export const dayEnd = (day: string) => dayjs(day).endOf('day').valueOf();
export const dayOf = (ms: number | undefined) => (ms ? dayjs(ms).format('YYYY-MM-DD') : '');
