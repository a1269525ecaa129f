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

/** spec 9: recommendations 10 meetings and 30 courses (also the server's caps) */
export const DAILY_RECOMMENDATION_LIMITS = { meetings: 10, courses: 30 } as const;

/** The channel home of a channel (More popup, group 2). */
export const channelHomeUrl = (channel: {
  channelId: number;
  channelTitle: string;
  mpId: number;
  ocsId: number;
}) =>
  `/channel/home?${new URLSearchParams({
    channelId: String(channel.channelId),
    channelTitle: channel.channelTitle,
    mpId: String(channel.mpId),
    ocsId: String(channel.ocsId),
  })}`;
