import { CALENDAR_LIMITS as L, meetingDetailUrl } from '@portal/api/rules/meeting-calendar';
import ical, { escape as escapeText, type ICalEventData } from 'ical-generator';
import type { CalendarAgenda, CalendarMeeting } from './calendar.repository';

/**
 * The iCalendar documents of calendar export, made by ical-generator (never by hand): times in
 * UTC (`…Z`, no time zone), UIDs that stay the same from one export to the next, so a calendar
 * that imports or refreshes again updates its events instead of adding them twice.
 */

const PRODID = { company: 'naoyihui', product: 'meeting-calendar', language: 'ZH' } as const;
const SITE_NAME = '脑医汇';

export const meetingUid = (meetingId: number) => `meeting-${meetingId}@naoyihui`;
export const agendaUid = (agendaId: number) => `agenda-${agendaId}@naoyihui`;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const CONTROL = /[\u0000-\u001f\u007f]+/g;
/** one line of plain text: control characters (line breaks included) become a space */
const oneLine = (text: string) => text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();

/**
 * X-WR-CALNAME is written as given (ical-generator escapes event text, not the calendar's name):
 * one line, escaped as TEXT here, so a meeting's name cannot add a line to the document.
 */
const calendarName = (name: string) => escapeText(oneLine(name), false);

/** the absolute address of a page of ours, on the origin the request came to */
const pageUrl = (origin: string, path: string) => `${origin}${path}`;

function agendaEvent(a: CalendarAgenda, origin: string, stamp: number, withMeeting: boolean): ICalEventData {
  const url = pageUrl(origin, meetingDetailUrl(a.meetingId, a.id));
  const description = [
    withMeeting ? `会议：${a.meetingName}` : null,
    a.venue ? `会场：${a.venue}` : null,
    a.speakers.length > 0 ? `讲者：${a.speakers.join('、')}` : null,
    `详情：${url}`,
  ].filter((line): line is string => line !== null);
  const location = [a.venue, a.city].map((s) => (s ?? '').trim()).filter(Boolean);
  return {
    id: agendaUid(a.id),
    stamp: new Date(stamp),
    start: new Date(a.startTime),
    end: new Date(
      a.endTime !== null && a.endTime > a.startTime ? a.endTime : a.startTime + L.defaultAgendaMs,
    ),
    summary: a.theme,
    description: description.join('\n'),
    ...(location.length > 0 ? { location: location.join(' · ') } : {}),
    url,
  };
}

/** a meeting's programme: the meeting over its whole span, then each agenda item */
export function meetingCalendar(
  meeting: CalendarMeeting,
  agendas: CalendarAgenda[],
  options: { origin: string; now: number },
): string {
  const url = pageUrl(options.origin, meetingDetailUrl(meeting.id));
  const place = [...new Set([meeting.province, meeting.city].map((s) => s.trim()).filter(Boolean))];
  const calendar = ical({ prodId: PRODID, name: calendarName(`${SITE_NAME} · ${meeting.name}`) });
  calendar.createEvent({
    id: meetingUid(meeting.id),
    stamp: new Date(options.now),
    start: new Date(meeting.startTime),
    end: new Date(
      meeting.endTime > meeting.startTime ? meeting.endTime : meeting.startTime + L.defaultAgendaMs,
    ),
    summary: meeting.name,
    description: `详情：${url}`,
    ...(place.length > 0 ? { location: place.join(' ') } : {}),
    url,
  });
  for (const a of agendas) calendar.createEvent(agendaEvent(a, options.origin, options.now, false));
  return calendar.toString();
}

/**
 * A user's feed: the agenda items they starred, each under the UID of its meeting's .ics. It
 * names no one: whoever holds the address sees the items, not whose they are.
 */
export function starredFeedCalendar(
  agendas: CalendarAgenda[],
  options: { origin: string; now: number },
): string {
  const calendar = ical({
    prodId: PRODID,
    name: calendarName(`${SITE_NAME} · 我收藏的议程`),
    ttl: L.feedTtlSeconds,
  });
  for (const a of agendas) calendar.createEvent(agendaEvent(a, options.origin, options.now, true));
  return calendar.toString();
}

// RFC 5987 attr-char: anything else in a filename* is percent-encoded
const encodeAttr = (value: string) =>
  encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition` of a download named `{name}.ics`: an ASCII `filename` for old clients
 * (`fallback`), the real name as UTF-8 in `filename*`. Characters a file system or a header
 * would trip on are dropped from the name first.
 */
export function attachmentHeader(name: string, fallback: string): string {
  const cleaned = oneLine(name)
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // by code point, so a character outside the BMP is never cut in half
  const safe = Array.from(cleaned).slice(0, 80).join('').trim();
  const ascii = fallback.replace(/[^A-Za-z0-9._-]/g, '_');
  return `attachment; filename="${ascii}.ics"; filename*=UTF-8''${encodeAttr(`${safe || fallback}.ics`)}`;
}
