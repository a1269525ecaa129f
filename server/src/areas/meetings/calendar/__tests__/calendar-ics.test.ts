import type { CalendarAgenda, CalendarMeeting } from '../calendar.repository';
import {
  agendaUid,
  attachmentHeader,
  meetingCalendar,
  meetingUid,
  starredFeedCalendar,
} from '../calendar-ics';

/** The iCalendar documents alone: what a stored name could do to them. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
const lines = (text: string) => unfold(text).split('\r\n');
const START = Date.UTC(2026, 10, 20, 1, 30);

const meeting: CalendarMeeting = {
  id: 7,
  name: '神经外科年会\r\nX-INJECTED:1; 第二届, "特别"',
  startTime: START,
  endTime: START + 8 * 3_600_000,
  province: '北京市',
  city: '北京市',
};
const agenda: CalendarAgenda = {
  id: 70,
  meetingId: 7,
  meetingName: meeting.name,
  theme: '议程\r\nEND:VEVENT',
  startTime: START,
  endTime: null,
  venue: '主会场; A厅',
  city: '北京市',
  speakers: ['张三（天坛医院）'],
};

it('a name cannot add a line to the document, the calendar name included', () => {
  const ics = meetingCalendar(meeting, [agenda], { origin: 'https://portal.example', now: START });
  const all = lines(ics);
  expect(all.filter((l) => l.startsWith('X-INJECTED'))).toEqual([]);
  expect(all.filter((l) => l === 'END:VEVENT')).toHaveLength(2);
  expect(all).toContain('X-WR-CALNAME:脑医汇 · 神经外科年会 X-INJECTED:1\\; 第二届\\, "特别"');
  expect(all).toContain('SUMMARY:议程\\nEND:VEVENT');
  expect(all).toContain('LOCATION:主会场\\; A厅 · 北京市');
  // the meeting's place once, though province and city are the same
  expect(all).toContain('LOCATION:北京市');
  expect(all).toContain(`UID:${meetingUid(7)}`);
  expect(all).toContain(`UID:${agendaUid(70)}`);
  // an item without an end lasts half an hour
  expect(all).toContain('DTSTART:20261120T013000Z');
  expect(all).toContain('DTEND:20261120T020000Z');
  expect(all).toContain('URL;VALUE=URI:https://portal.example/meeting/detail?id=7&agendaId=70');
});

it('a feed refreshes hourly and has no name of anyone but speakers', () => {
  const ics = starredFeedCalendar([agenda], { origin: 'https://portal.example', now: START });
  const all = lines(ics);
  expect(all).toContain('X-PUBLISHED-TTL:PT1H');
  expect(all).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
  expect(all).toContain('X-WR-CALNAME:脑医汇 · 我收藏的议程');
});

it('Content-Disposition: a safe ASCII fallback and the real name as UTF-8', () => {
  expect(attachmentHeader('年会 2026: "A/B" (终)*', 'meeting-7')).toBe(
    // 年会 2026 A B (终).ics: the path and quote characters gone, ( ) percent-encoded too
    'attachment; filename="meeting-7.ics"; filename*=UTF-8\'\'%E5%B9%B4%E4%BC%9A%202026%20A%20B%20%28%E7%BB%88%29.ics',
  );
  expect(attachmentHeader('a\r\nSet-Cookie: x=1', 'meeting-7')).not.toMatch(/[\r\n]/);
  expect(attachmentHeader('///', 'meeting-7')).toBe(
    `attachment; filename="meeting-7.ics"; filename*=UTF-8''meeting-7.ics`,
  );
  // a character outside the BMP is never cut in half
  expect(() => decodeURIComponent(attachmentHeader('😀'.repeat(100), 'm').split("''")[1]!)).not.toThrow();
});
