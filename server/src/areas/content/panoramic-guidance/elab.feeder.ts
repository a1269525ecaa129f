import { ANONYMOUS_ID } from '@portal/api/identity';
import { elabCaseUrl } from '@portal/api/links';
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
import { readElabItems } from './panoramic.repository';

/** Panoramic surgery cases (tab 13). */
export const elabFeeder: Feeder<'elab'> = {
  type: 'elab',
  popularity: { table: 'elab_cases', column: 'views' },

  ids: idsAfter('elab_cases'),

  async documents(db, ids, analyzer) {
    if (ids.length === 0) return [];
    const [items, bodies] = await Promise.all([
      readElabItems(db, ids),
      db.selectFrom('elab_cases').select(['id', 'body_html']).where('id', 'in', ids).execute(),
    ]);
    return bodies.flatMap((b) => {
      const item = items.get(b.id);
      if (!item) return [];
      return [
        toDocument(analyzer, {
          type: 'elab',
          refId: item.id,
          tabs: [SEARCH_TABS.panoramic],
          title: item.caseName,
          body: `${item.elabSurgicalClassification.name} ${item.shareDesc} ${item.hospital} ${plainText(b.body_html)}`,
          // an anonymous author (shown as 匿名用户) is not findable by name
          author: item.authorList
            .filter((a) => a.systemUserId !== ANONYMOUS_ID)
            .map((a) => a.userRealname)
            .join(' '),
          publishTime: item.publishTime,
          views: item.views,
          subspecialtyIds: item.classificationList.map((s) => s.id),
        }),
      ];
    });
  },

  async objects(db, ids) {
    const out: SearchObjects<'elab'> = new Map();
    for (const [id, elab] of await readElabItems(db, ids)) out.set(id, { type: 'elab', elab });
    return out;
  },

  async sourceTexts(db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('elab_cases')
      .select(['id', 'case_name', 'share_desc', 'body_html'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      type: 'elab',
      id: r.id,
      title: r.case_name,
      url: elabCaseUrl(r.id),
      text: sourceLines(r.share_desc, sourceText(r.body_html)),
    }));
  },
};
