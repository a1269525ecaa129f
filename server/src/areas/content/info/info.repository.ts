import type { RelatedArticle } from '@portal/api/contract/article';
import type { InfoDetail, InfoItem, Subspecialty } from '@portal/api/contract/info';
import { infoDetailUrl } from '@portal/api/links';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import { sql } from 'kysely';
import type { PortalDb } from '../../../db/database';
import { readerMarks } from '../../../engagement/reader-marks';
import { notFound } from '../../../lib/app-error';
import { groupBy } from '../../../lib/group-by';
import { TtlCache } from '../../../lib/ttl-cache';

/** `comments.target_type` / `content_diggs.target_type` of a news item */
export const INFO_TARGET = 'info';
export const INFO_MISSING = '资讯不存在或已下线';

/** The news item if it exists (every stored item is public); else 404. */
export async function visibleInfo(db: PortalDb, infoId: number) {
  const row = await db.selectFrom('info_articles').select('id').where('id', '=', infoId).executeTakeFirst();
  if (!row) throw notFound(INFO_MISSING);
  return row;
}

const LIST_COLUMNS = [
  'info_articles.id',
  'info_articles.title',
  'info_articles.cover',
  'info_articles.summary',
  'info_articles.publish_date',
  'info_articles.essences',
  'info_articles.bms_auth',
  'info_articles.compile_article',
  'info_articles.views',
  'info_articles.comments',
  'info_articles.diggs',
] as const;

/**
 * News items as every list shows them (spec 3: authors, subspecialties, counters, the link), by id;
 * an id without an item is left out. The one reader of news items: the list and the detail, the
 * search results and documents, and the lists of other features take them from here.
 */
export async function readInfoItems(db: PortalDb, ids: readonly number[]): Promise<Map<number, InfoItem>> {
  const out = new Map<number, InfoItem>();
  if (ids.length === 0) return out;
  const [rows, authors, subs] = await Promise.all([
    db.selectFrom('info_articles').select(LIST_COLUMNS).where('info_articles.id', 'in', ids).execute(),
    db
      .selectFrom('info_authors')
      .select(['info_id', 'author_name', 'head_image', 'user_id'])
      .where('info_id', 'in', ids)
      .orderBy('info_id')
      .orderBy('sort')
      .execute(),
    db
      .selectFrom('info_subspecialties')
      .innerJoin('subspecialties', 'subspecialties.id', 'info_subspecialties.subspecialty_id')
      .select(['info_subspecialties.info_id', 'subspecialties.id', 'subspecialties.name'])
      .where('info_subspecialties.info_id', 'in', ids)
      .orderBy('subspecialties.sort')
      .execute(),
  ]);
  const authorsOf = groupBy(authors, (a) => a.info_id);
  const subsOf = groupBy(subs, (s) => s.info_id);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const r = byId.get(id);
    if (!r) continue;
    const authorList = (authorsOf.get(id) ?? []).map((a) => ({
      authorName: a.author_name,
      headImage: a.head_image,
      userId: a.user_id,
    }));
    out.set(id, {
      infoId: r.id,
      infoImg: r.cover,
      infoTitle: r.title,
      essences: r.essences,
      publishDate: Number(r.publish_date),
      authorList,
      authorNames: authorList.map((a) => a.authorName).join('、'),
      searchDescription: r.summary,
      bmsAuth: r.bms_auth,
      compileArticle: r.compile_article,
      subspecialtys: (subsOf.get(id) ?? []).map((s) => ({ id: s.id, name: s.name })),
      showViews: r.views,
      showComments: r.comments,
      showDiggs: r.diggs,
      url: infoDetailUrl(r.id),
    });
  }
  return out;
}

export function createInfoRepository(db: PortalDb) {
  // the subspecialty tree changes rarely; a minute of staleness is fine for filtering
  const branches = new TtlCache<number[]>(60_000, 1_000);
  const totals = new TtlCache<number>(5_000, 1_000);

  /** the subspecialty and its children, so a top-level filter covers the whole branch */
  function branchIds(subspecialtyId: number): Promise<number[]> {
    return branches.get(String(subspecialtyId), () => loadBranch(subspecialtyId));
  }

  async function loadBranch(subspecialtyId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('subspecialties')
      .select('id')
      .where((eb) => eb.or([eb('id', '=', subspecialtyId), eb('parent_id', '=', subspecialtyId)]))
      .execute();
    return rows.map((r) => r.id);
  }

  return {
    async list(query: {
      pageNo: number;
      pageSize: number;
      subspecialtyId?: number;
      order?: 'latest' | 'hot';
    }) {
      const branch = query.subspecialtyId ? await branchIds(query.subspecialtyId) : null;
      if (branch?.length === 0) return { items: [], totalCount: 0 };
      // Page over the (publish_date, id) index alone, then read just that page's rows. With a
      // filter, `+id` keeps SQLite from driving the query by the id list, which would sort
      // every matching row in a temporary b-tree before skipping to the page.
      let pageIds = db.selectFrom('info_articles').select('info_articles.id');
      if (branch) {
        pageIds = pageIds.where(
          sql<number>`+info_articles.id`,
          'in',
          db.selectFrom('info_subspecialties').select('info_id').where('subspecialty_id', 'in', branch),
        );
      }
      // totals move only when articles are published; every page of a filter shares one count
      const counted = totals.get(branch ? branch.join(',') : '*', async () => {
        const row = branch
          ? await db
              .selectFrom('info_subspecialties')
              .select((eb) => eb.fn.count<number>('info_id').distinct().as('total'))
              .where('subspecialty_id', 'in', branch)
              .executeTakeFirstOrThrow()
          : await db
              .selectFrom('info_articles')
              .select((eb) => eb.fn.countAll<number>().as('total'))
              .executeTakeFirstOrThrow();
        return Number(row.total);
      });
      const [total, idRows] = await Promise.all([
        counted,
        (query.order === 'hot'
          ? pageIds.orderBy('info_articles.views', 'desc')
          : pageIds.orderBy('info_articles.publish_date', 'desc')
        )
          .orderBy('info_articles.id', 'desc')
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
      ]);
      const items = await readInfoItems(
        db,
        idRows.map((r) => r.id),
      );
      return { items: [...items.values()], totalCount: total };
    },

    /** the item with the reader's like and collect state (both off for visitors) */
    async detail(
      id: number,
      viewerId: number | null,
    ): Promise<(Omit<InfoDetail, 'content'> & { bodyHtml: string }) | null> {
      const [row, items, marks] = await Promise.all([
        db
          .selectFrom('info_articles')
          .select(['body_html', 'source', 'favorites'])
          .where('id', '=', id)
          .executeTakeFirst(),
        readInfoItems(db, [id]),
        readerMarks(db, viewerId, { diggTarget: INFO_TARGET, collectType: COLLECT_TYPES.info, id }),
      ]);
      const item = items.get(id);
      if (!row || !item) return null;
      return {
        ...item,
        source: row.source,
        favorites: row.favorites,
        diggStatus: marks.digged ? 'T' : 'F',
        isCollect: marks.collected,
        bodyHtml: row.body_html,
      };
    },

    /** news items sharing a subspecialty with this one (latest first), topped up with the latest */
    async related(infoId: number, count: number): Promise<RelatedArticle[]> {
      const subs = db
        .selectFrom('info_subspecialties')
        .select('subspecialty_id')
        .where('info_id', '=', infoId);
      const pick = (sameSubspecialty: boolean, exclude: number[], limit: number) => {
        let q = db
          .selectFrom('info_articles')
          .select(['info_articles.id', 'info_articles.title', 'info_articles.cover'])
          .where('info_articles.id', 'not in', exclude);
        if (sameSubspecialty) {
          q = q.where(
            'info_articles.id',
            'in',
            db.selectFrom('info_subspecialties').select('info_id').where('subspecialty_id', 'in', subs),
          );
        }
        return q
          .orderBy('info_articles.publish_date', 'desc')
          .orderBy('info_articles.id', 'desc')
          .limit(limit)
          .execute();
      };
      const first = await pick(true, [infoId], count);
      const rows =
        first.length < count
          ? [...first, ...(await pick(false, [infoId, ...first.map((r) => r.id)], count - first.length))]
          : first;
      const items = await readInfoItems(
        db,
        rows.map((r) => r.id),
      );
      return [...items.values()].map((item) => ({
        articleId: item.infoId,
        title: item.infoTitle,
        author: item.authorNames,
        cover: item.infoImg,
        ffrom: 'pgc' as const,
      }));
    },

    /** +1 view; the new count (the item must exist) */
    async addView(infoId: number): Promise<number> {
      await db
        .updateTable('info_articles')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', infoId)
        .execute();
      const row = await db
        .selectFrom('info_articles')
        .select('views')
        .where('id', '=', infoId)
        .executeTakeFirst();
      return row?.views ?? 0;
    },

    async subspecialties(): Promise<Subspecialty[]> {
      const rows = await db.selectFrom('subspecialties').selectAll().orderBy('sort').orderBy('id').execute();
      return rows
        .filter((r) => r.parent_id === null)
        .map((parent) => ({
          id: parent.id,
          name: parent.name,
          children: rows.filter((c) => c.parent_id === parent.id).map((c) => ({ id: c.id, name: c.name })),
        }));
    },
  };
}
