import {
  type Feeder,
  groupBy,
  idsAfter,
  plainText,
  type SearchObjects,
  toDocument,
} from '../../../search/feeder';
import { GUIDE_KIND_NAMES } from './guidance.repository';

/**
 * Guides and expert consensus (tab 0001). They have no page of their own: a hit links to the
 * guidance list filtered to the guide's kind and subspecialty, where it is shown expanded.
 */
export const guideUrl = (kind: string, subspecialtyId: number | null) =>
  `/guidance?kind=${kind}${subspecialtyId ? `&subspecialtyId=${subspecialtyId}` : ''}`;

export const guideFeeder: Feeder<'guide'> = {
  type: 'guide',
  popularity: { table: 'guides', column: 'views' },

  ids: idsAfter('guides'),

  async documents(db, ids, analyzer) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('guides')
      .select([
        'id',
        'title',
        'kind',
        'society',
        'year',
        'summary',
        'body_html',
        'views',
        'publish_time',
        'subspecialty_id',
      ])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) =>
      toDocument(analyzer, {
        type: 'guide',
        refId: r.id,
        tabs: ['0001'],
        title: r.title,
        body: `${GUIDE_KIND_NAMES[r.kind]} ${r.summary} ${plainText(r.body_html)}`,
        author: r.society,
        publishTime: Number(r.publish_time),
        views: r.views,
        subspecialtyIds: r.subspecialty_id ? [r.subspecialty_id] : [],
      }),
    );
  },

  async objects(db, ids) {
    const out: SearchObjects<'guide'> = new Map();
    if (ids.length === 0) return out;
    const [rows, videos] = await Promise.all([
      db
        .selectFrom('guides')
        .leftJoin('subspecialties', 'subspecialties.id', 'guides.subspecialty_id')
        .select([
          'guides.id',
          'guides.title',
          'guides.kind',
          'guides.society',
          'guides.year',
          'guides.summary',
          'guides.views',
          'guides.publish_time',
          'subspecialties.id as subspecialty_id',
          'subspecialties.name as subspecialty_name',
        ])
        .where('guides.id', 'in', ids)
        .execute(),
      db.selectFrom('interpreting_videos').select(['guide_id', 'id']).where('guide_id', 'in', ids).execute(),
    ]);
    const videosOf = groupBy(videos, (v) => v.guide_id);
    for (const r of rows) {
      out.set(r.id, {
        type: 'guide',
        guide: {
          id: r.id,
          title: r.title,
          kind: r.kind,
          kindName: GUIDE_KIND_NAMES[r.kind],
          society: r.society,
          year: r.year,
          subspecialty:
            r.subspecialty_id !== null && r.subspecialty_name !== null
              ? { id: r.subspecialty_id, name: r.subspecialty_name }
              : null,
          summary: r.summary,
          views: r.views,
          publishTime: Number(r.publish_time),
          videoCount: videosOf.get(r.id)?.length ?? 0,
          url: guideUrl(r.kind, r.subspecialty_id),
        },
      });
    }
    return out;
  },
};
