import { articleEndpoints } from '@portal/api/endpoints/article';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import type { FastifyInstance } from 'fastify';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { visibleArticle } from '../articles/articles.repository';
import { visibleInfo } from '../info/info.repository';
import type { ContentRouteOptions } from '../repositories';
import { toggleArticleDigg, toggleCollectArticle, toggleCollectInfo, toggleInfoDigg } from './engagement';

const tags = ['点赞收藏关注'];

/**
 * Likes and collections of articles and news. The acting user is always the session's, never a
 * parameter. (Following a user is the people mechanism's: `people/follows.ts`.)
 */
export async function engagementRoutes(app: FastifyInstance, options: ContentRouteOptions) {
  const now = options.now ?? (() => Date.now());

  await serve(
    app,
    articleEndpoints.digg,
    { tags, summary: '文章点赞/取消点赞', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      await visibleArticle(app.db, request.body.articleId, me.id);
      const { on, count } = await toggleArticleDigg(app.db, request.body.articleId, me.id, now());
      return { code: 1 as const, result: { diggStatus: on ? ('T' as const) : ('F' as const), diggs: count } };
    },
  );

  await serve(
    app,
    infoEndpoints.digg,
    { tags, summary: '资讯点赞/取消点赞', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      await visibleInfo(app.db, request.body.articleId);
      const { on, count } = await toggleInfoDigg(app.db, request.body.articleId, me.id, now());
      return { code: 1 as const, result: { diggStatus: on ? ('T' as const) : ('F' as const), diggs: count } };
    },
  );

  await serve(
    app,
    engagementEndpoints.collect,
    { tags, summary: '收藏/取消收藏（type 3 用户文章/病例，1 资讯）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { contentId, type } = request.body;
      let toggled: { on: boolean; count: number };
      if (type === COLLECT_TYPES.info) {
        await visibleInfo(app.db, contentId);
        toggled = await toggleCollectInfo(app.db, contentId, me.id, now());
      } else {
        await visibleArticle(app.db, contentId, me.id);
        toggled = await toggleCollectArticle(app.db, contentId, me.id, now());
      }
      return { code: 1 as const, result: { collected: toggled.on, favorites: toggled.count } };
    },
  );
}
