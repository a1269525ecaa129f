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

// moving onto @portal/api/endpoints/search and @portal/api/rules/search; this module goes with calls/search
export {
  ADVANCED_SEARCH_TYPES,
  SEARCH_DATE_PRESETS,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  SEARCH_ORDERS,
  SEARCH_TAB_CODES,
  SEARCH_TABS,
  type SearchTab,
} from '../rules/search';
