import type { ProductMention } from '@portal/api/contract/brand';
import { jumpUrl } from '@portal/api/jump-rules';
import { SIDEBAR_CONTENT_TYPES } from '@portal/api/rules/sidebar';
import { sql } from 'kysely';
import type { PortalDb } from '../../../db/database';
import type { ProductMentionSource } from '../../../readers/readers';
import { articleItems } from '../articles/articles.repository';
import { readInfoItems } from '../info/info.repository';

/*
 * The content that mentions a product, for its page's 临床应用: the user-written cases and articles
 * and the news items linked to it in `content_products` (the links the article pages' 相关器械 show).
 * Only published user-written items are listed (a draft, one in review or one taken down never);
 * every stored news item is public.
 */

const U = SIDEBAR_CONTENT_TYPES.userWritten;
const I = SIDEBAR_CONTENT_TYPES.news;

/** published user-written items of one type linked to the product */
const linkedArticles = (db: PortalDb, productId: number, type: 'article' | 'case') =>
  db
    .selectFrom('content_products as cp')
    .innerJoin('mp_articles as a', 'a.id', 'cp.content_id')
    .where('cp.content_type', '=', U)
    .where('cp.product_id', '=', productId)
    .where('a.status', '=', 'published')
    .where('a.type', '=', type);

const linkedNews = (db: PortalDb, productId: number) =>
  db
    .selectFrom('content_products as cp')
    .innerJoin('info_articles as i', 'i.id', 'cp.content_id')
    .where('cp.content_type', '=', I)
    .where('cp.product_id', '=', productId);

/** user-written items as mentions, in the order of `ids` */
async function articleMentions(
  db: PortalDb,
  ids: readonly number[],
  type: 'article' | 'case',
): Promise<Map<number, ProductMention>> {
  const items = await articleItems(db, ids);
  return new Map(
    items.map((a) => [
      a.id,
      {
        type,
        kind: 'mp_article',
        id: a.id,
        title: a.title,
        summary: a.description,
        cover: a.cover,
        url: jumpUrl({ type: 'mparticle', id: a.id }) ?? '',
        time: a.publishTime,
        // an anonymous author (identity 7 in the article area) is named as such, never by name
        authorName: a.creator.realName,
        context: '',
        bmsAuth: a.bmsAuth,
      },
    ]),
  );
}

async function newsMentions(db: PortalDb, ids: readonly number[]): Promise<Map<number, ProductMention>> {
  const items = await readInfoItems(db, ids);
  return new Map(
    [...items.values()].map((n) => [
      n.infoId,
      {
        type: 'article',
        kind: 'info',
        id: n.infoId,
        title: n.infoTitle,
        summary: n.searchDescription,
        cover: n.infoImg,
        // the jump rule of a news item is "the link given with it", its detail page
        url: jumpUrl({ type: 'info', url: n.url }) ?? '',
        time: n.publishDate,
        authorName: n.authorNames,
        context: '',
        bmsAuth: n.bmsAuth,
      },
    ]),
  );
}

const total = (row: { n: number | string } | undefined) => Number(row?.n ?? 0);

/** cases: user-written items of type case */
const cases: ProductMentionSource = {
  type: 'case',
  async count(db, productId) {
    return total(
      await linkedArticles(db, productId, 'case')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst(),
    );
  },
  async page(db, productId, { pageNo, pageSize }) {
    const rows = await linkedArticles(db, productId, 'case')
      .select('a.id')
      .orderBy('a.publish_time', 'desc')
      .orderBy('a.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    const found = await articleMentions(
      db,
      rows.map((r) => r.id),
      'case',
    );
    return rows.flatMap((r) => found.get(r.id) ?? []);
  },
};

/** articles: user-written articles and news items together, newest first */
const articles: ProductMentionSource = {
  type: 'article',
  async count(db, productId) {
    const [own, news] = await Promise.all([
      linkedArticles(db, productId, 'article')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst(),
      linkedNews(db, productId)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst(),
    ]);
    return total(own) + total(news);
  },
  async page(db, productId, { pageNo, pageSize }) {
    const union = linkedArticles(db, productId, 'article')
      .select([sql.lit<string>(U).as('kind'), 'a.id as id', 'a.publish_time as at'])
      .unionAll(
        linkedNews(db, productId).select([
          sql.lit<string>(I).as('kind'),
          'i.id as id',
          'i.publish_date as at',
        ]),
      );
    const rows = await db
      .selectFrom(union.as('m'))
      .select(['m.kind', 'm.id'])
      .orderBy('m.at', 'desc')
      .orderBy('m.kind')
      .orderBy('m.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    const ids = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => Number(r.id));
    const [own, news] = await Promise.all([articleMentions(db, ids(U), 'article'), newsMentions(db, ids(I))]);
    return rows.flatMap((r) => (r.kind === U ? own : news).get(Number(r.id)) ?? []);
  },
};

/** what the content area contributes to the product page's 临床应用 */
export const CONTENT_PRODUCT_MENTIONS: readonly ProductMentionSource[] = [cases, articles];
