import { ArticleItem } from '@portal/api/contract/article';
import { Id, okList, okResult, PageInfo, PageQuery, SUCCESS } from '@portal/api/contract/envelope';
import { InfoItem } from '@portal/api/contract/info';
import { Channel } from '@portal/api/contract/portal';
import { SidebarContentTypeSchema } from '@portal/api/contract/sidebar';
import { CHANNEL_LIST_DEFAULT_LIMIT, DAILY_RECOMMENDATION_LIMITS } from '@portal/api/rules/channel';
import { type Static, Type } from 'typebox';

const TF = Type.Union([Type.Literal('T'), Type.Literal('F')]);

/** LE recorded, NS upcoming (preview), LI live, NL none (spec 4) */
export const MeetingLiveStatus = Type.Union([
  Type.Literal('LE'),
  Type.Literal('NS'),
  Type.Literal('LI'),
  Type.Literal('NL'),
]);
export type MeetingLiveStatus = Static<typeof MeetingLiveStatus>;

/** A meeting card (spec 3, Meeting). publishStatus '0' with forthcoming 'T': coming soon, no link. */
export const MeetingCard = Type.Object({
  id: Type.Integer(),
  meetingName: Type.String(),
  appMainPic: Type.String(),
  titlePic: Type.String(),
  meetingLiveStatus: MeetingLiveStatus,
  /** Beijing dates, "2026-11-20" or "2026-11-20 至 2026-11-22" */
  meetingDateStr: Type.String(),
  startTime: Type.Integer({ description: 'milliseconds since epoch' }),
  province: Type.String(),
  city: Type.String(),
  publishStatus: Type.Union([Type.Literal('0'), Type.Literal('1')]),
  forthcoming: TF,
  showViews: Type.Integer(),
});
export type MeetingCard = Static<typeof MeetingCard>;

/** A cloud-classroom course card (spec 3, Course). */
export const CourseCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  speakerNames: Type.String(),
  showViews: Type.Integer(),
  /** 0–5, one decimal */
  score: Type.Number(),
  /** yuan; null = free */
  money: Type.Union([Type.Number(), Type.Null()]),
});
export type CourseCard = Static<typeof CourseCard>;

export const ChannelQuery = Type.Object({
  channelId: Id(),
  /** a child subspecialty of the channel (a node chip); outside the channel it matches nothing */
  nodeId: Type.Optional(Id()),
});
export type ChannelQuery = Static<typeof ChannelQuery>;

export const ChannelPageQuery = Type.Object({ ...ChannelQuery.properties, ...PageQuery });
export type ChannelPageQuery = Static<typeof ChannelPageQuery>;

export const ChannelDataListQuery = Type.Object({
  ...ChannelPageQuery.properties,
  /** article or case; both when absent */
  type: Type.Optional(Type.Union([Type.Literal('article'), Type.Literal('case')])),
});
export type ChannelDataListQuery = Static<typeof ChannelDataListQuery>;

export const ChannelMeetingsQuery = Type.Object({
  ...ChannelQuery.properties,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: CHANNEL_LIST_DEFAULT_LIMIT })),
});
export type ChannelMeetingsQuery = Static<typeof ChannelMeetingsQuery>;

export const HotChannelsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: CHANNEL_LIST_DEFAULT_LIMIT })),
});
export type HotChannelsQuery = Static<typeof HotChannelsQuery>;

/** A channel ranked by the views of its content. */
export const HotChannel = Type.Object({
  ...Channel.properties,
  contents: Type.Integer(),
  views: Type.Integer(),
});
export type HotChannel = Static<typeof HotChannel>;

/** A child subspecialty of the channel, with how much content it has. */
export const ChannelNode = Type.Object({ id: Type.Integer(), name: Type.String(), contents: Type.Integer() });
export type ChannelNode = Static<typeof ChannelNode>;

/** Content types of the flow, named as the jump rule names them (spec 2). */
export const FlowItemType = Type.Union([
  Type.Literal('info'),
  Type.Literal('mparticle'),
  Type.Literal('meeting'),
  Type.Literal('ocscourse'),
]);
export type FlowItemType = Static<typeof FlowItemType>;

/**
 * One item of the information flow. `type` + `id` (and `url` for info) are what the jump rule
 * needs; the optional fields belong to one type each.
 */
export const FlowItem = Type.Object({
  type: FlowItemType,
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  summary: Type.String(),
  /** when it entered the flow (publish time; a meeting's announcement) */
  time: Type.Integer(),
  showViews: Type.Integer(),
  /** info: the link given with the item */
  url: Type.Optional(Type.String()),
  /** info and mparticle: the byline */
  authorNames: Type.Optional(Type.String()),
  /** mparticle: article or case */
  articleType: Type.Optional(Type.Union([Type.Literal('article'), Type.Literal('case')])),
  meeting: Type.Optional(MeetingCard),
  course: Type.Optional(CourseCard),
});
export type FlowItem = Static<typeof FlowItem>;

export const InformationFlowQuery = Type.Object({
  ...ChannelPageQuery.properties,
  /** the `nextCursor` of the previous page: pages after it stay put when new items arrive */
  cursor: Type.Optional(Type.String({ maxLength: 64 })),
});
export type InformationFlowQuery = Static<typeof InformationFlowQuery>;

export const InformationFlowResponse = Type.Object({
  code: Type.Literal(SUCCESS),
  list: Type.Array(FlowItem),
  page: PageInfo,
  /** null on the last page */
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type InformationFlowEnvelope = Static<typeof InformationFlowResponse>;

export const HotChannelsResponse = okList(HotChannel);
export const ChannelNodesResponse = okList(ChannelNode);
export const ChannelMeetingsResponse = okList(MeetingCard);
export const ChannelInfoListResponse = okList(InfoItem);
export const ChannelDataListResponse = okList(ArticleItem);

// ---- daily recommendations (article pages) ----

/** spec 3, Recommendation item */
export const RecommendedMeeting = Type.Object({
  type: Type.Literal('meeting'),
  id: Type.Integer(),
  meetingName: Type.String(),
  appMainPic: Type.String(),
  titlePic: Type.String(),
  meetingLiveStatus: MeetingLiveStatus,
  meetingDateStr: Type.String(),
  province: Type.String(),
  city: Type.String(),
});
export const RecommendedCourse = Type.Object({
  type: Type.Literal('ocs_course'),
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  speakerNames: Type.String(),
});
export const RecommendationItem = Type.Union([RecommendedMeeting, RecommendedCourse]);
export type RecommendationItem = Static<typeof RecommendationItem>;
export type RecommendedMeeting = Static<typeof RecommendedMeeting>;
export type RecommendedCourse = Static<typeof RecommendedCourse>;

export const DailyRecommendationsQuery = Type.Object({
  infoId: Id(),
  /** ours: I (default) when infoId names a news item, U when it names a user-written article or case */
  articleType: Type.Optional(SidebarContentTypeSchema),
  /** capped at 10 */
  meetingLimit: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 100, default: DAILY_RECOMMENDATION_LIMITS.meetings }),
  ),
  /** capped at 30 */
  courseLimit: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 100, default: DAILY_RECOMMENDATION_LIMITS.courses }),
  ),
});
export type DailyRecommendationsQuery = Static<typeof DailyRecommendationsQuery>;

/** meetings (live, then upcoming) first, then courses */
export const DailyRecommendationsResponse = okResult(Type.Array(RecommendationItem));
