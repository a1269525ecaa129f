import { MeetingCard } from '@portal/api/contract/channel';
import { Id, okList, okResult, PageQuery } from '@portal/api/contract/envelope';
import { SidebarProduct } from '@portal/api/contract/sidebar';
import { MEETING_LIMITS } from '@portal/api/rules/meetings';
import { type Static, Type } from 'typebox';

/**
 * The meetings area (spec 7, /wapi/meeting/...): the meeting home, the calendar and the meeting
 * detail page. Meeting cards are the channel's `MeetingCard` (spec 3, Meeting), with the live
 * state as it stands now (`rules/meetings` liveStateAt).
 */

const DATE = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';
const MONTH = '^\\d{4}-(0[1-9]|1[0-2])$';

/** a Beijing calendar date 'YYYY-MM-DD' */
export const ChinaDate = (options: { description?: string } = {}) =>
  Type.String({ pattern: DATE, ...options });

export const MeetingPageQuery = Type.Object({
  ...PageQuery,
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: MEETING_LIMITS.pageSize })),
  /** a top-level subspecialty (getSpecialities); all when absent */
  specialityId: Type.Optional(Id()),
});
export type MeetingPageQuery = Static<typeof MeetingPageQuery>;

export const Speciality = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  meetingCount: Type.Integer(),
});
export type Speciality = Static<typeof Speciality>;
export const SpecialitiesResponse = okList(Speciality);

export const MeetingListResponse = okList(MeetingCard);

export const MeetingSeries = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  intro: Type.String(),
  meetingCount: Type.Integer(),
  /** the newest meeting of the series */
  latest: Type.Union([MeetingCard, Type.Null()]),
});
export type MeetingSeries = Static<typeof MeetingSeries>;
export const SeriesPageResponse = okList(MeetingSeries);

/** a speaker (getMeetingAuthors, getHotAuthorList, getAllAuthorList); userId links a portal profile */
export const MeetingSpeaker = Type.Object({
  id: Type.Integer(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  avatar: Type.String(),
  hospital: Type.String(),
  title: Type.String(),
  /** talks given (on the lists: over all meetings; on a meeting: at it) */
  talks: Type.Integer(),
});
export type MeetingSpeaker = Static<typeof MeetingSpeaker>;
export const SpeakerListResponse = okList(MeetingSpeaker);

export const HotSpeakersQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 30, default: MEETING_LIMITS.hotSpeakers })),
});
export const SpeakersPageQuery = Type.Object({
  ...PageQuery,
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 50, default: MEETING_LIMITS.speakersPageSize }),
  ),
});

export const CalendarMonthQuery = Type.Object({
  month: Type.String({ pattern: MONTH, description: "a Beijing month 'YYYY-MM'" }),
  specialityId: Type.Optional(Id()),
});
export type CalendarMonthQuery = Static<typeof CalendarMonthQuery>;
export const CalendarDay = Type.Object({ date: Type.String(), count: Type.Integer() });
export type CalendarDay = Static<typeof CalendarDay>;
export const CalendarMonthResponse = okList(CalendarDay);

export const MeetingsByDateQuery = Type.Object({ date: ChinaDate(), specialityId: Type.Optional(Id()) });
export type MeetingsByDateQuery = Static<typeof MeetingsByDateQuery>;

export const MeetingBrand = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Type.String(),
  meetingCount: Type.Integer(),
});
export type MeetingBrand = Static<typeof MeetingBrand>;
export const BrandListResponse = okList(MeetingBrand);

export const MeetingTag = Type.Object({ id: Type.Integer(), name: Type.String() });
export type MeetingTag = Static<typeof MeetingTag>;
export const TagListResponse = okList(MeetingTag);
export const TagMeetingPageQuery = Type.Object({
  ...PageQuery,
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: MEETING_LIMITS.pageSize })),
  tagId: Id(),
});
export type TagMeetingPageQuery = Static<typeof TagMeetingPageQuery>;

export const MeetingAd = Type.Object({
  adId: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  /** where a click goes: a site path or an https address */
  link: Type.String(),
});
export type MeetingAd = Static<typeof MeetingAd>;
export const MeetingAdQuery = Type.Object({
  /** the meeting whose ads (its host brand's); the meeting home's when absent */
  meetingId: Type.Optional(Id()),
});
export const MeetingAdListResponse = okList(MeetingAd);

export const MeetingIdQuery = Type.Object({ id: Id() });
export type MeetingIdQuery = Static<typeof MeetingIdQuery>;
export const MeetingRefQuery = Type.Object({ meetingId: Id() });
export type MeetingRefQuery = Static<typeof MeetingRefQuery>;

/** The meeting detail's head (getMeetingDetail). */
export const MeetingDetail = Type.Object({
  ...MeetingCard.properties,
  intro: Type.String(),
  endTime: Type.Integer(),
  series: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  brand: Type.Union([
    Type.Object({ id: Type.Integer(), name: Type.String(), logo: Type.String() }),
    Type.Null(),
  ]),
  tags: Type.Array(MeetingTag),
  /** yuan; null = free */
  price: Type.Union([Type.Number(), Type.Null()]),
  /** free, or the session user holds a ticket */
  canWatch: Type.Boolean(),
  /** the meeting's days, Beijing dates in order */
  days: Type.Array(Type.String()),
  /** what check-in asks (rules/meetings CHECKIN_FIELDS codes); empty: no check-in */
  checkinFields: Type.Array(Type.String()),
  hasVotes: Type.Boolean(),
  hasQuestionnaire: Type.Boolean(),
});
export type MeetingDetail = Static<typeof MeetingDetail>;
export const MeetingDetailResponse = okResult(MeetingDetail);

export const MeetingPv = Type.Object({ pv: Type.Integer() });
export const MeetingPvResponse = okResult(MeetingPv);

export const CollectCount = Type.Object({ count: Type.Integer(), isCollect: Type.Boolean() });
export type CollectCount = Static<typeof CollectCount>;
export const CollectCountResponse = okResult(CollectCount);

export const FieldsQuery = Type.Object({ meetingId: Id(), date: Type.Optional(ChinaDate()) });
export type FieldsQuery = Static<typeof FieldsQuery>;
export const MeetingField = Type.Object({ id: Type.Integer(), name: Type.String(), day: Type.String() });
export type MeetingField = Static<typeof MeetingField>;
/** the venues of a day, by group (主会场, 分会场 …) */
export const FieldGroup = Type.Object({ groupName: Type.String(), fields: Type.Array(MeetingField) });
export type FieldGroup = Static<typeof FieldGroup>;
export const FieldGroupsResponse = okList(FieldGroup);

export const AgendaSpeaker = Type.Object({
  id: Type.Integer(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  avatar: Type.String(),
});
export type AgendaSpeaker = Static<typeof AgendaSpeaker>;

/** an agenda item of a day (getAgendaListByQDate) */
export const AgendaItem = Type.Object({
  id: Type.Integer(),
  fieldId: Type.Union([Type.Integer(), Type.Null()]),
  theme: Type.String(),
  authorNames: Type.String(),
  startTime: Type.Integer(),
  endTime: Type.Union([Type.Integer(), Type.Null()]),
  speakers: Type.Array(AgendaSpeaker),
  /** an AI summary exists (getMeetingAgendaSummary) */
  summaryShow: Type.Boolean(),
  /** 相关器械: the products the talk mentions, each to its page */
  products: Type.Array(SidebarProduct),
});
export type AgendaItem = Static<typeof AgendaItem>;
export const AgendaQuery = Type.Object({
  meetingId: Id(),
  date: Type.Optional(ChinaDate({ description: 'the first day when absent' })),
  fieldsId: Type.Optional(Id()),
});
export type AgendaQuery = Static<typeof AgendaQuery>;
export const AgendaListResponse = okList(AgendaItem);

/** spec 3, Agenda summary */
export const AgendaSummary = Type.Object({
  id: Type.Integer(),
  theme: Type.String(),
  authorList: Type.Array(AgendaSpeaker),
  summary: Type.String(),
  keywordsList: Type.Array(Type.String()),
});
export type AgendaSummary = Static<typeof AgendaSummary>;
export const AgendaSummaryQuery = Type.Object({ agendaId: Id() });
export const AgendaSummaryResponse = okResult(AgendaSummary);

export const SeriesQuery = Type.Object({
  ...PageQuery,
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: MEETING_LIMITS.previousReviews })),
  seriesId: Id(),
  /** the meeting being read, left out of its series' list */
  meetingId: Type.Optional(Id()),
});
export type SeriesQuery = Static<typeof SeriesQuery>;

export const MeetingInterview = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  guest: Type.String(),
  meetingId: Type.Union([Type.Integer(), Type.Null()]),
  publishTime: Type.Integer(),
});
export type MeetingInterview = Static<typeof MeetingInterview>;
export const InterviewPageResponse = okList(MeetingInterview);

export const FieldCasesQuery = Type.Object({ fieldsId: Id() });
export const FieldCase = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  authorName: Type.String(),
});
export type FieldCase = Static<typeof FieldCase>;
export const FieldCasesResponse = okList(FieldCase);

export const ExpressQuery = Type.Object({
  ...PageQuery,
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: MEETING_LIMITS.expressPageSize })),
  meetingId: Id(),
});
export const ExpressItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  publishTime: Type.Integer(),
});
export type ExpressItem = Static<typeof ExpressItem>;
export const ExpressPageResponse = okList(ExpressItem);
