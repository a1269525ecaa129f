import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const meetings = contract(() => import(/* webpackMode: "weak" */ '../contract/meetings'));

/**
 * The meetings area (spec 7, /wapi/meeting/...). The paths are the spec's; the few the spec
 * leaves out (the tag list) are ours, beside them.
 */
export const meetingEndpoints = {
  specialities: meetings.get('/wapi/meeting/getSpecialities', (c) => ({ response: c.SpecialitiesResponse })),
  today: meetings.get('/wapi/meeting/getTodayMeetings', (c) => ({ response: c.MeetingListResponse })),
  recent: meetings.get('/wapi/meeting/v2/getRecentMeetingsPage', (c) => ({
    query: c.MeetingPageQuery,
    response: c.MeetingListResponse,
  })),
  history: meetings.get('/wapi/meeting/getHistoryMeetings', (c) => ({
    query: c.MeetingPageQuery,
    response: c.MeetingListResponse,
  })),
  series: meetings.get('/wapi/meeting/getSeriesMeetingPage', (c) => ({
    query: c.SpeakersPageQuery,
    response: c.SeriesPageResponse,
  })),
  allSpeakers: meetings.get('/wapi/meeting/getAllAuthorList', (c) => ({
    query: c.SpeakersPageQuery,
    response: c.SpeakerListResponse,
  })),
  hotSpeakers: meetings.get('/wapi/meeting/getHotAuthorList', (c) => ({
    query: c.HotSpeakersQuery,
    response: c.SpeakerListResponse,
  })),
  calendarMonth: meetings.get('/wapi/meeting/v2/getCalendarDate', (c) => ({
    query: c.CalendarMonthQuery,
    response: c.CalendarMonthResponse,
  })),
  byDate: meetings.get('/wapi/meeting/v2/getMeetingListByDate', (c) => ({
    query: c.MeetingsByDateQuery,
    response: c.MeetingListResponse,
  })),
  brands: meetings.get('/wapi/meeting/getBrandList', (c) => ({ response: c.BrandListResponse })),
  tags: meetings.get('/wapi/meeting/getMtgTagList', (c) => ({ response: c.TagListResponse })),
  byTag: meetings.get('/wapi/meeting/getMtgTagMeetingPage', (c) => ({
    query: c.TagMeetingPageQuery,
    response: c.MeetingListResponse,
  })),
  ads: meetings.get('/wapi/meeting/getMeetingAdList', (c) => ({
    query: c.MeetingAdQuery,
    response: c.MeetingAdListResponse,
  })),
  detail: meetings.get('/wapi/meeting/getMeetingDetail', (c) => ({
    query: c.MeetingIdQuery,
    response: c.MeetingDetailResponse,
  })),
  pv: meetings.get('/wapi/meeting/getMeetingPv', (c) => ({
    query: c.MeetingIdQuery,
    response: c.MeetingPvResponse,
  })),
  collectCount: meetings.get('/wapi/meeting/getMeetingCollectCount', (c) => ({
    query: c.MeetingIdQuery,
    response: c.CollectCountResponse,
  })),
  fields: meetings.get('/wapi/meeting/getFieldsListByDateAndGroup', (c) => ({
    query: c.FieldsQuery,
    response: c.FieldGroupsResponse,
  })),
  agenda: meetings.get('/wapi/meeting/getAgendaListByQDate', (c) => ({
    query: c.AgendaQuery,
    response: c.AgendaListResponse,
  })),
  speakers: meetings.get('/wapi/meeting/getMeetingAuthors', (c) => ({
    query: c.MeetingRefQuery,
    response: c.SpeakerListResponse,
  })),
  previousReviews: meetings.get('/wapi/meeting/getPreviousReviewBySeriesId', (c) => ({
    query: c.SeriesQuery,
    response: c.MeetingListResponse,
  })),
  interviews: meetings.get('/wapi/meeting/getMeetingInterviewPageBySeriesId', (c) => ({
    query: c.SeriesQuery,
    response: c.InterviewPageResponse,
  })),
  fieldCases: meetings.get('/wapi/meeting/getFieldsCaseList', (c) => ({
    query: c.FieldCasesQuery,
    response: c.FieldCasesResponse,
  })),
  express: meetings.get('/wapi/meeting/getOcinExpressInfos', (c) => ({
    query: c.ExpressQuery,
    response: c.ExpressPageResponse,
  })),
  /** spec 7 lists it with the payment calls (/wapi/v1/meeting/...) */
  agendaSummary: meetings.get('/wapi/v1/meeting/getMeetingAgendaSummary.do', (c) => ({
    query: c.AgendaSummaryQuery,
    response: c.AgendaSummaryResponse,
  })),
};
