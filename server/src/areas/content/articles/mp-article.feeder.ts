import { isAnonymousIdentity } from '@portal/api/identity';
import {
  BODY_INDEX_CHARS,
  type Feeder,
  groupBy,
  idsAfter,
  plainText,
  type SearchObjects,
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
    const [rows, subs] = await Promise.all([
      db
        .selectFrom('mp_articles')
        .innerJoin('users', 'users.id', 'mp_articles.creator_id')
        .select([
          'mp_articles.id',
          'mp_articles.type',
          'mp_articles.title',
          'mp_articles.description',
          'mp_articles.body_html',
          'mp_articles.paragraphs',
          'mp_articles.publish_time',
          'mp_articles.views',
          'mp_articles.essences',
          'mp_articles.bms_auth',
          'users.real_name',
          'users.identity',
        ])
        .where('mp_articles.id', 'in', ids)
        .where('mp_articles.status', '=', 'published')
        .execute(),
      db
        .selectFrom('mp_article_subspecialties')
        .select(['article_id', 'subspecialty_id'])
        .where('article_id', 'in', ids)
        .execute(),
    ]);
    const subsOf = groupBy(subs, (s) => s.article_id);
    return rows.map((r) =>
      toDocument(analyzer, {
        type: 'mp_article',
        refId: r.id,
        tabs: r.type === 'case' ? ['12'] : [],
        title: r.title,
        body: `${r.description} ${bodyText(r.body_html, r.paragraphs)}`,
        // an anonymous author is not findable by name
        author: isAnonymousIdentity(r.identity, 'article') ? '' : r.real_name,
        publishTime: Number(r.publish_time),
        views: r.views,
        essences: r.essences,
        bmsAuth: r.bms_auth,
        subspecialtyIds: (subsOf.get(r.id) ?? []).map((s) => s.subspecialty_id),
      }),
    );
  },

  async objects(db, ids) {
    const out: SearchObjects<'mp_article'> = new Map();
    for (const item of await articleItems(db, ids))
      out.set(item.id, { type: 'mp_article', mp_article: item });
    return out;
  },
};
