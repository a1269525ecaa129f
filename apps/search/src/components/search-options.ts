import type { SearchQuery } from '@portal/api/contract/search';
import { searchResultsParams } from '@portal/api/queries/search';
import {
  effectiveSearchOrder,
  hasBrandToggle,
  hasEssencesToggle,
  parseSearchDatePreset,
  parseSearchTab,
  readSearchAddress,
  SEARCH_BAR_TABS,
  SEARCH_DATE_CHOICES,
  SEARCH_MORE_TABS,
  type SearchAddress,
  type SearchDatePreset,
  type SearchOrder,
  type SearchTab,
  searchAddressWith,
  searchOrderLabel,
  searchTabOrders,
} from '@portal/api/rules/search';
import dayjs from 'dayjs';

/** The tabs in the bar, then those under 更多 (spec 2). */
export const MAIN_TABS = SEARCH_BAR_TABS;
export const MORE_TABS = SEARCH_MORE_TABS;

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
  return searchTabOrders(tab).map((code) => ({ code, label: searchOrderLabel(tab, code) }));
}

export { hasBrandToggle, hasEssencesToggle };

/** The order asked for when the tab offers it, else the tab's first option (books: 最新). */
export const effectiveOrder = effectiveSearchOrder;

export const DATE_PRESETS = SEARCH_DATE_CHOICES;

export const parseDatePreset = parseSearchDatePreset;

/** Everything the results page reads from its URL (`@portal/api/rules/search`, shared with the server's HTML). */
export type SearchState = SearchAddress;

export const readSearchState = readSearchAddress;

/** The main search call's query for page `pageno` (spec 7). */
export function searchQuery(state: SearchState, pageno: number): SearchQuery {
  return { ...searchResultsParams(state), pageno };
}

/** `params` with `changes` applied (null removes), as a `?search` string. */
export const withParams = searchAddressWith;

/** A date input's day as the first and the last millisecond of that local day. */
export const dayStart = (day: string) => dayjs(day).startOf('day').valueOf();
export const dayEnd = (day: string) => dayjs(day).endOf('day').valueOf();
export const dayOf = (ms: number | undefined) => (ms ? dayjs(ms).format('YYYY-MM-DD') : '');
