/**
 * Channel home (spec 7, Channels) and the article page's daily recommendations. The channel list
 * itself is `portalPaths.channels`. Schema-free, so screens import paths without TypeBox.
 */
export const channelPaths = {
  hotChannels: '/wapi/channel/getWebApiHotChannel.do',
  informationFlow: '/query/v2/wpai/channel/informationFlow.do',
  nodes: '/wapi/channel/brain/getNode.do',
  meetings: '/wapi/channel/brain/getMeetings.do',
  infoList: '/wapi/channel/brain/getInfoList.do',
  dataList: '/wapi/channel/brain/getChannelDataList.do',
} as const;

/** spec 7: "daily recommendations (infoId, meetingLimit 10, courseLimit 30)"; the path is ours */
export const recommendationPaths = {
  daily: '/wapi/info/detail/getDailyRecommendations.do',
} as const;

export { channelHomeUrl } from '../links';
export { DAILY_RECOMMENDATION_LIMITS } from '../rules/channel';
