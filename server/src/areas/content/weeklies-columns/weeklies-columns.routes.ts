import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ArticleSpecialsQuery,
  ArticleSpecialsResponse,
  COLLECTORS_PAGE_SIZE,
  CollectorsQuery,
  CollectorsResponse,
  ColumnDetailQuery,
  ColumnDetailResponse,
  ColumnItemsQuery,
  ColumnItemsResponse,
  HonorInfoQuery,
  HonorInfoResponse,
  SubscribeColumnBody,
  SubscribeColumnResponse,
  WeeklyDetailQuery,
  WeeklyDetailResponse,
  weeklyColumnPaths,
} from '@portal/api/contract/weeklies-columns';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { wholeList } from '../../../lib/envelope';

const tags = ['周刊与专栏'];

const page = (pageNo: number, pageSize: number, totalCount: number) => ({
  pageNo,
  pageSize,
  totalCount,
  totalPage: Math.ceil(totalCount / pageSize),
});

// signed-out callers learn that first, whatever their body looks like
const signedIn = async (request: FastifyRequest) => {
  await request.requireUser();
};

/**
 * Weeklies, columns ("specials") and an article's honor card (spec 7). The acting user is always
 * the session's: `userId` / `loginUserId` parameters are accepted and ignored.
 */
export async function weeklyColumnRoutes(appBase: FastifyInstance, options: { now?: () => number } = {}) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const now = options.now ?? (() => Date.now());
  const repo = app.repos.weekliesColumns;

  app.get(
    weeklyColumnPaths.weeklyDetail,
    {
      schema: {
        tags,
        summary: '周刊详情（分栏目的条目、上一期/下一期）',
        querystring: WeeklyDetailQuery,
        response: { 200: WeeklyDetailResponse },
      },
      config: { fieldMessages: { weeklyId: '周刊参数不正确' } },
    },
    async (request) => ({ code: 1 as const, result: await repo.weeklyDetail(request.query.weeklyId) }),
  );

  app.get(
    weeklyColumnPaths.columnDetail,
    {
      schema: {
        tags,
        summary: '专栏详情（含当前用户订阅状态）',
        querystring: ColumnDetailQuery,
        response: { 200: ColumnDetailResponse },
      },
      config: { fieldMessages: { id: '专栏参数不正确', type: '专栏类型不正确' } },
    },
    async (request) => {
      const viewer = await request.sessionUser();
      return {
        code: 1 as const,
        result: await repo.columnDetail(request.query.id, request.query.type, viewer?.id ?? null),
      };
    },
  );

  app.get(
    weeklyColumnPaths.columnItems,
    {
      schema: {
        tags,
        summary: '专栏内容（分页，按专栏顺序）',
        querystring: ColumnItemsQuery,
        response: { 200: ColumnItemsResponse },
      },
      config: { fieldMessages: { id: '专栏参数不正确' } },
    },
    async (request) => {
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      const { list, totalCount } = await repo.columnItems(request.query.id, pageNo, pageSize);
      return { code: 1 as const, list, page: page(pageNo, pageSize, totalCount) };
    },
  );

  app.post(
    weeklyColumnPaths.subscribeColumn,
    {
      schema: {
        tags,
        summary: '订阅/取消订阅专栏',
        body: SubscribeColumnBody,
        response: { 200: SubscribeColumnResponse },
      },
      preValidation: signedIn,
      config: { fieldMessages: { columnId: '专栏参数不正确' } },
    },
    async (request) => {
      const me = await request.requireUser();
      const { on, count } = await repo.toggleSubscription(request.body.columnId, me.id, now());
      return {
        code: 1 as const,
        result: { subscribeStatus: on ? ('T' as const) : ('F' as const), subscribers: count },
        message: on ? '订阅成功' : '已取消订阅',
      };
    },
  );

  app.get(
    weeklyColumnPaths.articleSpecials,
    {
      schema: {
        tags,
        summary: '文章所在的专栏',
        querystring: ArticleSpecialsQuery,
        response: { 200: ArticleSpecialsResponse },
      },
      config: { fieldMessages: { articleId: '文章参数不正确', type: '文章类型不正确' } },
    },
    async (request) => {
      const viewer = await request.sessionUser();
      return wholeList(await repo.specials(request.query.articleId, request.query.type, viewer?.id ?? null));
    },
  );

  app.get(
    weeklyColumnPaths.honorInfo,
    {
      schema: {
        tags,
        summary: '文章荣誉信息（收录周刊、收藏者）',
        querystring: HonorInfoQuery,
        response: { 200: HonorInfoResponse },
      },
      config: { fieldMessages: { articleId: '文章参数不正确', articleType: '文章类型不正确' } },
    },
    async (request) => {
      const viewer = await request.sessionUser();
      const { articleId, articleType } = request.query;
      return { code: 1 as const, result: await repo.honorInfo(articleId, articleType, viewer?.id ?? null) };
    },
  );

  app.get(
    weeklyColumnPaths.collectors,
    {
      schema: {
        tags,
        summary: '收藏了文章的用户（分页，每页5人）',
        querystring: CollectorsQuery,
        response: { 200: CollectorsResponse },
      },
      config: { fieldMessages: { articleId: '文章参数不正确', articleType: '文章类型不正确' } },
    },
    async (request) => {
      const viewer = await request.sessionUser();
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? COLLECTORS_PAGE_SIZE;
      const { articleId, articleType } = request.query;
      const { list, totalCount } = await repo.collectors(
        articleId,
        articleType,
        pageNo,
        pageSize,
        viewer?.id ?? null,
      );
      return { code: 1 as const, list, page: page(pageNo, pageSize, totalCount) };
    },
  );
}
