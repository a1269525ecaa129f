import { readStoredBlocks } from '../../modules/articles/paragraph-blocks';
import type { SearchDocument } from '../search-index';
import { BODY_INDEX_CHARS, type Feeder, groupBy, idsAfter, plainText, type SearchObjects } from './feeder';

function parseImages(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

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
    return rows.map(
      (r): SearchDocument => ({
        type: 'mp_article',
        refId: r.id,
        tabs: r.type === 'case' ? ['12'] : [],
        title: r.title,
        titleTokens: analyzer.indexTitle(r.title),
        bodyTokens: analyzer.indexText(`${r.description} ${bodyText(r.body_html, r.paragraphs)}`),
        authorTokens: analyzer.indexText(r.real_name),
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
    if (ids.length === 0) return out;
    const rows = await db
      .selectFrom('mp_articles')
      .innerJoin('users', 'users.id', 'mp_articles.creator_id')
      .select([
        'mp_articles.id',
        'mp_articles.type',
        'mp_articles.title',
        'mp_articles.description',
        'mp_articles.cover',
        'mp_articles.images',
        'mp_articles.publish_time',
        'mp_articles.views',
        'mp_articles.comments',
        'mp_articles.diggs',
        'mp_articles.favorites',
        'mp_articles.essences',
        'mp_articles.bms_auth',
        'mp_articles.creator_id',
        'users.real_name',
        'users.company',
        'users.avatar',
        'users.fans',
        'users.identity',
      ])
      .where('mp_articles.id', 'in', ids)
      .execute();
    if (rows.length === 0) return out;
    const creatorIds = [...new Set(rows.map((r) => r.creator_id))];
    const [posts, subs] = await Promise.all([
      db
        .selectFrom('mp_articles')
        .select(['creator_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('creator_id', 'in', creatorIds)
        .where('status', '=', 'published')
        .groupBy('creator_id')
        .execute(),
      db
        .selectFrom('mp_article_subspecialties')
        .innerJoin('subspecialties', 'subspecialties.id', 'mp_article_subspecialties.subspecialty_id')
        .select(['mp_article_subspecialties.article_id', 'subspecialties.id', 'subspecialties.name'])
        .where('mp_article_subspecialties.article_id', 'in', ids)
        .orderBy('subspecialties.sort')
        .orderBy('subspecialties.id')
        .execute(),
    ]);
    const postsBy = new Map(posts.map((p) => [p.creator_id, Number(p.n)]));
    const subsOf = groupBy(subs, (s) => s.article_id);
    for (const r of rows) {
      out.set(r.id, {
        type: 'mp_article',
        mp_article: {
          id: r.id,
          type: r.type,
          title: r.title,
          description: r.description,
          cover: r.cover,
          images: parseImages(r.images),
          publishTime: Number(r.publish_time),
          showViews: r.views,
          showComments: r.comments,
          showDiggs: r.diggs,
          favorites: r.favorites,
          essences: r.essences,
          bmsAuth: r.bms_auth,
          creator: {
            id: r.creator_id,
            realName: r.real_name,
            company: r.company ?? '',
            avatarAddress: r.avatar,
            userPostNum: postsBy.get(r.creator_id) ?? 0,
            fans: r.fans,
            identity: r.identity,
          },
          subspecialtys: (subsOf.get(r.id) ?? []).map((s) => ({ id: s.id, name: s.name })),
        },
      });
    }
    return out;
  },
};
