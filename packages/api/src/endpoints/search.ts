import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const search = contract(() => import(/* webpackMode: "weak" */ '../contract/search'));

/**
 * Search (spec 7). The main search and the advanced search paths are the spec's; the suggestion
 * and hot-list calls are spec `v2/sugrec` and `v2/hots` under the search prefix. The results
 * answer a list envelope with the counts per tab and the words to highlight beside the page; the
 * suggestion and hot lists answer `{ code, list }` (no page). The rules (tab and order codes,
 * limits, texts) are in `@portal/api/rules/search`.
 */
export const searchEndpoints = {
  query: search.get('/query/v5/query.jspx', (c) => ({ query: c.SearchQuery, response: c.SearchResponse })),
  advanced: search.get('/v3/webHighSearch', (c) => ({
    query: c.AdvancedSearchQuery,
    response: c.SearchResponse,
  })),
  suggestions: search.get('/query/v2/sugrec.jspx', (c) => ({
    query: c.SuggestionQuery,
    response: c.SuggestionResponse,
  })),
  hots: search.get('/query/v2/hots.jspx', (c) => ({ query: c.HotsQuery, response: c.HotsResponse })),
  /** spec 7 "hotSearch expert, question answer, topics": famous experts (limit 4), hot answers and hot topics (limit 10) */
  experts: search.get('/query/v2/hotSearch/expert', (c) => ({
    query: c.ExpertsQuery,
    response: c.ExpertsResponse,
  })),
  hotAnswers: search.get('/query/v2/hotSearch/questionAnswer', (c) => ({
    query: c.HotListQuery,
    response: c.HotAnswersResponse,
  })),
  hotTopics: search.get('/query/v2/hotSearch/topics', (c) => ({
    query: c.HotListQuery,
    response: c.HotTopicsResponse,
  })),
};
