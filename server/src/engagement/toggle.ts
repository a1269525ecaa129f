import { sql } from 'kysely';
import type { PortalDb } from '../db/database';
import type { Database } from '../db/schema';
import { noticeFollow, noticeLike } from '../notices/events';

/**
 * One toggle (like, collect, follow, subscribe) with its counter, in one transaction: insert the
 * marker row (ignored when it exists); if it was new the counter goes up, otherwise the row is
 * deleted and the counter goes down, never below 0. Counter updates are conditional on the row
 * change, so repeated or concurrent calls cannot drift the count.
 */
export async function toggle(
  db: PortalDb,
  ops: {
    insert: (trx: PortalDb) => Promise<bigint | number>;
    remove: (trx: PortalDb) => Promise<bigint | number>;
    increment: (trx: PortalDb) => Promise<unknown>;
    decrement: (trx: PortalDb) => Promise<unknown>;
    read: (trx: PortalDb) => Promise<number>;
    /** tells whom the new marker concerns (a like's author, the followed user), in its transaction */
    notice?: (trx: PortalDb) => Promise<unknown>;
  },
): Promise<{ on: boolean; count: number }> {
  return db.transaction().execute(async (trx) => {
    const inserted = Number(await ops.insert(trx));
    let on: boolean;
    if (inserted > 0) {
      await ops.increment(trx);
      await ops.notice?.(trx);
      on = true;
    } else {
      const removed = Number(await ops.remove(trx));
      if (removed > 0) await ops.decrement(trx);
      on = false;
    }
    return { on, count: await ops.read(trx) };
  });
}

/** The counters a toggle keeps: table → its counter columns (each table has an integer `id`). */
export interface ToggleCounters {
  mp_articles: 'diggs' | 'favorites';
  comments: 'diggs';
  info_articles: 'diggs' | 'favorites';
  users: 'fans';
  departments: 'subscribers';
  article_columns: 'subscribers';
  activities: 'subscribers';
  community_topics: 'followers';
  community_circles: 'followers';
  community_answers: 'diggs';
  brands: 'subscribers';
  product_lines: 'subscribers' | 'followers';
  products: 'followers';
  brand_activities: 'subscribers';
  short_videos: 'diggs' | 'favorites';
}

/** +1 / -1 (never below 0) / read of one counter of one row, for `toggle` */
export function counter<T extends keyof ToggleCounters>(table: T, column: ToggleCounters[T], id: number) {
  const t = sql.table(table);
  const c = sql.ref(column);
  return {
    increment: (trx: PortalDb) => sql`update ${t} set ${c} = ${c} + 1 where id = ${id}`.execute(trx),
    decrement: (trx: PortalDb) =>
      sql`update ${t} set ${c} = ${c} - 1 where id = ${id} and ${c} > 0`.execute(trx),
    read: async (trx: PortalDb) => {
      const { rows } = await sql<{ n: number | string }>`select ${c} as n from ${t} where id = ${id}`.execute(
        trx,
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}

/** for a toggle whose thing keeps no counter (an answer's collects): `count` reads 0 */
export const uncounted = {
  increment: async () => undefined,
  decrement: async () => undefined,
  read: async () => 0,
};

/** The marker-row tables of toggles. */
export type MarkerTable =
  | 'content_diggs'
  | 'comment_diggs'
  | 'collections'
  | 'user_follows'
  | 'department_subscriptions'
  | 'column_subscriptions'
  | 'activity_subscriptions'
  | 'community_follows'
  | 'brand_subscriptions'
  | 'product_line_subscriptions'
  | 'product_line_follows'
  | 'product_follows'
  | 'brand_activity_subscriptions';

/**
 * The message a new marker row makes (notices mechanism): a like tells the author of what was
 * liked, a follow the followed user. Unliking and liking again writes no second message.
 */
function markerNotice<T extends MarkerTable>(
  table: T,
  key: Partial<Database[T]>,
  extra: Partial<Database[T]>,
) {
  const row = { ...key, ...extra } as Record<string, unknown>;
  const at = typeof row.created_at === 'number' ? row.created_at : Date.now();
  if (table === 'content_diggs')
    return (trx: PortalDb) =>
      noticeLike(trx, {
        targetType: String(row.target_type),
        targetId: Number(row.target_id),
        likerId: Number(row.user_id),
        at,
      });
  if (table === 'comment_diggs')
    return (trx: PortalDb) =>
      noticeLike(trx, {
        targetType: 'comment',
        targetId: Number(row.comment_id),
        likerId: Number(row.user_id),
        at,
      });
  if (table === 'user_follows')
    return (trx: PortalDb) =>
      noticeFollow(trx, { followerId: Number(row.follower_id), followeeId: Number(row.followee_id), at });
  return undefined;
}

/**
 * Insert (ignored when it exists) / delete of one marker row, for `toggle`: `key` names the row,
 * `extra` holds what only the insert writes (its time). Likes and follows carry their notice.
 */
export function marker<T extends MarkerTable>(
  table: T,
  key: Partial<Database[T]>,
  extra: Partial<Database[T]> = {},
) {
  const entries = Object.entries(key);
  const where = sql.join(
    entries.map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
    sql` and `,
  );
  const columns = [...entries, ...Object.entries(extra)];
  return {
    insert: async (trx: PortalDb) =>
      (
        await sql`insert into ${sql.table(table)} (${sql.join(columns.map(([c]) => sql.ref(c)))}) values (${sql.join(
          columns.map(([, v]) => v),
        )}) on conflict do nothing`.execute(trx)
      ).numAffectedRows ?? 0n,
    remove: async (trx: PortalDb) =>
      (await sql`delete from ${sql.table(table)} where ${where}`.execute(trx)).numAffectedRows ?? 0n,
    notice: markerNotice(table, key, extra),
  };
}
