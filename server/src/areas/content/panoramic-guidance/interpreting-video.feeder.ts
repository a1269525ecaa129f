import { interpretingVideoUrl } from '@portal/api/links';
import { SEARCH_TABS } from '@portal/api/rules/search';
import { type Feeder, idsAfter, type SearchObjects, toDocument } from '../../../search/feeder';
import { readGuideItems, readInterpretingVideos } from './guidance.repository';

/** Videos interpreting a guide (tab 0001, beside the guides), filed under their guide's subspecialty. */
export const interpretingVideoFeeder: Feeder<'interpreting_video'> = {
  type: 'interpreting_video',
  popularity: { table: 'interpreting_videos', column: 'views' },

  ids: idsAfter('interpreting_videos'),

  async documents(db, ids, analyzer) {
    if (ids.length === 0) return [];
    const videos = await readInterpretingVideos(db, ids);
    const guides = await readGuideItems(db, [...new Set([...videos.values()].map((v) => v.guideId))]);
    return [...videos.values()].map((v) => {
      const subspecialty = guides.get(v.guideId)?.subspecialty;
      return toDocument(analyzer, {
        type: 'interpreting_video',
        refId: v.id,
        tabs: [SEARCH_TABS.guides],
        title: v.videoName,
        body: `${v.guideTitle} ${v.description}`,
        author: v.author.authorName,
        publishTime: v.publishTime,
        views: v.views,
        subspecialtyIds: subspecialty ? [subspecialty.id] : [],
      });
    });
  },

  async objects(db, ids) {
    const out: SearchObjects<'interpreting_video'> = new Map();
    for (const [id, video] of await readInterpretingVideos(db, ids))
      out.set(id, { type: 'interpreting_video', interpreting_video: video });
    return out;
  },

  async sourceTexts(db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('interpreting_videos')
      .select(['id', 'video_name', 'description'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      type: 'interpreting_video',
      id: r.id,
      title: r.video_name,
      url: interpretingVideoUrl(r.id),
      text: r.description,
    }));
  },
};
