import type { SidebarActivity } from '@portal/api/contract/sidebar';
import { sidebarEndpoints } from '@portal/api/endpoints/sidebar';
import { ACTIVITY_ENTRANCE_LIMIT } from '@portal/api/rules/sidebar';
import type { FastifyInstance } from 'fastify';
import type { PortalDb } from '../../../db/database';
import { counter, marker, toggle } from '../../../engagement/toggle';
import { notFound } from '../../../lib/app-error';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { TtlCache } from '../../../lib/ttl-cache';
import type { NamedReaders } from '../../../readers/readers';

/*
 * The activities other pages show (the detail pages' right column) and their subscriptions. The
 * list of a scope is the same for every reader and cached briefly (one cache per database); the
 * subscription flags are the reader's and read per request.
 */

export const ACTIVITY_MISSING = '活动不存在';

type ActivityEntry = Omit<SidebarActivity, 'subscribeStatus'>;

/** ongoing 0, upcoming 1, over 2 */
const phaseOf = (a: { startTime: number; endTime: number }, now: number) =>
  a.startTime > now ? 1 : a.endTime < now ? 2 : 0;

const caches = new WeakMap<PortalDb, TtlCache<ActivityEntry[]>>();
const cacheOf = (db: PortalDb) => {
  let cache = caches.get(db);
  if (!cache) {
    cache = new TtlCache<ActivityEntry[]>(30_000, 5_000);
    caches.set(db, cache);
  }
  return cache;
};

/**
 * Published activities of the branch: ongoing first, then upcoming (soonest first), then over
 * (latest first); within each, the exact subspecialties before the rest of the branch, then most
 * viewed.
 */
function related(
  db: PortalDb,
  scope: { exact: ReadonlySet<number>; branch: ReadonlySet<number> },
  now: number,
): Promise<ActivityEntry[]> {
  const key = `${[...scope.exact].sort().join(',')}|${[...scope.branch].sort().join(',')}`;
  return cacheOf(db).get(key, async () => {
    if (scope.branch.size === 0) return [];
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
      .where('subspecialty_id', 'in', [...scope.branch])
      .execute();
    const entries = rows.map((r) => ({
      own: r.subspecialty_id !== null && scope.exact.has(r.subspecialty_id) ? 0 : 1,
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

export const activitiesForSubspecialties: NamedReaders['activitiesForSubspecialties'] = async (
  db,
  scope,
  viewerId,
  now,
) => {
  const list = await related(db, scope, now);
  const subscribed =
    viewerId === null || list.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .selectFrom('activity_subscriptions')
              .select('activity_id')
              .where('user_id', '=', viewerId)
              .where(
                'activity_id',
                'in',
                list.map((a) => a.id),
              )
              .execute()
          ).map((r) => r.activity_id),
        );
  return list.map((a) => ({ ...a, subscribeStatus: subscribed.has(a.id) ? 'T' : 'F' }));
};

/** Subscribes or unsubscribes; the counter follows in the same transaction, never below 0. */
async function toggleSubscription(db: PortalDb, activityId: number, userId: number, now: number) {
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

/** 订阅/取消订阅社区活动 (spec 7 subscribeActivity): the subscriber is always the session's user. */
export async function activitySubscriptionRoutes(app: FastifyInstance) {
  await serve(
    app,
    sidebarEndpoints.subscribeActivity,
    {
      tags: ['详情页侧栏'],
      summary: '订阅/取消订阅社区活动',
      preValidation: signedInFirst,
      config: { fieldMessages: { activityId: '活动参数不正确' } },
    },
    async (request) => {
      const me = await request.requireUser();
      const { on, count } = await toggleSubscription(app.db, request.body.activityId, me.id, Date.now());
      return {
        code: 1 as const,
        result: { subscribeStatus: on ? ('T' as const) : ('F' as const), subscribers: count },
        message: on ? '订阅成功' : '已取消订阅',
      };
    },
  );
}
