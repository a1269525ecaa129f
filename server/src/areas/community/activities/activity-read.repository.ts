import type { Activity } from '@portal/api/contract/community';
import { type ActivityPhase, activityPhase, COMMUNITY_READ_MESSAGES } from '@portal/api/rules/community';
import { sql } from 'kysely';
import type { PortalDb } from '../../../db/database';
import { notFound } from '../../../lib/app-error';

/**
 * The community's activity pages: one activity, and the shown activities of one phase. Only
 * 'published' activities exist for readers; the phase is worked out from the times at `now`.
 */
export function createActivityReadRepository(db: PortalDb) {
  const shown = () =>
    db
      .selectFrom('activities as a')
      .leftJoin('subspecialties as s', 's.id', 'a.subspecialty_id')
      .where('a.status', '=', 'published');
  const columns = [
    'a.id',
    'a.name',
    'a.cover',
    'a.share_image',
    'a.views',
    'a.contents',
    'a.subscribers',
    'a.start_time',
    'a.end_time',
    'a.subspecialty_id',
    's.name as subspecialty_name',
    'a.description',
  ] as const;

  async function subscribedOf(viewerId: number | null, ids: readonly number[]): Promise<Set<number>> {
    if (viewerId === null || ids.length === 0) return new Set();
    const rows = await db
      .selectFrom('activity_subscriptions')
      .select('activity_id')
      .where('user_id', '=', viewerId)
      .where('activity_id', 'in', [...ids])
      .execute();
    return new Set(rows.map((r) => r.activity_id));
  }

  const toActivity = (
    r: {
      id: number;
      name: string;
      cover: string;
      share_image: string;
      views: number;
      contents: number;
      subscribers: number;
      start_time: number;
      end_time: number;
      subspecialty_id: number | null;
      subspecialty_name: string | null;
      description: string;
    },
    subscribed: Set<number>,
    now: number,
  ): Activity => {
    const startTime = Number(r.start_time);
    const endTime = Number(r.end_time);
    return {
      id: r.id,
      name: r.name,
      cover: r.cover,
      shareImage: r.share_image,
      views: Number(r.views),
      contents: Number(r.contents),
      subscribers: Number(r.subscribers),
      startTime,
      endTime,
      phase: activityPhase({ startTime, endTime }, now),
      subspecialty:
        r.subspecialty_id !== null && r.subspecialty_name !== null
          ? { id: r.subspecialty_id, name: r.subspecialty_name }
          : null,
      subscribeStatus: subscribed.has(r.id) ? 'T' : 'F',
      description: r.description,
    };
  };

  return {
    /** a shown activity with the reader's subscription */
    async activity(id: number, viewerId: number | null, now: number): Promise<Activity> {
      const row = await shown().select(columns).where('a.id', '=', id).executeTakeFirst();
      if (!row) throw notFound(COMMUNITY_READ_MESSAGES.activityNotFound);
      return toActivity(row, await subscribedOf(viewerId, [row.id]), now);
    },

    /**
     * The shown activities of a phase at `now`, a page at a time: running ones ending soonest first,
     * coming ones starting soonest first, finished ones latest ended first.
     */
    async list(
      phase: ActivityPhase,
      page: { pageNo: number; pageSize: number },
      viewerId: number | null,
      now: number,
    ): Promise<{ items: Activity[]; total: number }> {
      // the same boundaries as activityPhase: from the start (included) to the end (excluded)
      const inPhase = () => {
        const q = shown();
        if (phase === 'upcoming') return q.where('a.start_time', '>', now);
        if (phase === 'ended') return q.where('a.end_time', '<=', now);
        return q.where('a.start_time', '<=', now).where('a.end_time', '>', now);
      };
      const [time, direction] =
        phase === 'upcoming'
          ? (['a.start_time', 'asc'] as const)
          : phase === 'ended'
            ? (['a.end_time', 'desc'] as const)
            : (['a.end_time', 'asc'] as const);
      const [rows, count] = await Promise.all([
        inPhase()
          .select(columns)
          .orderBy(time, direction)
          .orderBy('a.id', direction)
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize)
          .execute(),
        inPhase()
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      const subscribed = await subscribedOf(
        viewerId,
        rows.map((r) => r.id),
      );
      return { items: rows.map((r) => toActivity(r, subscribed, now)), total: Number(count.n) };
    },

    /** counts one more reading of an activity's page */
    async countView(id: number) {
      await db.updateTable('activities').set({ views: sql`views + 1` }).where('id', '=', id).execute();
    },
  };
}
