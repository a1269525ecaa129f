import { SEARCH_TABS } from '@portal/api/rules/search';
import { type PersonRow, publicPerson } from '../../../people/public-person';
import { type Feeder, idsAfter, type SearchObjects, toDocument } from '../../../search/feeder';

const creatorOf = (r: PersonRow & { user_id: number }) =>
  publicPerson({ ...r, id: r.user_id }, { area: 'short-video' });

/** Short videos (tab 10), published ones; brand-certified and featured come from the row. */
export const shortVideoFeeder: Feeder<'shortVideo'> = {
  type: 'shortVideo',
  popularity: { table: 'short_videos', column: 'views' },

  ids: idsAfter('short_videos', (eb) => eb('status', '=', 'published')),

  async documents(db, ids, analyzer) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('short_videos')
      .innerJoin('users', 'users.id', 'short_videos.creator_id')
      .select([
        'short_videos.id',
        'short_videos.title',
        'short_videos.description',
        'short_videos.subspecialty_id',
        'short_videos.bms_auth',
        'short_videos.essences',
        'short_videos.views',
        'short_videos.online_time',
        'users.id as user_id',
        'users.real_name',
        'users.avatar',
        'users.identity',
      ])
      .where('short_videos.id', 'in', ids)
      .where('short_videos.status', '=', 'published')
      .execute();
    return rows.map((r) =>
      toDocument(analyzer, {
        type: 'shortVideo',
        refId: r.id,
        tabs: [SEARCH_TABS.shortVideos],
        title: r.title,
        body: r.description,
        // an anonymous creator is not findable by name
        author: creatorOf(r).anonymous ? '' : r.real_name,
        publishTime: Number(r.online_time),
        views: r.views,
        essences: r.essences,
        bmsAuth: r.bms_auth,
        subspecialtyIds: r.subspecialty_id ? [r.subspecialty_id] : [],
      }),
    );
  },

  async objects(db, ids) {
    const out: SearchObjects<'shortVideo'> = new Map();
    if (ids.length === 0) return out;
    const rows = await db
      .selectFrom('short_videos')
      .innerJoin('users', 'users.id', 'short_videos.creator_id')
      .select([
        'short_videos.id',
        'short_videos.title',
        'short_videos.cover',
        'short_videos.description',
        'short_videos.creator_id',
        'short_videos.online_time',
        'short_videos.bms_auth',
        'short_videos.video_url',
        'short_videos.duration',
        'short_videos.views',
        'users.id as user_id',
        'users.real_name',
        'users.avatar',
        'users.identity',
      ])
      .where('short_videos.id', 'in', ids)
      .execute();
    for (const r of rows) {
      out.set(r.id, {
        type: 'shortVideo',
        shortVideo: {
          id: r.id,
          title: r.title,
          cover: r.cover,
          description: r.description,
          creator: { id: creatorOf(r).id, realName: creatorOf(r).realName },
          onlineTime: Number(r.online_time),
          bmsAuth: r.bms_auth,
          videoUrl: r.video_url,
          duration: r.duration,
          views: r.views,
        },
      });
    }
    return out;
  },
};
