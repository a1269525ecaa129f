import { SEARCH_TABS } from '@portal/api/rules/search';
import { type Feeder, idsAfter, type SearchObjects, toDocument } from '../../../search/feeder';

/** Case competitions (tab 11); the status (spec 4) is passed through as the row holds it. */
export const competitionFeeder: Feeder<'mcs_competition'> = {
  type: 'mcs_competition',
  popularity: { table: 'competitions', column: 'views' },

  ids: idsAfter('competitions'),

  async documents(db, ids, analyzer) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('competitions')
      .select(['id', 'name', 'description', 'subspecialty_id', 'views', 'add_time'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) =>
      toDocument(analyzer, {
        type: 'mcs_competition',
        refId: r.id,
        tabs: [SEARCH_TABS.competitions],
        title: r.name,
        body: r.description,
        publishTime: Number(r.add_time),
        views: r.views,
        subspecialtyIds: r.subspecialty_id ? [r.subspecialty_id] : [],
      }),
    );
  },

  async objects(db, ids) {
    const out: SearchObjects<'mcs_competition'> = new Map();
    if (ids.length === 0) return out;
    const rows = await db
      .selectFrom('competitions')
      .select(['id', 'name', 'code', 'status', 'competition_url', 'cover_image', 'description', 'add_time'])
      .where('id', 'in', ids)
      .execute();
    for (const r of rows) {
      out.set(r.id, {
        type: 'mcs_competition',
        mcs_competition: {
          id: r.id,
          name: r.name,
          code: r.code,
          status: r.status,
          competitionUrl: r.competition_url,
          coverImage: r.cover_image,
          description: r.description,
          addTime: Number(r.add_time),
        },
      });
    }
    return out;
  },
};
