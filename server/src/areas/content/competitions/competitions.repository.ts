import type {
  CompetitionCard,
  CompetitionDetail,
  CompetitionEntryCard,
  MyCompetitionEntry,
} from '@portal/api/contract/competitions';
import {
  COMPETITION_ENTRY_REVIEW_TYPE,
  COMPETITION_STATUS,
  competitionEntryPlaylist,
} from '@portal/api/rules/competitions';
import { sql } from 'kysely';
import type { PortalDb } from '../../../db/database';
import type { CompetitionsTable } from './schema';

type CompetitionRow = Pick<
  CompetitionsTable,
  | 'name'
  | 'code'
  | 'status'
  | 'competition_url'
  | 'cover_image'
  | 'description'
  | 'views'
  | 'add_time'
  | 'entry_opens_at'
  | 'entry_closes_at'
> & { id: number; rules: string };

/** status 2 (报名中) and, when the competition sets one, inside its entry window */
export function acceptsEntries(
  c: Pick<CompetitionRow, 'status' | 'entry_opens_at' | 'entry_closes_at'>,
  now: number,
): boolean {
  if (c.status !== COMPETITION_STATUS.open) return false;
  if (c.entry_opens_at !== null && now < Number(c.entry_opens_at)) return false;
  if (c.entry_closes_at !== null && now >= Number(c.entry_closes_at)) return false;
  return true;
}

const columns = [
  'id',
  'name',
  'code',
  'status',
  'competition_url',
  'cover_image',
  'description',
  'views',
  'add_time',
  'rules',
  'entry_opens_at',
  'entry_closes_at',
] as const;

/** Competitions and their entries, as the competition pages read them. */
export function createCompetitionRepository(db: PortalDb) {
  async function approvedCounts(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('competition_entries')
      .select(['competition_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('competition_id', 'in', ids)
      .where('state', '=', 'approved')
      .groupBy('competition_id')
      .execute();
    return new Map(rows.map((r) => [r.competition_id, Number(r.n)]));
  }

  const card = (r: CompetitionRow, entryTotal: number): CompetitionCard => ({
    id: r.id,
    name: r.name,
    code: r.code,
    status: r.status,
    competitionUrl: r.competition_url,
    coverImage: r.cover_image,
    description: r.description,
    views: r.views,
    addTime: Number(r.add_time),
    entryTotal,
  });

  return {
    acceptsEntries,

    async find(id: number): Promise<CompetitionRow | undefined> {
      return db.selectFrom('competitions').select(columns).where('id', '=', id).executeTakeFirst();
    },

    async list(status: 0 | 1 | 2 | 3 | undefined, pageNo: number, pageSize: number) {
      let query = db.selectFrom('competitions');
      if (status !== undefined) query = query.where('status', '=', status);
      const total = await query
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .select(columns)
        .orderBy('add_time', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      const counts = await approvedCounts(rows.map((r) => r.id));
      return { list: rows.map((r) => card(r, counts.get(r.id) ?? 0)), total: Number(total.n) };
    },

    async detail(row: CompetitionRow, now: number): Promise<CompetitionDetail> {
      const counts = await approvedCounts([row.id]);
      return {
        ...card(row, counts.get(row.id) ?? 0),
        rules: row.rules,
        entryOpensAt: row.entry_opens_at === null ? null : Number(row.entry_opens_at),
        entryClosesAt: row.entry_closes_at === null ? null : Number(row.entry_closes_at),
        acceptingEntries: acceptsEntries(row, now),
      };
    },

    async countView(id: number) {
      await db
        .updateTable('competitions')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /** approved entries: awarded ones by rank first, then the newest */
    async entries(competitionId: number, pageNo: number, pageSize: number) {
      const base = db
        .selectFrom('competition_entries as e')
        .where('e.competition_id', '=', competitionId)
        .where('e.state', '=', 'approved')
        .where('e.short_video_id', 'is not', null);
      const total = await base
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .innerJoin('users as u', 'u.id', 'e.user_id')
        .innerJoin('short_videos as v', 'v.id', 'e.short_video_id')
        .select([
          'e.id',
          'e.title',
          'e.description',
          'e.duration',
          'e.short_video_id',
          'e.award',
          'e.award_rank',
          'e.created_at',
          'v.cover',
          'u.id as user_id',
          'u.real_name',
          'u.avatar',
        ])
        .orderBy(sql`case when e.award_rank is null then 1 else 0 end`)
        .orderBy('e.award_rank')
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      const list: CompetitionEntryCard[] = rows.map((r) => ({
        id: r.id,
        title: r.title,
        description: r.description,
        cover: r.cover,
        duration: r.duration,
        shortVideoId: r.short_video_id ?? 0,
        author: { id: r.user_id, realName: r.real_name, avatarAddress: r.avatar },
        award: r.award,
        awardRank: r.award_rank,
        createdAt: Number(r.created_at),
      }));
      return { list, total: Number(total.n) };
    },

    /** the user's entry to a competition, with its job's progress and the review's reason */
    async mine(competitionId: number, userId: number): Promise<MyCompetitionEntry | null> {
      const entry = await db
        .selectFrom('competition_entries')
        .selectAll()
        .where('competition_id', '=', competitionId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return entry ? this.asOwnerSees(entry) : null;
    },

    async asOwnerSees(entry: {
      id: number;
      competition_id: number;
      title: string;
      description: string;
      state: MyCompetitionEntry['state'];
      short_video_id: number | null;
      created_at: number;
    }): Promise<MyCompetitionEntry> {
      const job = await db
        .selectFrom('transcode_jobs')
        .select(['progress', 'state', 'error'])
        .where('entry_id', '=', entry.id)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      let reason = '';
      if (entry.state === 'rejected') {
        const review = await db
          .selectFrom('review_queue')
          .select('reason')
          .where('content_type', '=', COMPETITION_ENTRY_REVIEW_TYPE)
          .where('content_id', '=', entry.id)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        reason = review?.reason ?? '';
      }
      const transcoded = entry.state !== 'transcoding' && entry.state !== 'failed';
      return {
        id: entry.id,
        competitionId: entry.competition_id,
        title: entry.title,
        description: entry.description,
        state: entry.state,
        progress: transcoded ? 100 : Math.max(0, Math.min(100, job?.progress ?? 0)),
        reason,
        previewUrl: transcoded ? competitionEntryPlaylist(entry.id) : '',
        shortVideoId: entry.short_video_id,
        createdAt: Number(entry.created_at),
      };
    },

    /** whether an entry's HLS output is in place */
    async transcoded(entryId: number): Promise<boolean> {
      const entry = await db
        .selectFrom('competition_entries')
        .select('state')
        .where('id', '=', entryId)
        .executeTakeFirst();
      return !!entry && entry.state !== 'transcoding' && entry.state !== 'failed';
    },

    /** who may read an entry's HLS files: anyone once approved, its uploader while it is theirs */
    async playable(entryId: number, viewerId: number | null): Promise<'public' | 'private' | 'denied'> {
      const entry = await db
        .selectFrom('competition_entries')
        .select(['user_id', 'state'])
        .where('id', '=', entryId)
        .executeTakeFirst();
      if (!entry) return 'denied';
      if (entry.state === 'approved') return 'public';
      if (
        viewerId !== null &&
        viewerId === entry.user_id &&
        entry.state !== 'transcoding' &&
        entry.state !== 'failed'
      )
        return 'private';
      return 'denied';
    },
  };
}

export type CompetitionRepository = ReturnType<typeof createCompetitionRepository>;
