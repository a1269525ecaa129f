import { type Feeder, idsAfter, type SearchObjects, toDocument } from '../../../search/feeder';

/** Videos interpreting a guide (tab 0001, beside the guides). */
export const interpretingVideoFeeder: Feeder<'interpreting_video'> = {
  type: 'interpreting_video',
  popularity: { table: 'interpreting_videos', column: 'views' },

  ids: idsAfter('interpreting_videos'),

  async documents(db, ids, analyzer) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('interpreting_videos')
      .innerJoin('guides', 'guides.id', 'interpreting_videos.guide_id')
      .select([
        'interpreting_videos.id',
        'interpreting_videos.video_name',
        'interpreting_videos.description',
        'interpreting_videos.author_name',
        'interpreting_videos.views',
        'interpreting_videos.publish_time',
        'guides.title as guide_title',
        'guides.subspecialty_id',
      ])
      .where('interpreting_videos.id', 'in', ids)
      .execute();
    return rows.map((r) =>
      toDocument(analyzer, {
        type: 'interpreting_video',
        refId: r.id,
        tabs: ['0001'],
        title: r.video_name,
        body: `${r.guide_title} ${r.description}`,
        author: r.author_name,
        publishTime: Number(r.publish_time),
        views: r.views,
        subspecialtyIds: r.subspecialty_id ? [r.subspecialty_id] : [],
      }),
    );
  },

  async objects(db, ids) {
    const out: SearchObjects<'interpreting_video'> = new Map();
    if (ids.length === 0) return out;
    const rows = await db
      .selectFrom('interpreting_videos')
      .innerJoin('guides', 'guides.id', 'interpreting_videos.guide_id')
      .select([
        'interpreting_videos.id',
        'interpreting_videos.guide_id',
        'interpreting_videos.video_name',
        'interpreting_videos.cover',
        'interpreting_videos.author_name',
        'interpreting_videos.author_head_image',
        'interpreting_videos.duration',
        'interpreting_videos.views',
        'interpreting_videos.publish_time',
        'interpreting_videos.description',
        'guides.title as guide_title',
      ])
      .where('interpreting_videos.id', 'in', ids)
      .execute();
    for (const r of rows) {
      out.set(r.id, {
        type: 'interpreting_video',
        interpreting_video: {
          id: r.id,
          cover: r.cover,
          videoName: r.video_name,
          publishTime: Number(r.publish_time),
          description: r.description,
          author: { authorName: r.author_name, headImage: r.author_head_image },
          duration: r.duration,
          views: r.views,
          guideId: r.guide_id,
          guideTitle: r.guide_title,
        },
      });
    }
    return out;
  },
};
