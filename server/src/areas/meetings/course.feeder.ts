import { SEARCH_TABS } from '@portal/api/rules/search';
import { type Feeder, idsAfter, type SearchObjects, toDocument } from '../../search/feeder';
import { COURSE_COLUMNS, courseCard } from './meeting-cards';

/** Cloud-classroom courses (tab 2). Course videos join once the cloud-classroom area has them. */
export const courseFeeder: Feeder<'ocs_course'> = {
  type: 'ocs_course',
  popularity: { table: 'courses', column: 'views' },

  ids: idsAfter('courses'),

  async documents(db, ids, analyzer) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('courses')
      .leftJoin('subspecialties', 'subspecialties.id', 'courses.subspecialty_id')
      .select([
        'courses.id',
        'courses.name',
        'courses.speaker_names',
        'courses.views',
        'courses.publish_time',
        'courses.subspecialty_id',
        'subspecialties.name as subspecialty_name',
      ])
      .where('courses.id', 'in', ids)
      .execute();
    return rows.map((r) =>
      toDocument(analyzer, {
        type: 'ocs_course',
        refId: r.id,
        tabs: [SEARCH_TABS.courses],
        title: r.name,
        body: r.subspecialty_name ?? '',
        author: r.speaker_names,
        publishTime: Number(r.publish_time),
        views: r.views,
        subspecialtyIds: r.subspecialty_id ? [r.subspecialty_id] : [],
      }),
    );
  },

  async objects(db, ids) {
    const out: SearchObjects<'ocs_course'> = new Map();
    if (ids.length === 0) return out;
    const rows = await db
      .selectFrom('courses')
      .leftJoin('subspecialties', 'subspecialties.id', 'courses.subspecialty_id')
      .select([
        ...COURSE_COLUMNS,
        'subspecialties.id as subspecialty_id',
        'subspecialties.name as subspecialty_name',
      ])
      .where('courses.id', 'in', ids)
      .execute();
    for (const r of rows) {
      out.set(r.id, {
        type: 'ocs_course',
        ocs_course: {
          ...courseCard(r),
          subspecialties:
            r.subspecialty_id !== null && r.subspecialty_name !== null
              ? [{ id: r.subspecialty_id, name: r.subspecialty_name }]
              : [],
          searchCourseVideos: [],
        },
      });
    }
    return out;
  },
};
