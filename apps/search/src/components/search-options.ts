import type { SearchQuery } from '@portal/api/contract/search';
import {
  SEARCH_DATE_PRESETS,
  SEARCH_LIMITS,
  SEARCH_ORDERS,
  SEARCH_TABS,
  type SearchDatePreset,
  type SearchOrder,
  type SearchTab,
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

const ALL_TABS: readonly string[] = [...MAIN_TABS, ...MORE_TABS];

export function parseTab(value: string | null): SearchTab {
  return value && ALL_TABS.includes(value) ? (value as SearchTab) : SEARCH_TABS.all;
}

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
  const options: SortOption[] = [];
  if (tab !== SEARCH_TABS.books)
    options.push({ code: SEARCH_ORDERS.relevance, label: messages.sort.relevance });
  options.push({ code: SEARCH_ORDERS.latest, label: messages.sort.latest });
  if (tab !== SEARCH_TABS.guides)
    options.push({
      code: SEARCH_ORDERS.hottest,
      label: tab === SEARCH_TABS.books ? messages.sort.bestSelling : messages.sort.hottest,
    });
  return options;
}

/** spec 4: the essences (精选) toggle is on only for the compile tab */
export const hasEssencesToggle = (tab: SearchTab) => tab === SEARCH_TABS.compile;

/** spec 4: the brand-certified flag is on for guides, compile and short videos */
export const hasBrandToggle = (tab: SearchTab) =>
  tab === SEARCH_TABS.guides || tab === SEARCH_TABS.compile || tab === SEARCH_TABS.shortVideos;

/** The order asked for when the tab offers it, else the tab's first option (books: 最新). */
export function effectiveOrder(tab: SearchTab, requested: string | null): SortCode {
  const options = sortOptions(tab);
  return (options.find((o) => o.code === (requested ?? '')) ?? options[0])?.code ?? SEARCH_ORDERS.latest;
}

export const DATE_PRESETS: { code: DatePreset; label: string }[] = [
  { code: SEARCH_DATE_PRESETS.none, label: messages.dates.none },
  { code: SEARCH_DATE_PRESETS.week, label: messages.dates.week },
  { code: SEARCH_DATE_PRESETS.month, label: messages.dates.month },
  { code: SEARCH_DATE_PRESETS.halfYear, label: messages.dates.halfYear },
  { code: SEARCH_DATE_PRESETS.custom, label: messages.dates.custom },
];

export function parseDatePreset(value: string | null): DatePreset {
  return DATE_PRESETS.find((p) => p.code === value)?.code ?? SEARCH_DATE_PRESETS.none;
}

const parseMs = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Everything the results page reads from its URL. */
export interface SearchState {
  keywords: string;
  tab: SearchTab;
  order: SortCode;
  essences: boolean;
  brandCertified: boolean;
  datePreset: DatePreset;
  firstTime?: number;
  lastTime?: number;
}

export function readSearchState(params: URLSearchParams): SearchState {
  const tab = parseTab(params.get('type'));
  const on = (name: string) => ['1', 'T'].includes(params.get(name) ?? '');
  const datePreset = parseDatePreset(params.get('orderRule'));
  return {
    keywords: (params.get('keywords') ?? '').trim().slice(0, SEARCH_LIMITS.keywordMaxChars),
    tab,
    order: effectiveOrder(tab, params.get('order')),
    essences: hasEssencesToggle(tab) && on('essences'),
    brandCertified: hasBrandToggle(tab) && on('bmsAuth'),
    datePreset,
    ...(datePreset === SEARCH_DATE_PRESETS.custom
      ? { firstTime: parseMs(params.get('firstTime')), lastTime: parseMs(params.get('lastTime')) }
      : {}),
  };
}

/** The main search call's query for page `pageno` (spec 7). */
export function searchQuery(state: SearchState, pageno: number): SearchQuery {
  const custom = state.datePreset === SEARCH_DATE_PRESETS.custom && state.firstTime && state.lastTime;
  return {
    platform: 'web',
    keywords: state.keywords,
    type: state.tab,
    order: state.order,
    pageno,
    pagesize: SEARCH_LIMITS.pageSize,
    ...(state.essences ? { essences: '1' } : {}),
    ...(state.brandCertified ? { bmsAuth: 1 } : {}),
    ...(custom
      ? { orderRule: SEARCH_DATE_PRESETS.custom, firstTime: state.firstTime, lastTime: state.lastTime }
      : state.datePreset !== SEARCH_DATE_PRESETS.custom && state.datePreset
        ? { orderRule: state.datePreset }
        : {}),
  };
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
