/**
 * Search calls (spec 7). The main search and the advanced search paths are the spec's; the
 * suggestion and hot-list calls are spec `v2/sugrec` and `v2/hots` under the search prefix.
 * Schema-free, so screens can import them without TypeBox.
 */
export const searchPaths = {
  query: '/query/v5/query.jspx',
  suggestions: '/query/v2/sugrec.jspx',
  hots: '/query/v2/hots.jspx',
  advanced: '/v3/webHighSearch',
  /** spec 7 "hotSearch expert, question answer, topics": famous experts (limit 4), hot answers and hot topics (limit 10) */
  experts: '/query/v2/hotSearch/expert',
  hotAnswers: '/query/v2/hotSearch/questionAnswer',
  hotTopics: '/query/v2/hotSearch/topics',
} as const;

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

/** date presets (our orderRule): '' none, 1 week, 2 month, 3 half-year, 4 custom firstTime/lastTime */
export const SEARCH_DATE_PRESETS = { none: '', week: '1', month: '2', halfYear: '3', custom: '4' } as const;

/** advanced search tabs: 1 image-text, 2 video */
export const ADVANCED_SEARCH_TYPES = { imageText: '1', video: '2' } as const;

/** spec 9 */
export const SEARCH_LIMITS = {
  pageSize: 9,
  suggestions: 10,
  hots: 10,
  experts: 4,
  keywordMaxChars: 100,
} as const;

/** spec 5 and 8 texts */
export const SEARCH_MESSAGES = {
  enterKeyword: '请输入关键字',
  wrongTime: '请选择正确的时间',
  wrongType: '搜索类型不正确',
} as const;
