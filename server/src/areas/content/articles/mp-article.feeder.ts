import { ANONYMOUS_ID } from '@portal/api/identity';
import { jumpUrl } from '@portal/api/jump-rules';
import { SEARCH_TABS } from '@portal/api/rules/search';
import {
  BODY_INDEX_CHARS,
  type Feeder,
  idsAfter,
  plainText,
  type SearchObjects,
  sourceLines,
  sourceText,
  toDocument,
} from '../../../search/feeder';
import { articleItems } from './articles.repository';
import { readStoredBlocks } from './paragraph-blocks';

/** the body as text: the block form when the article has one, else its HTML */
function bodyText(bodyHtml: string, paragraphs: string | null): string {
  const blocks = readStoredBlocks(paragraphs);
  if (!blocks) return plainText(bodyHtml);
  return blocks
    .filter((b) => b.type === 'txt' || b.type === 'title')
    .map((b) => b.text ?? '')
    .join(' ')
    .slice(0, BODY_INDEX_CHARS);
}

/** User-written cases (tab 12) and articles (only under All); published ones only. */
export const mpArticleFeeder: Feeder<'mp_article'> = {
  type: 'mp_article',
  popularity: { table: 'mp_articles', column: 'views' },

  ids: idsAfter('mp_articles', (eb) => eb('status', '=', 'published')),

  async documents(db, ids, analyzer) {
    if (ids.length === 0) return [];
    const [items, bodies] = await Promise.all([
      articleItems(db, ids),
      db
        .selectFrom('mp_articles')
        .select(['id', 'body_html', 'paragraphs'])
        .where('id', 'in', ids)
        .where('status', '=', 'published')
        .execute(),
    ]);
    const itemOf = new Map(items.map((item) => [item.id, item]));
    return bodies.flatMap((b) => {
      const item = itemOf.get(b.id);
      if (!item) return [];
      return [
        toDocument(analyzer, {
          type: 'mp_article',
          refId: item.id,
          tabs: item.type === 'case' ? [SEARCH_TABS.cases] : [],
          title: item.title,
          body: `${item.description} ${bodyText(b.body_html, b.paragraphs)}`,
          // an anonymous author (shown as 匿名用户) is not findable by name
          author: item.creator.id === ANONYMOUS_ID ? '' : item.creator.realName,
          publishTime: item.publishTime,
          views: item.showViews,
          essences: item.essences,
          bmsAuth: item.bmsAuth,
          subspecialtyIds: item.subspecialtys.map((s) => s.id),
        }),
      ];
    });
  },

  async objects(db, ids) {
    const out: SearchObjects<'mp_article'> = new Map();
    for (const item of await articleItems(db, ids))
      out.set(item.id, { type: 'mp_article', mp_article: item });
    return out;
  },

  async sourceTexts(db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('mp_articles')
      .select(['id', 'title', 'description', 'body_html', 'paragraphs'])
      .where('id', 'in', ids)
      .where('status', '=', 'published')
      .execute();
    return rows.map((r) => {
      const blocks = readStoredBlocks(r.paragraphs);
      const body = blocks
        ? blocks
            .filter((b) => b.type === 'txt' || b.type === 'title')
            .map((b) => b.text ?? '')
            .join('\n')
        : sourceText(r.body_html);
      return {
        type: 'mp_article',
        id: r.id,
        title: r.title,
        url: jumpUrl({ type: 'mparticle', id: r.id }) ?? '',
        text: sourceLines(r.description, body),
      };
    });
  },
};
