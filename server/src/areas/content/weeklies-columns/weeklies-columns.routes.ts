import { weekliesColumnsEndpoints } from '@portal/api/endpoints/weeklies-columns';
import { COLLECTORS_PAGE_SIZE } from '@portal/api/rules/weeklies-columns';
import type { FastifyInstance } from 'fastify';
import { wholeList } from '../../../lib/envelope';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import type { ContentRouteOptions } from '../repositories';

const tags = ['周刊与专栏'];

const page = (pageNo: number, pageSize: number, totalCount: number) => ({
  pageNo,
  pageSize,
  totalCount,
  totalPage: Math.ceil(totalCount / pageSize),
});

/**
 * Weeklies, columns ("specials") and an article's honor card (spec 7). The acting user is always
 * the session's: `userId` / `loginUserId` parameters are accepted and ignored.
 */
export async function weeklyColumnRoutes(app: FastifyInstance, options: ContentRouteOptions) {
  const now = options.now ?? (() => Date.now());
  const repo = options.repos.weekliesColumns;

  await serve(
    app,
    weekliesColumnsEndpoints.weeklyDetail,
    {
      tags,
      summary: '周刊详情（分栏目的条目、上一期/下一期）',
      config: { fieldMessages: { weeklyId: '周刊参数不正确' } },
    },
    async (request) => ({ code: 1 as const, result: await repo.weeklyDetail(request.query.weeklyId) }),
  );

  await serve(
    app,
    weekliesColumnsEndpoints.columnDetail,
    {
      tags,
      summary: '专栏详情（含当前用户订阅状态）',
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

  await serve(
    app,
    weekliesColumnsEndpoints.columnItems,
    { tags, summary: '专栏内容（分页，按专栏顺序）', config: { fieldMessages: { id: '专栏参数不正确' } } },
    async (request) => {
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      const { list, totalCount } = await repo.columnItems(request.query.id, pageNo, pageSize);
      return { code: 1 as const, list, page: page(pageNo, pageSize, totalCount) };
    },
  );

  await serve(
    app,
    weekliesColumnsEndpoints.subscribeColumn,
    {
      tags,
      summary: '订阅/取消订阅专栏',
      preValidation: signedInFirst,
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

  await serve(
    app,
    weekliesColumnsEndpoints.articleSpecials,
    {
      tags,
      summary: '文章所在的专栏',
      config: { fieldMessages: { articleId: '文章参数不正确', type: '文章类型不正确' } },
    },
    async (request) => {
      const viewer = await request.sessionUser();
      return wholeList(await repo.specials(request.query.articleId, request.query.type, viewer?.id ?? null));
    },
  );

  await serve(
    app,
    weekliesColumnsEndpoints.honorInfo,
    {
      tags,
      summary: '文章荣誉信息（收录周刊、收藏者）',
      config: { fieldMessages: { articleId: '文章参数不正确', articleType: '文章类型不正确' } },
    },
    async (request) => {
      const viewer = await request.sessionUser();
      const { articleId, articleType } = request.query;
      return { code: 1 as const, result: await repo.honorInfo(articleId, articleType, viewer?.id ?? null) };
    },
  );

  await serve(
    app,
    weekliesColumnsEndpoints.collectors,
    {
      tags,
      summary: '收藏了文章的用户（分页，每页5人）',
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
