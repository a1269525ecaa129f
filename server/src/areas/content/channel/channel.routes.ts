import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ChannelDataListQuery,
  ChannelDataListResponse,
  ChannelInfoListResponse,
  ChannelMeetingsQuery,
  ChannelMeetingsResponse,
  ChannelNodesResponse,
  ChannelPageQuery,
  ChannelQuery,
  channelPaths,
  DailyRecommendationsQuery,
  DailyRecommendationsResponse,
  HotChannelsQuery,
  HotChannelsResponse,
  InformationFlowQuery,
  InformationFlowResponse,
  recommendationPaths,
} from '@portal/api/contract/channel';
import type { FastifyInstance } from 'fastify';
import { wholeList } from '../../../lib/envelope';
import { decodeCursor, filterIds } from './channel.repository';
import { createRecommendations } from './recommendations';

const tags = ['频道'];

const paged = <T>(items: T[], totalCount: number, pageNo: number, pageSize: number) => ({
  code: 1 as const,
  list: items,
  page: { pageNo, pageSize, totalCount, totalPage: Math.ceil(totalCount / pageSize) },
});

/** Channel home (one channel per top-level subspecialty) and the article page's daily picks. */
export async function channelRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { channels, info, articles } = app.repos;
  const recommendations = createRecommendations(app.db);

  app.get(
    channelPaths.hotChannels,
    {
      schema: {
        tags,
        summary: '热门频道（按内容浏览量）',
        querystring: HotChannelsQuery,
        response: { 200: HotChannelsResponse },
      },
    },
    async (request) => wholeList(await channels.hotChannels(request.query.limit ?? 6)),
  );

  app.get(
    channelPaths.nodes,
    {
      schema: {
        tags,
        summary: '频道节点（频道亚专业的下级亚专业）',
        querystring: ChannelQuery,
        response: { 200: ChannelNodesResponse },
      },
    },
    async (request) => wholeList(await channels.nodes(request.query.channelId)),
  );

  app.get(
    channelPaths.meetings,
    {
      schema: {
        tags,
        summary: '频道会议（直播中、即将开始、近期）',
        querystring: ChannelMeetingsQuery,
        response: { 200: ChannelMeetingsResponse },
      },
    },
    async (request) => {
      const channel = await channels.channel(request.query.channelId);
      const ids = filterIds(channel, request.query.nodeId);
      return wholeList(await channels.meetings(ids, request.query.limit ?? 6));
    },
  );

  app.get(
    channelPaths.infoList,
    {
      schema: {
        tags,
        summary: '频道资讯',
        querystring: ChannelPageQuery,
        response: { 200: ChannelInfoListResponse },
      },
    },
    async (request) => {
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
    },
  );

  app.get(
    channelPaths.dataList,
    {
      schema: {
        tags,
        summary: '频道文章与病例（用户发布）',
        querystring: ChannelDataListQuery,
        response: { 200: ChannelDataListResponse },
      },
    },
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

  app.get(
    channelPaths.informationFlow,
    {
      schema: {
        tags,
        summary: '频道信息流（资讯、文章病例、会议、课程，最新在前）',
        querystring: InformationFlowQuery,
        response: { 200: InformationFlowResponse },
      },
    },
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

  app.get(
    recommendationPaths.daily,
    {
      schema: {
        tags,
        summary: '每日推荐（会议 10 场、课程 30 门）',
        querystring: DailyRecommendationsQuery,
        response: { 200: DailyRecommendationsResponse },
      },
    },
    async (request) => ({ code: 1 as const, result: await recommendations.daily(request.query) }),
  );
}
