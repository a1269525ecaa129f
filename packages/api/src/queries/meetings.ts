import { call } from '@portal/api/call';
import { barrageEndpoints } from '@portal/api/endpoints/barrage';
import { meetingCalendarEndpoints } from '@portal/api/endpoints/meeting-calendar';
import { meetingCommentEndpoints } from '@portal/api/endpoints/meeting-comments';
import { meetingParticipationEndpoints as participation } from '@portal/api/endpoints/meeting-participation';
import { meetingPlaybackEndpoints } from '@portal/api/endpoints/meeting-playback';
import { meetingEndpoints as e } from '@portal/api/endpoints/meetings';
import { firstQuery, queryFromFirst } from '@portal/api/first-data';
import { MEETING_LIMITS } from '@portal/api/rules/meetings';
import { infiniteQueryOptions, queryOptions } from '@portal/query';
import type { MeetingPageQuery } from '../contract/meetings';

/**
 * Query options of the meetings area, beside its calls. Keys are `['meetings', resource, params]`,
 * so a purchase or a vote can refresh a whole resource by its prefix. Each call gets the query's
 * `signal`: a new filter or page aborts the request in flight.
 */
export const meetingKeys = {
  all: ['meetings'] as const,
  resource: (resource: string) => ['meetings', resource] as const,
  of: <P extends object>(resource: string, params: P) => ['meetings', resource, params] as const,
};

/** lists of the home change as meetings start and end: a minute is fresh enough */
const HOME_FRESH_MS = 60_000;

export const specialitiesQuery = () =>
  queryOptions({
    queryKey: meetingKeys.resource('specialities'),
    queryFn: ({ signal }) => call(e.specialities, undefined, { signal }),
    staleTime: 10 * 60_000,
  });

/** today's meetings, live first: the home page's widget, also in the home page's first data */
export const todayMeetingsFirst = () => firstQuery(meetingKeys.resource('today'), e.today, undefined);
export const todayMeetingsQuery = () =>
  queryOptions({ ...queryFromFirst(todayMeetingsFirst()), staleTime: HOME_FRESH_MS });

type ListKind = 'recent' | 'history';

/** recent or past meetings, page by page (the "more" button appends) */
export const meetingPagesQuery = (kind: ListKind, specialityId: number | undefined) =>
  infiniteQueryOptions({
    queryKey: meetingKeys.of(kind, { specialityId: specialityId ?? null }),
    queryFn: ({ pageParam, signal }) => {
      const query: MeetingPageQuery = {
        pageNo: pageParam,
        pageSize: MEETING_LIMITS.pageSize,
        ...(specialityId ? { specialityId } : {}),
      };
      return call(kind === 'recent' ? e.recent : e.history, query, { signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page.pageNo < last.page.totalPage ? last.page.pageNo + 1 : undefined),
    staleTime: HOME_FRESH_MS,
  });

export const seriesPageQuery = () =>
  queryOptions({
    queryKey: meetingKeys.resource('series'),
    queryFn: ({ signal }) => call(e.series, { pageNo: 1, pageSize: 6 }, { signal }),
  });

export const hotSpeakersQuery = () =>
  queryOptions({
    queryKey: meetingKeys.resource('hot-speakers'),
    queryFn: ({ signal }) => call(e.hotSpeakers, { limit: MEETING_LIMITS.hotSpeakers }, { signal }),
    staleTime: 10 * 60_000,
  });

export const allSpeakersQuery = (pageNo: number) =>
  queryOptions({
    queryKey: meetingKeys.of('all-speakers', { pageNo }),
    queryFn: ({ signal }) =>
      call(e.allSpeakers, { pageNo, pageSize: MEETING_LIMITS.speakersPageSize }, { signal }),
  });

export const calendarMonthQuery = (month: string, specialityId: number | undefined) =>
  queryOptions({
    queryKey: meetingKeys.of('calendar', { month, specialityId: specialityId ?? null }),
    queryFn: ({ signal }) =>
      call(e.calendarMonth, { month, ...(specialityId ? { specialityId } : {}) }, { signal }),
    staleTime: HOME_FRESH_MS,
  });

export const meetingsByDateQuery = (date: string, specialityId: number | undefined) =>
  queryOptions({
    queryKey: meetingKeys.of('by-date', { date, specialityId: specialityId ?? null }),
    queryFn: ({ signal }) => call(e.byDate, { date, ...(specialityId ? { specialityId } : {}) }, { signal }),
    staleTime: HOME_FRESH_MS,
  });

export const meetingBrandsQuery = () =>
  queryOptions({
    queryKey: meetingKeys.resource('brands'),
    queryFn: ({ signal }) => call(e.brands, undefined, { signal }),
    staleTime: 10 * 60_000,
  });

export const meetingTagsQuery = () =>
  queryOptions({
    queryKey: meetingKeys.resource('tags'),
    queryFn: ({ signal }) => call(e.tags, undefined, { signal }),
    staleTime: 10 * 60_000,
  });

export const tagMeetingsQuery = (tagId: number) =>
  queryOptions({
    queryKey: meetingKeys.of('by-tag', { tagId }),
    queryFn: ({ signal }) =>
      call(e.byTag, { tagId, pageNo: 1, pageSize: MEETING_LIMITS.pageSize }, { signal }),
  });

export const meetingAdsQuery = (meetingId?: number) =>
  queryOptions({
    queryKey: meetingKeys.of('ads', { meetingId: meetingId ?? null }),
    queryFn: ({ signal }) => call(e.ads, meetingId ? { meetingId } : {}, { signal }),
    staleTime: 10 * 60_000,
  });

// the meeting page's own item is also its first data (`@portal/api/pages/meetings`): one pairing of
// key and call, which the server answers into the page and the screen reads
export const meetingDetailFirst = (id: number) =>
  firstQuery(meetingKeys.of('detail', { id }), e.detail, { id });
export const meetingDetailQuery = (id: number) => queryFromFirst(meetingDetailFirst(id));

export const meetingCollectCountQuery = (id: number) =>
  queryOptions({
    queryKey: meetingKeys.of('collect-count', { id }),
    queryFn: ({ signal }) => call(e.collectCount, { id }, { signal }),
  });

export const meetingFieldsQuery = (meetingId: number, date: string | undefined) =>
  queryOptions({
    queryKey: meetingKeys.of('fields', { meetingId, date: date ?? null }),
    queryFn: ({ signal }) => call(e.fields, { meetingId, ...(date ? { date } : {}) }, { signal }),
  });

export const agendaQuery = (meetingId: number, date: string | undefined, fieldsId: number | undefined) =>
  queryOptions({
    queryKey: meetingKeys.of('agenda', { meetingId, date: date ?? null, fieldsId: fieldsId ?? null }),
    queryFn: ({ signal }) =>
      call(e.agenda, { meetingId, ...(date ? { date } : {}), ...(fieldsId ? { fieldsId } : {}) }, { signal }),
  });

export const agendaSummaryQuery = (agendaId: number) =>
  queryOptions({
    queryKey: meetingKeys.of('agenda-summary', { agendaId }),
    queryFn: ({ signal }) => call(e.agendaSummary, { agendaId }, { signal }),
    // a missing summary (404) closes the popover: asking again would not bring one
    retry: false,
  });

export const meetingSpeakersQuery = (meetingId: number) =>
  queryOptions({
    queryKey: meetingKeys.of('speakers', { meetingId }),
    queryFn: ({ signal }) => call(e.speakers, { meetingId }, { signal }),
  });

export const previousReviewsQuery = (seriesId: number, meetingId: number) =>
  queryOptions({
    queryKey: meetingKeys.of('previous-reviews', { seriesId, meetingId }),
    queryFn: ({ signal }) =>
      call(
        e.previousReviews,
        { seriesId, meetingId, pageNo: 1, pageSize: MEETING_LIMITS.previousReviews },
        { signal },
      ),
  });

export const interviewsQuery = (seriesId: number) =>
  queryOptions({
    queryKey: meetingKeys.of('interviews', { seriesId }),
    queryFn: ({ signal }) =>
      call(e.interviews, { seriesId, pageNo: 1, pageSize: MEETING_LIMITS.interviewsPageSize }, { signal }),
  });

export const fieldCasesQuery = (fieldsId: number) =>
  queryOptions({
    queryKey: meetingKeys.of('field-cases', { fieldsId }),
    queryFn: ({ signal }) => call(e.fieldCases, { fieldsId }, { signal }),
  });

export const expressQuery = (meetingId: number) =>
  queryOptions({
    queryKey: meetingKeys.of('express', { meetingId }),
    queryFn: ({ signal }) =>
      call(e.express, { meetingId, pageNo: 1, pageSize: MEETING_LIMITS.expressPageSize }, { signal }),
  });

/** each venue's stream and whether this viewer may watch: a purchase or sign-in changes it */
export const playInfoQuery = (meetingId: number) =>
  queryOptions({
    queryKey: meetingKeys.of('play-info', { meetingId }),
    queryFn: ({ signal }) => call(meetingPlaybackEndpoints.playInfo, { meetingId }, { signal }),
    // a venue goes live or ends as time passes
    staleTime: 30_000,
  });

export const barragePresetsQuery = (meetingId: number) =>
  queryOptions({
    queryKey: meetingKeys.of('barrage-presets', { meetingId }),
    queryFn: ({ signal }) => call(barrageEndpoints.presets, { meetingId }, { signal }),
    staleTime: 10 * 60_000,
  });

export const barrageHeatQuery = (meetingId: number, fieldId: number) =>
  queryOptions({
    queryKey: meetingKeys.of('barrage-heat', { meetingId, fieldId }),
    queryFn: ({ signal }) => call(barrageEndpoints.heat, { meetingId, fieldId }, { signal }),
  });

// ---- taking part (votes, questionnaire, check-in) and the calendar feed ----
// These answers are the session user's (voted, submitted, checked in): the session resets the
// cache when the user changes hands, so the keys need no user id.

export const voteThemesQuery = (meetingId: number) =>
  queryOptions({
    queryKey: meetingKeys.of('vote-themes', { meetingId }),
    queryFn: ({ signal }) => call(participation.voteThemes, { meetingId }, { signal }),
  });

/** a theme's phases with the reader's ballot; a vote refreshes it (counts show after voting) */
export const votePhasesQuery = (themeId: number) =>
  queryOptions({
    queryKey: meetingKeys.of('vote-phases', { themeId }),
    queryFn: ({ signal }) => call(participation.votePhases, { themeId }, { signal }),
    // phases open and close as time passes
    staleTime: 30_000,
  });

export const questionnaireQuery = (meetingId: number) =>
  queryOptions({
    queryKey: meetingKeys.of('questionnaire', { meetingId }),
    queryFn: ({ signal }) => call(participation.questionItems, { meetingId }, { signal }),
  });

export const checkinInfoQuery = (meetingId: number) =>
  queryOptions({
    queryKey: meetingKeys.of('checkin', { meetingId }),
    queryFn: ({ signal }) => call(participation.checkinInfo, { meetingId }, { signal }),
  });

/** what a check-in code proves (the page its QR opens); a 404 is an answer, not worth a retry */
export const checkinVerificationQuery = (code: string) =>
  queryOptions({
    queryKey: meetingKeys.of('checkin-verification', { code }),
    queryFn: ({ signal }) => call(participation.verifyCheckin, { code }, { signal }),
    retry: false,
  });

/**
 * The reader's starred agenda items of a meeting (what their calendar feed carries). Keyed by who
 * reads (`viewerId`, not sent: the server knows from the session), so signing in or out reads anew.
 */
export const starredAgendasQuery = (meetingId: number, viewerId: number | null) =>
  queryOptions({
    queryKey: meetingKeys.of('starred-agendas', { meetingId, viewerId }),
    queryFn: ({ signal }) => call(meetingCalendarEndpoints.starredAgendas, { meetingId }, { signal }),
  });

/** the signed-in user's calendar feed address (secret); a reset replaces it */
export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: meetingKeys.resource('calendar-feed'),
    queryFn: ({ signal }) => call(meetingCalendarEndpoints.feed, undefined, { signal }),
    staleTime: 10 * 60_000,
  });

/** where a meeting's comment pages (and their replies) are cached: the comment system's adapter key */
export const meetingCommentsKey = (meetingId: number) => meetingKeys.of('comments', { meetingId });

/** the meeting's pinned comments, in pin order (apart from the comment pages' key) */
export const meetingStickCommentsQuery = (meetingId: number) =>
  queryOptions({
    queryKey: meetingKeys.of('stick-comments', { meetingId }),
    queryFn: ({ signal }) => call(meetingCommentEndpoints.stickComments, { meetingId }, { signal }),
    staleTime: HOME_FRESH_MS,
  });

/**
 * Counts this reading of a meeting page once and answers the new total. Fresh for as long as the
 * page is open and dropped when it closes (gcTime 0), so opening the page again counts again.
 */
export const meetingPvQuery = (id: number) =>
  queryOptions({
    queryKey: meetingKeys.of('pv', { id }),
    queryFn: ({ signal }) => call(e.pv, { id }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

/** a live room's gift ranking: a gift arriving over the live socket invalidates it */
export const giftRankingKey = (meetingId: number) => meetingKeys.of('gift-ranking', { meetingId });
