import { Id, okResult } from '@portal/api/contract/envelope';
import { type Static, Type } from 'typebox';

/**
 * Calendar export (issue "Calendar export"): starring agenda items for one's calendar and the
 * address of one's calendar feed. The .ics documents themselves are not JSON and have no entry;
 * their paths are `rules/meeting-calendar`'s.
 */

export const StarAgendaBody = Type.Object({ agendaId: Id({ description: '议程 id（须属于可查看的会议）' }) });
export type StarAgendaBody = Static<typeof StarAgendaBody>;
/** the star after the toggle */
export const StarAgendaResult = Type.Object({ starred: Type.Boolean() });
export type StarAgendaResult = Static<typeof StarAgendaResult>;
export const StarAgendaResponse = okResult(StarAgendaResult);

export const StarredAgendasQuery = Type.Object({ meetingId: Id() });
export type StarredAgendasQuery = Static<typeof StarredAgendasQuery>;
/** the session user's starred agenda items of the meeting (a visitor: none) */
export const StarredAgendas = Type.Object({ agendaIds: Type.Array(Type.Integer()) });
export type StarredAgendas = Static<typeof StarredAgendas>;
export const StarredAgendasResponse = okResult(StarredAgendas);

/** the session user's feed: the same secret address, for https and for webcal: */
export const CalendarFeed = Type.Object({
  url: Type.String({ description: 'https 订阅地址（含私密令牌）' }),
  webcalUrl: Type.String({ description: 'webcal: 订阅地址' }),
});
export type CalendarFeed = Static<typeof CalendarFeed>;
export const CalendarFeedResponse = okResult(CalendarFeed);
