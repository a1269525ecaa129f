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

/** spec 5 and 8 texts */
export const SEARCH_MESSAGES = {
  enterKeyword: '请输入关键字',
  wrongTime: '请选择正确的时间',
  wrongType: '搜索类型不正确',
} as const;
