import type {
  ArticleDetail,
  ArticleItem,
  ArticleListQuery,
  ParagraphBlock,
  RelatedArticle,
} from '@portal/api/contract/article';
import { ANONYMOUS_ID } from '@portal/api/identity';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import type { Insertable } from 'kysely';
import { sanitizeRichText } from '../../../content-safety/sanitize';
import type { PortalDb } from '../../../db/database';
import { readerMarks } from '../../../engagement/reader-marks';
import { notFound } from '../../../lib/app-error';
import { publicPerson } from '../../../people/public-person';
import { checkBlocksForWrite, readStoredBlocks } from './paragraph-blocks';
import type { MpArticlesTable } from './schema';

export const ARTICLE_TARGET = 'mp_article';
export const ARTICLE_MISSING = '文章不存在或已删除';

const LIST_COLUMNS = [
  'mp_articles.id',
  'mp_articles.type',
  'mp_articles.status',
  'mp_articles.creator_id',
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
] as const;

type ArticleRow = Pick<
  MpArticlesTable,
  | 'type'
  | 'status'
  | 'creator_id'
  | 'title'
  | 'description'
  | 'cover'
  | 'images'
  | 'publish_time'
  | 'views'
  | 'comments'
  | 'diggs'
  | 'favorites'
  | 'essences'
  | 'bms_auth'
> & { id: number };

function parseImages(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The article if the viewer may see it (published, or their own draft/pending); else 404. */
export async function visibleArticle(db: PortalDb, articleId: number, viewerId: number | null) {
  const row = await db
    .selectFrom('mp_articles')
    .select(['id', 'status', 'creator_id'])
    .where('id', '=', articleId)
    .executeTakeFirst();
  if (!row || (row.status !== 'published' && row.creator_id !== viewerId)) throw notFound(ARTICLE_MISSING);
  return row;
}

/**
 * List items of these article rows: their creators, post counts and subspecialties, one query each.
 * An anonymous creator (identity 3 or 7) is named only to themself (`viewerId`), with no counts
 * that would narrow down who they are.
 */
async function decorateArticles(
  db: PortalDb,
  rows: ArticleRow[],
  viewerId: number | null = null,
): Promise<ArticleItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const creatorIds = [...new Set(rows.map((r) => r.creator_id))];
  const [users, posts, subs] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'real_name', 'company', 'avatar', 'fans', 'identity'])
      .where('id', 'in', creatorIds)
      .execute(),
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
  const userById = new Map(users.map((u) => [u.id, u]));
  const postsBy = new Map(posts.map((p) => [p.creator_id, Number(p.n)]));
  return rows.map((r) => {
    const u = userById.get(r.creator_id);
    const creator = publicPerson(u, { viewerId, area: 'article' });
    return {
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
        id: creator.id,
        realName: creator.realName,
        company: creator.company,
        avatarAddress: creator.avatar,
        userPostNum: creator.anonymous ? 0 : (postsBy.get(r.creator_id) ?? 0),
        fans: creator.anonymous ? 0 : (u?.fans ?? 0),
        identity: creator.identity,
      },
      subspecialtys: subs.filter((s) => s.article_id === r.id).map((s) => ({ id: s.id, name: s.name })),
    };
  });
}

/** The list items of these articles (any status), for lists other areas build, such as search results. */
export async function articleItems(db: PortalDb, ids: readonly number[]): Promise<ArticleItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('mp_articles')
    .select(LIST_COLUMNS)
    .where('mp_articles.id', 'in', ids)
    .execute();
  return decorateArticles(db, rows);
}

export function createArticleRepository(db: PortalDb) {
  async function branchIds(subspecialtyId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('subspecialties')
      .select('id')
      .where((eb) => eb.or([eb('id', '=', subspecialtyId), eb('parent_id', '=', subspecialtyId)]))
      .execute();
    return rows.map((r) => r.id);
  }

  return {
    async list(query: Required<Pick<ArticleListQuery, 'pageNo' | 'pageSize'>> & ArticleListQuery) {
      let base = db.selectFrom('mp_articles').where('mp_articles.status', '=', 'published');
      if (query.type) base = base.where('mp_articles.type', '=', query.type);
      if (query.essences) base = base.where('mp_articles.essences', '=', query.essences);
      if (query.subspecialtyId) {
        const branch = await branchIds(query.subspecialtyId);
        if (branch.length === 0) return { items: [], totalCount: 0 };
        base = base.where(
          'mp_articles.id',
          'in',
          db
            .selectFrom('mp_article_subspecialties')
            .select('article_id')
            .where('subspecialty_id', 'in', branch),
        );
      }
      let paged = base.select(LIST_COLUMNS);
      paged =
        query.order === 'hot'
          ? paged.orderBy('mp_articles.views', 'desc').orderBy('mp_articles.id', 'desc')
          : paged.orderBy('mp_articles.publish_time', 'desc').orderBy('mp_articles.id', 'desc');
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        paged
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
      ]);
      return { items: await decorateArticles(db, rows), totalCount: Number(total) };
    },

    async detail(articleId: number, viewerId: number | null): Promise<ArticleDetail> {
      const row = await db
        .selectFrom('mp_articles')
        .select([...LIST_COLUMNS, 'mp_articles.body_html', 'mp_articles.paragraphs'])
        .where('mp_articles.id', '=', articleId)
        .executeTakeFirst();
      if (!row || (row.status !== 'published' && row.creator_id !== viewerId))
        throw notFound(ARTICLE_MISSING);
      const [[item], userDiggs, followed, marks] = await Promise.all([
        decorateArticles(db, [row], viewerId),
        db
          .selectFrom('mp_articles')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('diggs'), eb.lit(0)).as('n'))
          .where('creator_id', '=', row.creator_id)
          .where('status', '=', 'published')
          .executeTakeFirstOrThrow(),
        viewerId
          ? db
              .selectFrom('user_follows')
              .select('follower_id')
              .where('follower_id', '=', viewerId)
              .where('followee_id', '=', row.creator_id)
              .executeTakeFirst()
          : undefined,
        readerMarks(db, viewerId, {
          diggTarget: ARTICLE_TARGET,
          collectType: COLLECT_TYPES.mpArticle,
          id: articleId,
        }),
      ]);
      return {
        ...item!,
        status: row.status,
        userDiggs: item!.creator.id === ANONYMOUS_ID ? 0 : Number(userDiggs.n),
        followStatus: followed ? 'FD' : 'NF',
        diggStatus: marks.digged ? 'T' : 'F',
        isArticleCollect: marks.collected,
        // stored bodies were checked on write; the read pass keeps anything older (or written
        // by hand) from reaching a browser. Blocks win when there are usable ones.
        mpArticleParagraphs: readStoredBlocks(row.paragraphs) ?? sanitizeRichText(row.body_html),
      };
    },

    async related(articleId: number, count: number): Promise<RelatedArticle[]> {
      const subs = db
        .selectFrom('mp_article_subspecialties')
        .select('subspecialty_id')
        .where('article_id', '=', articleId);
      const pick = (sameSubspecialty: boolean, exclude: number[], limit: number) => {
        let q = db
          .selectFrom('mp_articles')
          .innerJoin('users', 'users.id', 'mp_articles.creator_id')
          .select([
            'mp_articles.id',
            'mp_articles.title',
            'mp_articles.cover',
            'users.id as user_id',
            'users.real_name',
            'users.avatar',
            'users.identity',
          ])
          .where('mp_articles.status', '=', 'published')
          .where('mp_articles.id', 'not in', exclude);
        if (sameSubspecialty) {
          q = q.where(
            'mp_articles.id',
            'in',
            db
              .selectFrom('mp_article_subspecialties')
              .select('article_id')
              .where('subspecialty_id', 'in', subs),
          );
        }
        return q
          .orderBy('mp_articles.publish_time', 'desc')
          .orderBy('mp_articles.id', 'desc')
          .limit(limit)
          .execute();
      };
      const first = await pick(true, [articleId], count);
      const rows =
        first.length < count
          ? [...first, ...(await pick(false, [articleId, ...first.map((r) => r.id)], count - first.length))]
          : first;
      return rows.map((r) => ({
        articleId: r.id,
        title: r.title,
        author: publicPerson({ ...r, id: r.user_id }, { area: 'article' }).realName,
        cover: r.cover,
        ffrom: 'ugc' as const,
      }));
    },

    async addView(articleId: number): Promise<number> {
      await db
        .updateTable('mp_articles')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', articleId)
        .execute();
      const row = await db
        .selectFrom('mp_articles')
        .select('views')
        .where('id', '=', articleId)
        .executeTakeFirst();
      return row?.views ?? 0;
    },
  };
}

/**
 * Writes an article with its body sanitized (the write half of sanitize-on-write-and-read); a body
 * in block form is checked block by block (400 with the first reason) and stored beside the HTML.
 */
export async function insertArticle(
  db: PortalDb,
  article: Omit<Insertable<MpArticlesTable>, 'body_html' | 'paragraphs'> & {
    body_html: string;
    paragraphs?: readonly ParagraphBlock[];
  },
  subspecialtyIds: number[] = [],
): Promise<number> {
  const { paragraphs, ...fields } = article;
  const { id } = await db
    .insertInto('mp_articles')
    .values({
      ...fields,
      body_html: sanitizeRichText(article.body_html),
      paragraphs: paragraphs ? JSON.stringify(checkBlocksForWrite(paragraphs)) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (subspecialtyIds.length) {
    await db
      .insertInto('mp_article_subspecialties')
      .values(subspecialtyIds.map((s) => ({ article_id: id, subspecialty_id: s })))
      .execute();
  }
  return id;
}
