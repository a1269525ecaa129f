import { jumpUrl } from '@portal/api/jump-rules';
import { SEARCH_TABS } from '@portal/api/rules/search';
import { type Feeder, idsAfter, type SearchObjects, sourceLines, toDocument } from '../../search/feeder';
import { MEETING_COLUMNS, meetingCard, visibleMeeting } from './meeting-cards';

/**
 * Meetings (tab 3): published ones and announced ones (coming soon). Agendas join the body and
 * `searchMeetingAgendas` once the meetings area has them.
 */
export const meetingFeeder: Feeder<'meeting'> = {
  type: 'meeting',
  popularity: { table: 'meetings', column: 'views' },

  ids: idsAfter('meetings', visibleMeeting),

  async documents(db, ids, analyzer) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('meetings')
      .leftJoin('subspecialties', 'subspecialties.id', 'meetings.subspecialty_id')
      .select([
        'meetings.id',
        'meetings.meeting_name',
        'meetings.province',
        'meetings.city',
        'meetings.views',
        'meetings.publish_time',
        'meetings.subspecialty_id',
        'subspecialties.name as subspecialty_name',
      ])
      .where('meetings.id', 'in', ids)
      .where(visibleMeeting)
      .execute();
    return rows.map((r) =>
      toDocument(analyzer, {
        type: 'meeting',
        refId: r.id,
        tabs: [SEARCH_TABS.meetings],
        title: r.meeting_name,
        body: `${r.province} ${r.city} ${r.subspecialty_name ?? ''}`,
        publishTime: Number(r.publish_time),
        views: r.views,
        subspecialtyIds: r.subspecialty_id ? [r.subspecialty_id] : [],
      }),
    );
  },

  async objects(db, ids) {
    const out: SearchObjects<'meeting'> = new Map();
    if (ids.length === 0) return out;
    const rows = await db
      .selectFrom('meetings')
      .select(MEETING_COLUMNS)
      .where('meetings.id', 'in', ids)
      .execute();
    for (const r of rows) {
      out.set(r.id, { type: 'meeting', meeting: { ...meetingCard(r), searchMeetingAgendas: [] } });
    }
    return out;
  },

  /** a meeting's text is its agenda's summaries */
  async sourceTexts(db, ids) {
    if (ids.length === 0) return [];
    const [meetings, agendas] = await Promise.all([
      db
        .selectFrom('meetings')
        .select(['meetings.id', 'meetings.meeting_name'])
        .where('meetings.id', 'in', ids)
        .where(visibleMeeting)
        .execute(),
      db
        .selectFrom('meeting_agendas')
        .select(['meeting_id', 'theme', 'summary'])
        .where('meeting_id', 'in', ids)
        .orderBy('sort')
        .execute(),
    ]);
    return meetings.map((m) => ({
      type: 'meeting',
      id: m.id,
      title: m.meeting_name,
      url: jumpUrl({ type: 'meeting', id: m.id }) ?? '',
      text: sourceLines(...agendas.filter((a) => a.meeting_id === m.id).map((a) => a.summary)),
    }));
  },
};
