import { infoDetailUrl } from '@portal/api/links';
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
import { readInfoItems } from './info.repository';

/** News items (tab 1); compiled foreign literature is news too and also shows under tab 7. */
export const infoFeeder: Feeder<'info'> = {
  type: 'info',
  popularity: { table: 'info_articles', column: 'views' },

  ids: idsAfter('info_articles'),

  async documents(db, ids, analyzer) {
    if (ids.length === 0) return [];
    const [items, bodies] = await Promise.all([
      readInfoItems(db, ids),
      db.selectFrom('info_articles').select(['id', 'body_html']).where('id', 'in', ids).execute(),
    ]);
    return bodies.flatMap((b) => {
      const item = items.get(b.id);
      if (!item) return [];
      return [
        toDocument(analyzer, {
          type: 'info',
          refId: item.infoId,
          tabs: item.compileArticle === 'T' ? [SEARCH_TABS.info, SEARCH_TABS.compile] : [SEARCH_TABS.info],
          title: item.infoTitle,
          body: `${item.searchDescription} ${plainText(b.body_html)}`,
          author: item.authorList.map((a) => a.authorName).join(' '),
          publishTime: item.publishDate,
          views: item.showViews,
          essences: item.essences,
          bmsAuth: item.bmsAuth,
          subspecialtyIds: item.subspecialtys.map((sub) => sub.id),
        }),
      ];
    });
  },

  async objects(db, ids) {
    const out: SearchObjects<'info'> = new Map();
    for (const [id, info] of await readInfoItems(db, ids)) out.set(id, { type: 'info', info });
    return out;
  },

  async sourceTexts(db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('info_articles')
      .select(['id', 'title', 'summary', 'body_html'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      type: 'info',
      id: r.id,
      title: r.title,
      url: infoDetailUrl(r.id),
      text: sourceLines(r.summary, sourceText(r.body_html)),
    }));
  },
};
