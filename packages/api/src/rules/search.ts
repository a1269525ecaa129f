/**
 * The search rules of spec 2, 4, 5 and 9, declared once for the server (which applies them), the
 * contract (whose schemas name the codes) and the screens (the results page, the advanced search
 * and the shell's search box). Schema-free.
 */

/** Tab type codes of spec 2: All, Users, News/Info, Cloud classroom, Meetings, Cases, Guides,
 * Panoramic surgery, Compile, and under 更多 short video, case competition, Q&A, books. */
export const SEARCH_TABS = {
  all: '99',
  users: '5',
  info: '1',
  courses: '2',
  meetings: '3',
  cases: '12',
  guides: '0001',
  panoramic: '13',
  compile: '7',
  shortVideos: '10',
  competitions: '11',
  qa: '14',
  books: '15',
} as const;
export type SearchTab = (typeof SEARCH_TABS)[keyof typeof SEARCH_TABS];
export const SEARCH_TAB_CODES = Object.values(SEARCH_TABS) as SearchTab[];

/** order codes (spec 4): '' relevance, 1 latest, 2 hottest, 3 featured only, 4 brand certified only */
export const SEARCH_ORDERS = {
  relevance: '',
  latest: '1',
  hottest: '2',
  featured: '3',
  brandCertified: '4',
} as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[keyof typeof SEARCH_ORDERS];

/** date presets (our orderRule): '' none, 1 week, 2 month, 3 half-year, 4 custom firstTime/lastTime */
export const SEARCH_DATE_PRESETS = { none: '', week: '1', month: '2', halfYear: '3', custom: '4' } as const;
export type SearchDatePreset = (typeof SEARCH_DATE_PRESETS)[keyof typeof SEARCH_DATE_PRESETS];

/** advanced search tabs: 1 image-text, 2 video */
export const ADVANCED_SEARCH_TYPES = { imageText: '1', video: '2' } as const;
export type AdvancedSearchType = (typeof ADVANCED_SEARCH_TYPES)[keyof typeof ADVANCED_SEARCH_TYPES];

/** spec 9 */
export const SEARCH_LIMITS = {
  /** results a page */
  pageSize: 9,
  /** suggestions under the box as you type */
  suggestions: 10,
  /** hot searches, hot answers and hot topics */
  hots: 10,
  /** famous experts on the side card */
  experts: 4,
  /** characters of a keyword the box takes and the server searches */
  keywordMaxChars: 100,
} as const;

/**
 * spec 5 and 8 texts, and the results page's texts its HTML from the server shows before its screen
 * (the same heading, so the swap changes no line)
 */
export const SEARCH_MESSAGES = {
  enterKeyword: '请输入关键字',
  wrongTime: '请选择正确的时间',
  wrongType: '搜索类型不正确',
  /** the results page's title before the site's name */
  pageTitle: (keywords: string) => (keywords ? `${keywords} - 搜索` : '搜索'),
  heading: (keywords: string) => `“${keywords}”的搜索结果`,
  headingEmpty: '搜索',
  listLabel: '搜索结果',
  empty: '没有找到相关内容',
  tabs: {
    [SEARCH_TABS.all]: '全部',
    [SEARCH_TABS.users]: '用户',
    [SEARCH_TABS.info]: '资讯',
    [SEARCH_TABS.courses]: '云课堂',
    [SEARCH_TABS.meetings]: '会议',
    [SEARCH_TABS.cases]: '病例',
    [SEARCH_TABS.guides]: '指南',
    [SEARCH_TABS.panoramic]: '全景手术',
    [SEARCH_TABS.compile]: '编译',
    [SEARCH_TABS.shortVideos]: '短视频',
    [SEARCH_TABS.competitions]: '病例大赛',
    [SEARCH_TABS.qa]: '问答',
    [SEARCH_TABS.books]: '图书',
  },
  tabsLabel: '搜索类型',
  more: '更多',
  sort: {
    label: '排序',
    relevance: '综合',
    latest: '最新',
    hottest: '最热',
    bestSelling: '热销',
    essences: '精选',
    brandCertified: '品牌认证',
  },
  dates: {
    label: '发布时间',
    none: '不限',
    week: '一周内',
    month: '一个月内',
    halfYear: '半年内',
    custom: '自定义',
  },
  views: '浏览',
  /** a result's type tag (spec 3); a user's article and a case share the type mp_article */
  resultTypes: {
    info: '资讯',
    mp_article: '病例',
    article: '文章',
    elab: '全景手术',
    meeting: '会议',
    ocs_course: '云课堂',
    user: '用户',
    guide: '指南',
    interpreting_video: '解读视频',
    shortVideo: '短视频',
    mcs_competition: '病例大赛',
    community_qa: '问答',
    merchandise: '图书',
    department: '科室',
    bms_product: '产品',
    bms_brand_product_line: '产品线',
    advertisement: '广告',
  },
} as const;

// ---- the results page's address (spec 2, 4), read once for the screen and the server's HTML ----

/** the orders a tab's sort bar offers, first the default (spec 4): no 最热 on guides, no 综合 on books */
export function searchTabOrders(tab: SearchTab): SearchOrder[] {
  const orders: SearchOrder[] = [];
  if (tab !== SEARCH_TABS.books) orders.push(SEARCH_ORDERS.relevance);
  orders.push(SEARCH_ORDERS.latest);
  if (tab !== SEARCH_TABS.guides) orders.push(SEARCH_ORDERS.hottest);
  return orders;
}

/** the tabs in the results page's bar, then those under 更多 (spec 2), for the screen and the server's HTML */
export const SEARCH_BAR_TABS: readonly SearchTab[] = [
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
export const SEARCH_MORE_TABS: readonly SearchTab[] = [
  SEARCH_TABS.shortVideos,
  SEARCH_TABS.competitions,
  SEARCH_TABS.qa,
  SEARCH_TABS.books,
];

/** an order's label in a tab's sort bar (spec 4): 最热 reads 热销 on books */
export function searchOrderLabel(tab: SearchTab, order: SearchOrder): string {
  const { sort } = SEARCH_MESSAGES;
  if (order === SEARCH_ORDERS.relevance) return sort.relevance;
  if (order === SEARCH_ORDERS.latest) return sort.latest;
  return tab === SEARCH_TABS.books ? sort.bestSelling : sort.hottest;
}

/** the date presets a reader picks from, 自定义 (two dates) last */
export const SEARCH_DATE_CHOICES: readonly { code: SearchDatePreset; label: string }[] = [
  { code: SEARCH_DATE_PRESETS.none, label: SEARCH_MESSAGES.dates.none },
  { code: SEARCH_DATE_PRESETS.week, label: SEARCH_MESSAGES.dates.week },
  { code: SEARCH_DATE_PRESETS.month, label: SEARCH_MESSAGES.dates.month },
  { code: SEARCH_DATE_PRESETS.halfYear, label: SEARCH_MESSAGES.dates.halfYear },
  { code: SEARCH_DATE_PRESETS.custom, label: SEARCH_MESSAGES.dates.custom },
];

/** the results page's address parameters (what `readSearchAddress` reads) */
const SEARCH_ADDRESS_PARAMS = [
  'keywords',
  'type',
  'order',
  'orderRule',
  'firstTime',
  'lastTime',
  'essences',
  'bmsAuth',
];

/**
 * The address's own parameters and nothing else, the keywords bounded: what a link written from it
 * may carry (the server's HTML writes one per tab and bar choice: a padded address must not be
 * repeated into each).
 */
export function searchAddressParams(params: URLSearchParams): URLSearchParams {
  const own = new URLSearchParams();
  for (const name of SEARCH_ADDRESS_PARAMS) {
    const value = params.get(name);
    if (value !== null) own.set(name, name === 'keywords' ? clipKeywords(value) : value.slice(0, 32));
  }
  return own;
}

/** `params` with `changes` applied (null or '' removes), as a `?search` string: a tab's or a choice's link */
export function searchAddressWith(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  }
  return `?${next.toString()}`;
}

/** an unknown or missing tab code is All */
export const parseSearchTab = (value: string | null): SearchTab =>
  value && (SEARCH_TAB_CODES as readonly string[]).includes(value) ? (value as SearchTab) : SEARCH_TABS.all;

/** The order asked for when the tab offers it, else the tab's first (books: 最新). */
export function effectiveSearchOrder(tab: SearchTab, requested: string | null): SearchOrder {
  const orders = searchTabOrders(tab);
  return orders.find((o) => o === (requested ?? '')) ?? orders[0] ?? SEARCH_ORDERS.latest;
}

/** spec 4: the essences (精选) toggle is on only for the compile tab */
export const hasEssencesToggle = (tab: SearchTab) => tab === SEARCH_TABS.compile;

/** spec 4: the brand-certified flag is on for guides, compile and short videos */
export const hasBrandToggle = (tab: SearchTab) =>
  tab === SEARCH_TABS.guides || tab === SEARCH_TABS.compile || tab === SEARCH_TABS.shortVideos;

const DATE_PRESET_CODES: readonly string[] = Object.values(SEARCH_DATE_PRESETS);

export const parseSearchDatePreset = (value: string | null): SearchDatePreset =>
  value !== null && DATE_PRESET_CODES.includes(value)
    ? (value as SearchDatePreset)
    : SEARCH_DATE_PRESETS.none;

/** a millisecond time from the address: a positive safe integer, else none */
const parseMs = (value: string | null) => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/**
 * At most `keywordMaxChars` of the words, trimmed, never cut inside a character: an emoji's half
 * is no text the call could send (a lone surrogate has no URL encoding).
 */
export function clipKeywords(raw: string): string {
  const words = raw.trim().slice(0, SEARCH_LIMITS.keywordMaxChars);
  return /[\uD800-\uDBFF]$/.test(words) ? words.slice(0, -1) : words;
}

/** Everything the results page reads from its address. */
export interface SearchAddress {
  keywords: string;
  tab: SearchTab;
  order: SearchOrder;
  essences: boolean;
  brandCertified: boolean;
  datePreset: SearchDatePreset;
  firstTime?: number;
  lastTime?: number;
}

/**
 * `/search?keywords=&type=&order=&orderRule=&firstTime=&lastTime=&essences=&bmsAuth=` as the results
 * page reads it: the keywords bounded, anything unknown the default. The screen and the server's
 * HTML of the page read it here, so the page's first data is under the key the screen asks.
 */
export function readSearchAddress(params: URLSearchParams): SearchAddress {
  const tab = parseSearchTab(params.get('type'));
  const on = (name: string) => ['1', 'T'].includes(params.get(name) ?? '');
  const datePreset = parseSearchDatePreset(params.get('orderRule'));
  return {
    keywords: clipKeywords(params.get('keywords') ?? ''),
    tab,
    order: effectiveSearchOrder(tab, params.get('order')),
    essences: hasEssencesToggle(tab) && on('essences'),
    brandCertified: hasBrandToggle(tab) && on('bmsAuth'),
    datePreset,
    ...(datePreset === SEARCH_DATE_PRESETS.custom
      ? { firstTime: parseMs(params.get('firstTime')), lastTime: parseMs(params.get('lastTime')) }
      : {}),
  };
}
