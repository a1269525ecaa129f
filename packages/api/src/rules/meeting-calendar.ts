/**
 * Calendar export of meetings (issue "Calendar export"), declared once for the server and the
 * meeting pages. Schema-free, so screens import it without TypeBox.
 *
 * Two iCalendar documents are served beside the JSON calls (outside the endpoint table, they are
 * not JSON): a meeting's whole programme as a download, and a user's starred agenda items as a
 * feed a calendar app subscribes to. Calendar apps send no cookie, so the feed's address carries
 * a random secret of its own; resetting it makes the old address answer 404.
 */

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** where a meeting's .ics lives (the route reads `{meetingId}.ics` from the last segment) */
export const MEETING_ICS_PREFIX = '/wapi/meeting/calendar/';
/** where the feeds live: `{prefix}{token}.ics` */
export const CALENDAR_FEED_PREFIX = '/wapi/meeting/calendar/feed/';

/** a meeting's programme (the meeting and each agenda item) as an .ics download */
export const meetingIcsPath = (meetingId: number) => `${MEETING_ICS_PREFIX}${meetingId}.ics`;

/** a user's feed of starred agenda items; `token` is the secret getCalendarFeed answers */
export const calendarFeedPath = (token: string) => `${CALENDAR_FEED_PREFIX}${token}.ics`;

/** the same address for calendar apps that subscribe on a `webcal:` link (Apple, Outlook) */
export const webcalUrl = (httpUrl: string) => httpUrl.replace(/^https?:/, 'webcal:');

/** a feed token: 24 random bytes, base64url (32 characters) */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** the meeting page, opened at an agenda item when one is named */
export const meetingDetailUrl = (meetingId: number, agendaId?: number) =>
  `/meeting/detail?id=${meetingId}${agendaId === undefined ? '' : `&agendaId=${agendaId}`}`;

export const CALENDAR_LIMITS = {
  /** seconds a calendar app waits before reading the feed again (X-PUBLISHED-TTL) */
  feedTtlSeconds: 3600,
  /** seconds a meeting's .ics may be cached: it is public */
  meetingIcsMaxAge: 300,
  /** an agenda item without an end lasts this long in a calendar (milliseconds) */
  defaultAgendaMs: 30 * 60_000,
} as const;

export const CALENDAR_MESSAGES = {
  agendaNotFound: '议程不存在',
  feedNotFound: '日历订阅不存在',
} as const;
