import type { SidebarActivity } from '@portal/api/contract/sidebar';
import type { SidebarContentType } from '@portal/api/rules/sidebar';
import { ACTIVITY_ENTRANCE_LIMIT } from '@portal/api/rules/sidebar';
import type { PortalDb } from '../../../db/database';
import { counter, marker, toggle } from '../../../engagement/toggle';
import { notFound } from '../../../lib/app-error';
import { TtlCache } from '../../../lib/ttl-cache';

export const ACTIVITY_MISSING = '活动不存在';

/** The subspecialty scope of a content item, as the sidebar repository works it out. */
type Scope = (type: SidebarContentType, id: number) => Promise<{ exact: Set<number>; branch: Set<number> }>;

type ActivityEntry = Omit<SidebarActivity, 'subscribeStatus'>;

/** ongoing 0, upcoming 1, over 2 */
const phaseOf = (a: { startTime: number; endTime: number }, now: number) =>
  a.startTime > now ? 1 : a.endTime < now ? 2 : 0;

/**
 * Community activities of the right column and their subscriptions. The list of an item is the
 * same for every reader and cached briefly; the subscription flags are the session user's and
 * read per request.
 */
export function createActivityRepository(db: PortalDb, scope: Scope) {
  const listCache = new TtlCache<ActivityEntry[]>(30_000, 5_000);

  /**
   * Published activities of the item's top-level branches: ongoing first, then upcoming (soonest
   * first), then over (latest first); within each, the item's own subspecialties before the rest
   * of the branch, then most viewed.
   */
  function related(type: SidebarContentType, id: number, now: number): Promise<ActivityEntry[]> {
    return listCache.get(`${type}:${id}`, async () => {
      const { exact, branch } = await scope(type, id);
      if (branch.size === 0) return [];
      const rows = await db
        .selectFrom('activities')
        .select([
          'id',
          'subspecialty_id',
          'name',
          'cover',
          'share_image',
          'views',
          'contents',
          'start_time',
          'end_time',
        ])
        .where('status', '=', 'published')
        .where('subspecialty_id', 'in', [...branch])
        .execute();
      const entries = rows.map((r) => ({
        own: r.subspecialty_id !== null && exact.has(r.subspecialty_id) ? 0 : 1,
        entry: {
          id: r.id,
          name: r.name,
          cover: r.cover,
          shareImage: r.share_image,
          views: Number(r.views),
          contents: Number(r.contents),
          startTime: Number(r.start_time),
          endTime: Number(r.end_time),
        },
      }));
      const timeOrder = (a: ActivityEntry, b: ActivityEntry, phase: number) =>
        phase === 1 ? a.startTime - b.startTime : phase === 2 ? b.endTime - a.endTime : 0;
      return entries
        .sort((a, b) => {
          const pa = phaseOf(a.entry, now);
          const pb = phaseOf(b.entry, now);
          return (
            pa - pb ||
            a.own - b.own ||
            timeOrder(a.entry, b.entry, pa) ||
            b.entry.views - a.entry.views ||
            a.entry.id - b.entry.id
          );
        })
        .slice(0, ACTIVITY_ENTRANCE_LIMIT)
        .map((e) => e.entry);
    });
  }

  async function withStatus(list: ActivityEntry[], userId: number | null): Promise<SidebarActivity[]> {
    const subscribed =
      userId === null || list.length === 0
        ? new Set<number>()
        : new Set(
            (
              await db
                .selectFrom('activity_subscriptions')
                .select('activity_id')
                .where('user_id', '=', userId)
                .where(
                  'activity_id',
                  'in',
                  list.map((a) => a.id),
                )
                .execute()
            ).map((r) => r.activity_id),
          );
    return list.map((a) => ({ ...a, subscribeStatus: subscribed.has(a.id) ? 'T' : 'F' }));
  }

  async function forContent(type: SidebarContentType, id: number, userId: number | null, now: number) {
    return withStatus(await related(type, id, now), userId);
  }

  /** Subscribes or unsubscribes; the counter follows in the same transaction, never below 0. */
  async function toggleSubscription(activityId: number, userId: number, now: number) {
    const activity = await db
      .selectFrom('activities')
      .select('id')
      .where('id', '=', activityId)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (!activity) throw notFound(ACTIVITY_MISSING);
    return toggle(db, {
      ...marker('activity_subscriptions', { activity_id: activityId, user_id: userId }, { created_at: now }),
      ...counter('activities', 'subscribers', activityId),
    });
  }

  return { forContent, toggleSubscription };
}
