import { searchEndpoints } from '@portal/api/endpoints/search';
import { ADVANCED_SEARCH_TYPES, SEARCH_LIMITS } from '@portal/api/rules/search';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { limitedTo, typingAidLimit } from '../../lib/rate-limits';
import { serve } from '../../lib/serve-endpoint';
import { analyzer } from '../../search/analyzer';
import { hotSearches, searcherKey } from './hot-searches';
import { createSearchService } from './search.service';

const tags = ['搜索'];

/**
 * A signal that aborts when the connection closes before the answer is written: the screen
 * aborts the request in flight whenever the tab, sort or words change.
 */
export function abortedWithClient(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
/** searches per client and minute, unless the operator says otherwise (`PORTAL_SEARCHES_PER_MINUTE`) */
export const SEARCHES_PER_MINUTE = 120;

/** how often the ranking's view counts are copied into the index */
const VIEWS_REFRESH_MS = 10 * 60_000;

export interface SearchRoutesOptions {
  now?: () => number;
  /** searches (main and advanced together) one client may run a minute */
  searchesPerMinute?: number;
  typingAidsPerMinute?: number;
  /** copy view counts into the index periodically (off in tests unless asked) */
  refreshViewsEveryMs?: number;
}

export async function searchRoutes(app: FastifyInstance, options: SearchRoutesOptions = {}): Promise<void> {
  const now = options.now ?? Date.now;
  const indexer = app.searchEngine.indexer;
  const service = createSearchService({ db: app.db, indexer, analyzer: analyzer(), now });
  // a person reads a page of nine in seconds; a script sending hundreds is not reading
  const searchLimit = limitedTo(
    options.searchesPerMinute ?? SEARCHES_PER_MINUTE,
    60_000,
    '搜索过于频繁，请稍后再试',
    'search',
  );

  const every = options.refreshViewsEveryMs ?? VIEWS_REFRESH_MS;
  if (every > 0) {
    const timer = setInterval(() => {
      indexer.refreshViews().catch((error: unknown) => app.log.warn({ error }, '搜索热度刷新失败'));
    }, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  await serve(
    app,
    searchEndpoints.query,
    {
      tags,
      summary: `综合搜索（按标签、排序、日期、精选与品牌认证筛选；分页 ${SEARCH_LIMITS.pageSize} 条；各标签数量）`,
      config: { rateLimit: searchLimit },
    },
    async (request, reply) => {
      const viewer = await request.sessionUser();
      const searcher = await searcherKey(app.db, viewer?.id ?? null, request.ip, now());
      return service.search(request.query, viewer?.id ?? null, abortedWithClient(reply), searcher);
    },
  );

  await serve(
    app,
    searchEndpoints.advanced,
    {
      tags,
      summary: `高级搜索（标题、内容、作者关键字，图文 ${ADVANCED_SEARCH_TYPES.imageText} / 视频 ${ADVANCED_SEARCH_TYPES.video}，时间范围）`,
      config: { rateLimit: searchLimit },
    },
    async (request, reply) => {
      const viewer = await request.sessionUser();
      return service.advanced(request.query, viewer?.id ?? null, abortedWithClient(reply));
    },
  );

  await serve(
    app,
    searchEndpoints.suggestions,
    {
      tags,
      summary: '搜索联想（前缀、拼音全拼与首字母）',
      config: { rateLimit: typingAidLimit(options.typingAidsPerMinute) },
    },
    async (request) => {
      const limit = Math.min(request.query.limit ?? SEARCH_LIMITS.suggestions, SEARCH_LIMITS.suggestions);
      const list = await indexer.index.suggest(request.query.keywords ?? '', limit);
      return { code: 1 as const, list };
    },
  );

  await serve(
    app,
    searchEndpoints.hots,
    { tags, summary: `热门搜索（近 30 天，最多 ${SEARCH_LIMITS.hots} 条）` },
    async (request) => {
      const limit = Math.min(request.query.limit ?? SEARCH_LIMITS.hots, SEARCH_LIMITS.hots);
      return { code: 1 as const, list: await hotSearches(app.db, limit, now()) };
    },
  );
}
