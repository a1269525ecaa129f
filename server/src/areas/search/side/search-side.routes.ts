import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ExpertsQuery,
  ExpertsResponse,
  HotAnswersResponse,
  HotListQuery,
  HotTopicsResponse,
  SEARCH_LIMITS,
  searchPaths,
} from '@portal/api/contract/search';
import type { FastifyInstance } from 'fastify';
import { famousExperts, hotAnswers, hotTopics } from './search-side.repository';

const tags = ['搜索'];

/** The search page's side cards (spec 2): famous experts, hot answers, hot topics. */
export async function searchSideRoutes(appBase: FastifyInstance, options: { now?: () => number } = {}) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const now = options.now ?? Date.now;

  app.get(
    searchPaths.experts,
    {
      schema: {
        tags,
        summary: '知名专家（认证医生，按粉丝与近期发布排序，最多 4 位；不含自己）',
        querystring: ExpertsQuery,
        response: { 200: ExpertsResponse },
      },
    },
    async (request) => {
      // userId of the query is ignored: who asks is the session's
      const viewer = await request.sessionUser();
      const limit = Math.min(request.query.limit ?? SEARCH_LIMITS.experts, SEARCH_LIMITS.experts);
      return { code: 1 as const, list: await famousExperts(app.db, viewer?.id ?? null, limit, now()) };
    },
  );

  app.get(
    searchPaths.hotAnswers,
    {
      schema: {
        tags,
        summary: '热门问答（问题 Q 与回答 A，按近期热度，最多 10 条）',
        querystring: HotListQuery,
        response: { 200: HotAnswersResponse },
      },
    },
    async (request) => {
      const limit = Math.min(request.query.limit ?? SEARCH_LIMITS.hots, SEARCH_LIMITS.hots);
      return { code: 1 as const, list: await hotAnswers(app.db, limit, now()) };
    },
  );

  app.get(
    searchPaths.hotTopics,
    {
      schema: {
        tags,
        summary: '热门话题（按浏览与内容数，最多 10 条）',
        querystring: HotListQuery,
        response: { 200: HotTopicsResponse },
      },
    },
    async (request) => {
      const limit = Math.min(request.query.limit ?? SEARCH_LIMITS.hots, SEARCH_LIMITS.hots);
      return { code: 1 as const, list: await hotTopics(app.db, limit) };
    },
  );
}
