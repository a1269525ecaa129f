import { type CallOptions, getList, getResult, http } from '@portal/api/client';
import { channelPaths, recommendationPaths } from '@portal/api/paths/channel';
import type { ArticleItem } from '../contract/article';
import type {
  ChannelDataListQuery,
  ChannelMeetingsQuery,
  ChannelNode,
  ChannelPageQuery,
  DailyRecommendationsQuery,
  HotChannel,
  InformationFlowEnvelope,
  InformationFlowQuery,
  MeetingCard,
  RecommendationItem,
} from '../contract/channel';
import type { InfoItem } from '../contract/info';

export const getHotChannels = (limit?: number, options?: CallOptions) =>
  getList<HotChannel>(channelPaths.hotChannels, limit ? { limit } : undefined, options);

export const getChannelNodes = (channelId: number, options?: CallOptions) =>
  getList<ChannelNode>(channelPaths.nodes, { channelId }, options);

export const getChannelMeetings = (query: ChannelMeetingsQuery, options?: CallOptions) =>
  getList<MeetingCard>(channelPaths.meetings, query, options);

export const getChannelInfoList = (query: ChannelPageQuery, options?: CallOptions) =>
  getList<InfoItem>(channelPaths.infoList, query, options);

export const getChannelDataList = (query: ChannelDataListQuery, options?: CallOptions) =>
  getList<ArticleItem>(channelPaths.dataList, query, options);

/** The flow envelope carries `nextCursor` beside list and page, so it is read whole. */
export async function getInformationFlow(
  query: InformationFlowQuery,
  options?: CallOptions,
): Promise<InformationFlowEnvelope> {
  const response = await http.get<InformationFlowEnvelope>(channelPaths.informationFlow, {
    params: query,
    signal: options?.signal,
  });
  return response.data;
}

export const getDailyRecommendations = (query: DailyRecommendationsQuery, options?: CallOptions) =>
  getResult<RecommendationItem[]>(recommendationPaths.daily, query, options);
