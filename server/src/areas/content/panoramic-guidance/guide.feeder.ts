import { SEARCH_TABS } from '@portal/api/rules/search';
import {
  type Feeder,
  idsAfter,
  plainText,
  type SearchObjects,
  sourceLines,
  sourceText,
  toDocument,
} from '../../../search/feeder';
import { readGuideItems } from './guidance.repository';

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
    const [items, bodies] = await Promise.all([
      readGuideItems(db, ids),
      db.selectFrom('guides').select(['id', 'body_html']).where('id', 'in', ids).execute(),
    ]);
    return bodies.flatMap((b) => {
      const item = items.get(b.id);
      if (!item) return [];
      return [
        toDocument(analyzer, {
          type: 'guide',
          refId: item.id,
          tabs: [SEARCH_TABS.guides],
          title: item.title,
          body: `${item.kindName} ${item.summary} ${plainText(b.body_html)}`,
          author: item.society,
          publishTime: item.publishTime,
          views: item.views,
          subspecialtyIds: item.subspecialty ? [item.subspecialty.id] : [],
        }),
      ];
    });
  },

  async objects(db, ids) {
    const out: SearchObjects<'guide'> = new Map();
    for (const [id, guide] of await readGuideItems(db, ids)) {
      out.set(id, {
        type: 'guide',
        guide: { ...guide, url: guideUrl(guide.kind, guide.subspecialty?.id ?? null) },
      });
    }
    return out;
  },

  async sourceTexts(db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('guides')
      .select(['id', 'title', 'kind', 'subspecialty_id', 'summary', 'body_html'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      type: 'guide',
      id: r.id,
      title: r.title,
      url: guideUrl(r.kind, r.subspecialty_id),
      text: sourceLines(r.summary, sourceText(r.body_html)),
    }));
  },
};
