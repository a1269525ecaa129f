import { channelEndpoints } from '@portal/api/endpoints/channel';
import { CHANNEL_LIST_DEFAULT_LIMIT } from '@portal/api/rules/channel';
import type { FastifyInstance } from 'fastify';
import { wholeList } from '../../../lib/envelope';
import { serve } from '../../../lib/serve-endpoint';
import type { ContentRouteOptions } from '../repositories';
import { decodeCursor, filterIds } from './channel.repository';

const tags = ['频道'];

const paged = <T>(items: T[], totalCount: number, pageNo: number, pageSize: number) => ({
  code: 1 as const,
  list: items,
  page: { pageNo, pageSize, totalCount, totalPage: Math.ceil(totalCount / pageSize) },
});

/** Channel home (one channel per top-level subspecialty) and the article page's daily picks. */
export async function channelRoutes(app: FastifyInstance, options: ContentRouteOptions): Promise<void> {
  const { channels, info, articles, recommendations } = options.repos;

  await serve(
    app,
    channelEndpoints.hotChannels,
    { tags, summary: '热门频道（按内容浏览量）' },
    async (request) =>
      wholeList(await channels.hotChannels(request.query.limit ?? CHANNEL_LIST_DEFAULT_LIMIT)),
  );

  await serve(
    app,
    channelEndpoints.nodes,
    { tags, summary: '频道节点（频道亚专业的下级亚专业）' },
    async (request) => wholeList(await channels.nodes(request.query.channelId)),
  );

  await serve(
    app,
    channelEndpoints.meetings,
    { tags, summary: '频道会议（直播中、即将开始、近期）' },
    async (request) => {
      const channel = await channels.channel(request.query.channelId);
      const ids = filterIds(channel, request.query.nodeId);
      return wholeList(await channels.meetings(ids, request.query.limit ?? CHANNEL_LIST_DEFAULT_LIMIT));
    },
  );

  await serve(app, channelEndpoints.infoList, { tags, summary: '频道资讯' }, async (request) => {
    const { channelId, nodeId } = request.query;
    const pageNo = request.query.pageNo ?? 1;
    const pageSize = request.query.pageSize ?? 10;
    const channel = await channels.channel(channelId);
    const ids = filterIds(channel, nodeId);
    if (ids.length === 0) return paged([], 0, pageNo, pageSize);
    // a node is a leaf; the channel's own id covers its whole branch
    const { items, totalCount } = await info.list({
      pageNo,
      pageSize,
      subspecialtyId: nodeId ?? channel.mpId,
    });
    return paged(items, totalCount, pageNo, pageSize);
  });

  await serve(
    app,
    channelEndpoints.dataList,
    { tags, summary: '频道文章与病例（用户发布）' },
    async (request) => {
      const { channelId, nodeId, type } = request.query;
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      const channel = await channels.channel(channelId);
      const ids = filterIds(channel, nodeId);
      if (ids.length === 0) return paged([], 0, pageNo, pageSize);
      const { items, totalCount } = await articles.list({
        pageNo,
        pageSize,
        subspecialtyId: nodeId ?? channel.mpId,
        ...(type ? { type } : {}),
      });
      return paged(items, totalCount, pageNo, pageSize);
    },
  );

  await serve(
    app,
    channelEndpoints.informationFlow,
    { tags, summary: '频道信息流（资讯、文章病例、会议、课程，最新在前）' },
    async (request) => {
      const { channelId, nodeId } = request.query;
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      const cursor = request.query.cursor ? decodeCursor(request.query.cursor) : undefined;
      const channel = await channels.channel(channelId);
      const { items, totalCount, nextCursor } = await channels.informationFlow(filterIds(channel, nodeId), {
        pageNo,
        pageSize,
        cursor,
      });
      return { ...paged(items, totalCount, pageNo, pageSize), nextCursor };
    },
  );

  await serve(
    app,
    channelEndpoints.dailyRecommendations,
    { tags, summary: '每日推荐（会议 10 场、课程 30 门）' },
    async (request) => ({ code: 1 as const, result: await recommendations.daily(request.query) }),
  );
}
