import { beijingDate } from '@portal/api/beijing-time';
import type { ShortVideo, ShortVideoFeed, ShortVideoNeighbour } from '@portal/api/contract/short-video';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import { SHORT_VIDEO_LIMITS, SHORT_VIDEO_MESSAGES } from '@portal/api/rules/short-video';
import { sql } from 'kysely';
import type { PortalDb } from '../../../db/database';
import { readerMarks } from '../../../engagement/reader-marks';
import { counter, marker, toggle } from '../../../engagement/toggle';
import { notFound } from '../../../lib/app-error';
import { publicPerson } from '../../../people/public-person';

/** the `comments.target_type` and `content_diggs.target_type` of short videos */
export const SHORT_VIDEO_TARGET = 'short_video';

const tf = (on: boolean) => (on ? ('T' as const) : ('F' as const));

/** published videos, and a creator's own that wait for review (seen by that creator only) */
export async function visibleShortVideo(db: PortalDb, id: number, viewerId: number | null) {
  const row = await db
    .selectFrom('short_videos')
    .select(['id', 'status', 'creator_id', 'subspecialty_id', 'online_time'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || (row.status !== 'published' && (viewerId === null || row.creator_id !== viewerId)))
    throw notFound(SHORT_VIDEO_MESSAGES.notFound);
  return row;
}

/**
 * Short videos (spec 1, 3, 7): a video's page with the reader's marks, the feed around it for the
 * player's swipe, views counted once per viewer a day, likes and collects (collect type 7).
 */
export function createShortVideoRepository(db: PortalDb) {
  return {
    async detail(id: number, viewerId: number | null): Promise<ShortVideo> {
      await visibleShortVideo(db, id, viewerId);
      const r = await db
        .selectFrom('short_videos as v')
        .innerJoin('users as u', 'u.id', 'v.creator_id')
        .select([
          'v.id',
          'v.title',
          'v.cover',
          'v.description',
          'v.video_url',
          'v.duration',
          'v.bms_auth',
          'v.essences',
          'v.subspecialty_id',
          'v.online_time',
          'v.views',
          'v.diggs',
          'v.comments',
          'v.favorites',
          'u.id as user_id',
          'u.real_name',
          'u.avatar',
          'u.identity',
        ])
        .where('v.id', '=', id)
        .executeTakeFirstOrThrow();
      const marks = await readerMarks(db, viewerId, {
        diggTarget: SHORT_VIDEO_TARGET,
        collectType: COLLECT_TYPES.shortVideo,
        id,
      });
      // patients (identity 3) are anonymous here as everywhere: no name, id or avatar leaves
      const creator = publicPerson(
        { id: r.user_id, real_name: r.real_name, avatar: r.avatar, identity: r.identity },
        { area: 'short-video', viewerId },
      );
      return {
        id: r.id,
        title: r.title,
        cover: r.cover,
        description: r.description,
        videoUrl: r.video_url,
        duration: Number(r.duration),
        bmsAuth: Number(r.bms_auth),
        essences: r.essences === 'T' ? 'T' : 'F',
        subspecialtyId: r.subspecialty_id === null ? null : Number(r.subspecialty_id),
        onlineTime: Number(r.online_time),
        views: Number(r.views),
        diggs: Number(r.diggs),
        comments: Number(r.comments),
        favorites: Number(r.favorites),
        isDigg: tf(marks.digged),
        isCollect: tf(marks.collected),
        creator: {
          id: creator.id,
          realName: creator.realName,
          avatarAddress: creator.avatar,
          identity: creator.identity,
        },
      };
    },

    /**
     * The published videos around one, newest first: of its subspecialty, and when they run out, the
     * latest of all. `previous` are newer (nearest first), `next` older (nearest first).
     */
    async feed(id: number, viewerId: number | null): Promise<ShortVideoFeed> {
      const at = await visibleShortVideo(db, id, viewerId);
      const t = Number(at.online_time);
      const size = SHORT_VIDEO_LIMITS.feedSize;
      const side = async (direction: 'next' | 'previous', subspecialtyId: number | null, skip: number[]) => {
        const older = direction === 'next';
        let q = db
          .selectFrom('short_videos')
          .select(['id', 'title', 'cover'])
          .where('status', '=', 'published')
          .where('id', 'not in', [id, ...skip])
          .where((eb) =>
            older
              ? eb.or([eb('online_time', '<', t), eb.and([eb('online_time', '=', t), eb('id', '<', id)])])
              : eb.or([eb('online_time', '>', t), eb.and([eb('online_time', '=', t), eb('id', '>', id)])]),
          );
        if (subspecialtyId !== null) q = q.where('subspecialty_id', '=', subspecialtyId);
        return q
          .orderBy('online_time', older ? 'desc' : 'asc')
          .orderBy('id', older ? 'desc' : 'asc')
          .limit(size - skip.length)
          .execute();
      };
      const around = async (direction: 'next' | 'previous'): Promise<ShortVideoNeighbour[]> => {
        const own = at.subspecialty_id === null ? [] : await side(direction, Number(at.subspecialty_id), []);
        const rest =
          own.length < size
            ? await side(
                direction,
                null,
                own.map((r) => r.id),
              )
            : [];
        return [...own, ...rest].map((r) => ({ id: r.id, title: r.title, cover: r.cover }));
      };
      const [previous, next] = await Promise.all([around('previous'), around('next')]);
      return { previous, next };
    },

    /** counts a view once per viewer and Beijing day; yesterday's marks are dropped as it goes */
    async view(id: number, viewer: string, now: number, viewerId: number | null) {
      await visibleShortVideo(db, id, viewerId);
      const day = beijingDate(now);
      return db.transaction().execute(async (trx) => {
        const inserted =
          await sql`insert into short_video_views (video_id, viewer, day) values (${id}, ${viewer}, ${day}) on conflict do nothing`.execute(
            trx,
          );
        const counted = Number(inserted.numAffectedRows ?? 0n) > 0;
        if (counted) {
          await trx
            .updateTable('short_videos')
            .set((eb) => ({ views: eb('views', '+', 1) }))
            .where('id', '=', id)
            .execute();
          await trx.deleteFrom('short_video_views').where('day', '<', day).execute();
        }
        const row = await trx
          .selectFrom('short_videos')
          .select('views')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return { views: Number(row.views), counted };
      });
    },

    /** likes or unlikes as `userId`; `diggs` follows the marker row */
    async digg(id: number, userId: number, now: number) {
      await visibleShortVideo(db, id, userId);
      return toggle(db, {
        ...marker(
          'content_diggs',
          { target_type: SHORT_VIDEO_TARGET, target_id: id, user_id: userId },
          { created_at: now },
        ),
        ...counter('short_videos', 'diggs', id),
      });
    },

    /** collects or uncollects as `userId` (collect type 7); `favorites` follows the row */
    async collect(id: number, userId: number, now: number) {
      await visibleShortVideo(db, id, userId);
      return toggle(db, {
        ...marker(
          'collections',
          { user_id: userId, content_type: COLLECT_TYPES.shortVideo, content_id: id },
          { created_at: now },
        ),
        ...counter('short_videos', 'favorites', id),
      });
    },
  };
}

export type ShortVideoRepository = ReturnType<typeof createShortVideoRepository>;
