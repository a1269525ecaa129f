import { searchEndpoints } from '@portal/api/endpoints/search';
import { SEARCH_LIMITS } from '@portal/api/rules/search';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../lib/serve-endpoint';
import { famousExperts } from './search-side.repository';

const tags = ['搜索'];

/** The search page's side cards (spec 2): famous experts, hot answers, hot topics. */
export async function searchSideRoutes(app: FastifyInstance, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;

  await serve(
    app,
    searchEndpoints.experts,
    {
      tags,
      summary: `知名专家（认证医生，按粉丝与近期发布排序，最多 ${SEARCH_LIMITS.experts} 位；不含自己）`,
    },
    async (request) => {
      // userId of the query is ignored: who asks is the session's
      const viewer = await request.sessionUser();
      const limit = Math.min(request.query.limit ?? SEARCH_LIMITS.experts, SEARCH_LIMITS.experts);
      return {
        code: 1 as const,
        list: await famousExperts(app.db, app.readers, viewer?.id ?? null, limit, now()),
      };
    },
  );

  await serve(
    app,
    searchEndpoints.hotAnswers,
    { tags, summary: `热门问答（问题 Q 与回答 A，按近期热度，最多 ${SEARCH_LIMITS.hots} 条）` },
    async (request) => {
      const limit = Math.min(request.query.limit ?? SEARCH_LIMITS.hots, SEARCH_LIMITS.hots);
      return { code: 1 as const, list: await app.readers.hotAnswers(app.db, limit, now()) };
    },
  );

  await serve(
    app,
    searchEndpoints.hotTopics,
    { tags, summary: `热门话题（按浏览与内容数，最多 ${SEARCH_LIMITS.hots} 条）` },
    async (request) => {
      const limit = Math.min(request.query.limit ?? SEARCH_LIMITS.hots, SEARCH_LIMITS.hots);
      return { code: 1 as const, list: await app.readers.hotTopics(app.db, limit) };
    },
  );
}
