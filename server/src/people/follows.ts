import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { isAnonymousIdentity } from '@portal/api/identity';
import type { FastifyInstance } from 'fastify';
import type { PortalDb } from '../db/database';
import { counter, marker, toggle } from '../engagement/toggle';
import { badRequest, notFound } from '../lib/app-error';
import { serve, signedInFirst } from '../lib/serve-endpoint';

/** Follow or unfollow a user; the followee's `fans` follows the row. */
export function toggleFollow(db: PortalDb, followeeId: number, followerId: number, now: number) {
  return toggle(db, {
    ...marker('user_follows', { follower_id: followerId, followee_id: followeeId }, { created_at: now }),
    ...counter('users', 'fans', followeeId),
  });
}

/** Which of these users the viewer follows. */
export async function followedBy(
  db: PortalDb,
  viewerId: number | null,
  ids: readonly number[],
): Promise<Set<number>> {
  if (viewerId === null || ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('user_follows')
    .select('followee_id')
    .where('follower_id', '=', viewerId)
    .where('followee_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.followee_id));
}

export async function isFollowing(db: PortalDb, viewerId: number | null, userId: number): Promise<boolean> {
  return (await followedBy(db, viewerId, [userId])).has(userId);
}

/** 关注/取消关注用户: the acting user is always the session's, never a parameter. */
export async function followRoutes(app: FastifyInstance, options: { now: () => number }) {
  await serve(
    app,
    engagementEndpoints.followUser,
    { tags: ['点赞收藏关注'], summary: '关注/取消关注用户', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { userId } = request.body;
      if (userId === me.id) throw badRequest('不能关注自己');
      const followee = await app.db
        .selectFrom('users')
        .select(['id', 'identity'])
        .where('id', '=', userId)
        .executeTakeFirst();
      // an anonymous person has no public profile to follow: answered like one that does not
      // exist, so trying ids tells nobody who is a patient
      if (!followee || isAnonymousIdentity(followee.identity)) throw notFound('用户不存在');
      const { on, count } = await toggleFollow(app.db, userId, me.id, options.now());
      return {
        code: 1 as const,
        result: { followStatus: on ? ('T' as const) : ('F' as const), fans: count },
      };
    },
  );
}
