import type { InfoDetail, InfoItem, Subspecialty } from '@portal/api/contract/info';
import { infoDetailUrl } from '@portal/api/contract/info';
import { sql } from 'kysely';
import type { PortalDb } from '../../db/database';
import type { InfoArticlesTable } from '../../db/schema';
import { TtlCache } from '../../lib/ttl-cache';

type ArticleRow = Omit<InfoArticlesTable, 'id' | 'body_html' | 'created_at' | 'source'> & { id: number };

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

  async function decorate(rows: ArticleRow[]): Promise<InfoItem[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [authors, subs] = await Promise.all([
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
    return rows.map((r) => {
      const authorList = authors
        .filter((a) => a.info_id === r.id)
        .map((a) => ({ authorName: a.author_name, headImage: a.head_image, userId: a.user_id }));
      return {
        infoId: r.id,
        infoImg: r.cover,
        infoTitle: r.title,
        essences: r.essences,
        publishDate: r.publish_date,
        authorList,
        authorNames: authorList.map((a) => a.authorName).join('、'),
        searchDescription: r.summary,
        bmsAuth: r.bms_auth,
        compileArticle: r.compile_article,
        subspecialtys: subs.filter((s) => s.info_id === r.id).map((s) => ({ id: s.id, name: s.name })),
        showViews: r.views,
        showComments: r.comments,
        showDiggs: r.diggs,
        url: infoDetailUrl(r.id),
      };
    });
  }

  return {
    async list(query: { pageNo: number; pageSize: number; subspecialtyId?: number }) {
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
        pageIds
          .orderBy('info_articles.publish_date', 'desc')
          .orderBy('info_articles.id', 'desc')
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
      ]);
      const ids = idRows.map((r) => r.id);
      const rows = ids.length
        ? await db
            .selectFrom('info_articles')
            .select(LIST_COLUMNS)
            .where('info_articles.id', 'in', ids)
            .execute()
        : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      const ordered = ids
        .map((id) => byId.get(id))
        .filter((r): r is (typeof rows)[number] => r !== undefined);
      return { items: await decorate(ordered), totalCount: total };
    },

    async detail(id: number): Promise<(Omit<InfoDetail, 'content'> & { bodyHtml: string }) | null> {
      const row = await db
        .selectFrom('info_articles')
        .select([...LIST_COLUMNS, 'info_articles.body_html', 'info_articles.source'])
        .where('info_articles.id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const [item] = await decorate([row]);
      return { ...item!, source: row.source, bodyHtml: row.body_html };
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
