import { articleEndpoints } from '@portal/api/endpoints/article';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { isAnonymousIdentity } from '@portal/api/identity';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../../lib/app-error';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { visibleArticle } from '../articles/articles.repository';
import { visibleInfo } from '../info/info.repository';
import {
  toggleArticleDigg,
  toggleCollectArticle,
  toggleCollectInfo,
  toggleFollow,
  toggleInfoDigg,
} from './engagement';

const tags = ['点赞收藏关注'];

/** Likes, collections and follows. The acting user is always the session's, never a parameter. */
export async function engagementRoutes(app: FastifyInstance, options: { now?: () => number } = {}) {
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

  await serve(
    app,
    engagementEndpoints.followUser,
    { tags, summary: '关注/取消关注用户', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { userId } = request.body;
      if (userId === me.id) throw badRequest('不能关注自己');
      const followee = await app.db
        .selectFrom('users')
        .select(['id', 'identity'])
        .where('id', '=', userId)
        .executeTakeFirst();
      // an anonymous person has no public profile to follow: answered like one that does not
      // exist, so trying ids tells nobody who is a patient
      if (!followee || isAnonymousIdentity(followee.identity)) throw notFound('用户不存在');
      const { on, count } = await toggleFollow(app.db, userId, me.id, now());
      return {
        code: 1 as const,
        result: { followStatus: on ? ('T' as const) : ('F' as const), fans: count },
      };
    },
  );
}
