import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const channel = contract(() => import(/* webpackMode: "weak" */ '../contract/channel'));

/**
 * Channel home (spec 7, Channels) and the article pages' daily recommendations. The channel list
 * itself is the portal's. The information flow answers its envelope whole (`nextCursor` beside the
 * list and page), which is what `call` gives for an envelope without `result`.
 */
export const channelEndpoints = {
  hotChannels: channel.get('/wapi/channel/getWebApiHotChannel.do', (c) => ({
    query: c.HotChannelsQuery,
    response: c.HotChannelsResponse,
  })),
  informationFlow: channel.get('/query/v2/wpai/channel/informationFlow.do', (c) => ({
    query: c.InformationFlowQuery,
    response: c.InformationFlowResponse,
  })),
  nodes: channel.get('/wapi/channel/brain/getNode.do', (c) => ({
    query: c.ChannelQuery,
    response: c.ChannelNodesResponse,
  })),
  meetings: channel.get('/wapi/channel/brain/getMeetings.do', (c) => ({
    query: c.ChannelMeetingsQuery,
    response: c.ChannelMeetingsResponse,
  })),
  infoList: channel.get('/wapi/channel/brain/getInfoList.do', (c) => ({
    query: c.ChannelPageQuery,
    response: c.ChannelInfoListResponse,
  })),
  dataList: channel.get('/wapi/channel/brain/getChannelDataList.do', (c) => ({
    query: c.ChannelDataListQuery,
    response: c.ChannelDataListResponse,
  })),
  /** spec 7: "daily recommendations (infoId, meetingLimit 10, courseLimit 30)"; the path is ours */
  dailyRecommendations: channel.get('/wapi/info/detail/getDailyRecommendations.do', (c) => ({
    query: c.DailyRecommendationsQuery,
    response: c.DailyRecommendationsResponse,
  })),
};
