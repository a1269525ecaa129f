import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ArticleDiggBody, ArticleDiggResponse, articlePaths } from '@portal/api/contract/article';
import {
  COLLECT_TYPES,
  CollectBody,
  CollectResponse,
  engagementPaths,
  FollowUserBody,
  FollowUserResponse,
} from '@portal/api/contract/engagement';
import { InfoDiggResponse, InfoIdBody, infoPaths } from '@portal/api/contract/info';
import { isAnonymousIdentity } from '@portal/api/identity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../../../lib/app-error';
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

// signed-out callers learn that first, whatever their body looks like
const signedIn = async (request: FastifyRequest) => {
  await request.requireUser();
};

/** Likes, collections and follows. The acting user is always the session's, never a parameter. */
export async function engagementRoutes(appBase: FastifyInstance, options: { now?: () => number } = {}) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const now = options.now ?? (() => Date.now());

  app.post(
    articlePaths.digg,
    {
      schema: {
        tags,
        summary: '文章点赞/取消点赞',
        body: ArticleDiggBody,
        response: { 200: ArticleDiggResponse },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const me = await request.requireUser();
      await visibleArticle(app.db, request.body.articleId, me.id);
      const { on, count } = await toggleArticleDigg(app.db, request.body.articleId, me.id);
      return { code: 1 as const, result: { diggStatus: on ? ('T' as const) : ('F' as const), diggs: count } };
    },
  );

  app.post(
    infoPaths.digg,
    {
      schema: {
        tags,
        summary: '资讯点赞/取消点赞',
        body: InfoIdBody,
        response: { 200: InfoDiggResponse },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const me = await request.requireUser();
      await visibleInfo(app.db, request.body.articleId);
      const { on, count } = await toggleInfoDigg(app.db, request.body.articleId, me.id);
      return { code: 1 as const, result: { diggStatus: on ? ('T' as const) : ('F' as const), diggs: count } };
    },
  );

  app.post(
    engagementPaths.collect,
    {
      schema: {
        tags,
        summary: '收藏/取消收藏（type 3 用户文章/病例，1 资讯）',
        body: CollectBody,
        response: { 200: CollectResponse },
      },
      preValidation: signedIn,
    },
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

  app.post(
    engagementPaths.followUser,
    {
      schema: {
        tags,
        summary: '关注/取消关注用户',
        body: FollowUserBody,
        response: { 200: FollowUserResponse },
      },
      preValidation: signedIn,
    },
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
