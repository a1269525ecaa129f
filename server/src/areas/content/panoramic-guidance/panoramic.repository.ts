import type {
  ElabClassification,
  ElabDetail,
  ElabItem,
  ElabOrder,
  ElabSpecialColumn,
  ElabSpecialColumnDetail,
} from '@portal/api/contract/panoramic';
import type { PortalDb } from '../../../db/database';
import { type PublicPerson, publicPerson } from '../../../people/public-person';

const CASE_COLUMNS = [
  'elab_cases.id',
  'elab_cases.case_name',
  'elab_cases.image',
  'elab_cases.hospital',
  'elab_cases.share_desc',
  'elab_cases.views',
  'elab_cases.publish_time',
  'elab_classifications.id as classification_id',
  'elab_classifications.code as classification_code',
  'elab_classifications.name as classification_name',
] as const;

interface CaseRow {
  id: number;
  case_name: string;
  image: string;
  hospital: string;
  share_desc: string;
  views: number;
  publish_time: number;
  classification_id: number;
  classification_code: string;
  classification_name: string;
}

/** an author of a panoramic case in the shape its cards read (the search results use it too) */
export const elabAuthor = (person: PublicPerson) => ({
  systemUserId: person.id,
  userRealname: person.realName,
  userAvatar: person.avatar,
  company: person.company,
});

const casesQuery = (db: PortalDb) =>
  db
    .selectFrom('elab_cases')
    .innerJoin('elab_classifications', 'elab_classifications.id', 'elab_cases.classification_id');

/** list items of these case rows: their authors (as the public may see them) and subspecialties */
async function decorateCases(db: PortalDb, rows: CaseRow[]): Promise<ElabItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [authors, subs] = await Promise.all([
    db
      .selectFrom('elab_case_authors')
      .innerJoin('users', 'users.id', 'elab_case_authors.user_id')
      .select([
        'elab_case_authors.case_id',
        'users.id',
        'users.real_name',
        'users.avatar',
        'users.company',
        'users.identity',
      ])
      .where('elab_case_authors.case_id', 'in', ids)
      .orderBy('elab_case_authors.case_id')
      .orderBy('elab_case_authors.sort')
      .execute(),
    db
      .selectFrom('elab_case_subspecialties')
      .innerJoin('subspecialties', 'subspecialties.id', 'elab_case_subspecialties.subspecialty_id')
      .select(['elab_case_subspecialties.case_id', 'subspecialties.id', 'subspecialties.name'])
      .where('elab_case_subspecialties.case_id', 'in', ids)
      .orderBy('subspecialties.sort')
      .orderBy('subspecialties.id')
      .execute(),
  ]);
  return rows.map((r) => ({
    id: r.id,
    caseName: r.case_name,
    image: r.image,
    elabSurgicalClassification: {
      id: r.classification_id,
      code: r.classification_code,
      name: r.classification_name,
    },
    hospital: r.hospital,
    authorList: authors.filter((a) => a.case_id === r.id).map((a) => elabAuthor(publicPerson(a))),
    classificationList: subs.filter((s) => s.case_id === r.id).map((s) => ({ id: s.id, name: s.name })),
    shareDesc: r.share_desc,
    views: r.views,
    publishTime: Number(r.publish_time),
  }));
}

/**
 * Panoramic cases as every list shows them (classification, authors, subspecialties), by id in the
 * order of `ids`; an id without a case is left out. The one reader of cases: the lists, the detail
 * and the search results and documents take them from here.
 */
export async function readElabItems(db: PortalDb, ids: readonly number[]): Promise<Map<number, ElabItem>> {
  const out = new Map<number, ElabItem>();
  if (ids.length === 0) return out;
  const rows = await casesQuery(db).select(CASE_COLUMNS).where('elab_cases.id', 'in', ids).execute();
  const items = new Map((await decorateCases(db, rows)).map((item) => [item.id, item]));
  for (const id of ids) {
    const item = items.get(id);
    if (item) out.set(id, item);
  }
  return out;
}

export function createPanoramicRepository(db: PortalDb) {
  const cases = () => casesQuery(db);
  const decorate = (rows: CaseRow[]) => decorateCases(db, rows);

  /** cases by id, in the order of `ids` */
  async function casesByIds(ids: number[]): Promise<ElabItem[]> {
    return [...(await readElabItems(db, ids)).values()];
  }

  async function columnsWithCounts(columnIds?: number[]): Promise<ElabSpecialColumn[]> {
    let query = db
      .selectFrom('elab_special_columns')
      .leftJoin('elab_column_cases', 'elab_column_cases.column_id', 'elab_special_columns.id')
      .select((eb) => [
        'elab_special_columns.id',
        'elab_special_columns.title',
        'elab_special_columns.cover',
        'elab_special_columns.description',
        'elab_special_columns.views',
        'elab_special_columns.sort',
        eb.fn.count<number | string>('elab_column_cases.case_id').as('contents'),
      ])
      .groupBy([
        'elab_special_columns.id',
        'elab_special_columns.title',
        'elab_special_columns.cover',
        'elab_special_columns.description',
        'elab_special_columns.views',
        'elab_special_columns.sort',
      ])
      .orderBy('elab_special_columns.sort')
      .orderBy('elab_special_columns.id');
    if (columnIds) query = query.where('elab_special_columns.id', 'in', columnIds);
    const rows = await query.execute();
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      cover: r.cover,
      description: r.description,
      views: r.views,
      contents: Number(r.contents),
    }));
  }

  return {
    async classifications(): Promise<ElabClassification[]> {
      return db
        .selectFrom('elab_classifications')
        .select(['id', 'code', 'name'])
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    async list(query: {
      pageNo: number;
      pageSize: number;
      classificationCode?: string;
      order: ElabOrder;
    }): Promise<{ items: ElabItem[]; totalCount: number }> {
      let filtered = cases();
      if (query.classificationCode) {
        filtered = filtered.where('elab_classifications.code', '=', query.classificationCode);
      }
      const ordered =
        query.order === 'hot'
          ? filtered.orderBy('elab_cases.views', 'desc').orderBy('elab_cases.id', 'desc')
          : filtered.orderBy('elab_cases.publish_time', 'desc').orderBy('elab_cases.id', 'desc');
      const [count, rows] = await Promise.all([
        filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
        ordered
          .select(CASE_COLUMNS)
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
      ]);
      return { items: await decorate(rows), totalCount: Number(count.total) };
    },

    async detail(id: number): Promise<(Omit<ElabDetail, 'content'> & { bodyHtml: string }) | null> {
      const row = await cases()
        .select([...CASE_COLUMNS, 'elab_cases.body_html'])
        .where('elab_cases.id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const [[item], columns] = await Promise.all([
        decorate([row]),
        db
          .selectFrom('elab_column_cases')
          .innerJoin('elab_special_columns', 'elab_special_columns.id', 'elab_column_cases.column_id')
          .select(['elab_special_columns.id', 'elab_special_columns.title'])
          .where('elab_column_cases.case_id', '=', id)
          .orderBy('elab_special_columns.sort')
          .orderBy('elab_special_columns.id')
          .execute(),
      ]);
      return { ...(item as ElabItem), columns, bodyHtml: row.body_html };
    },

    /** adds one view; null when the case does not exist */
    async addView(id: number): Promise<number | null> {
      const updated = await db
        .updateTable('elab_cases')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return null;
      const row = await db.selectFrom('elab_cases').select('views').where('id', '=', id).executeTakeFirst();
      return row ? row.views : null;
    },

    columns: () => columnsWithCounts(),

    async column(id: number): Promise<ElabSpecialColumnDetail | null> {
      const [column] = await columnsWithCounts([id]);
      if (!column) return null;
      const caseIds = await db
        .selectFrom('elab_column_cases')
        .select('case_id')
        .where('column_id', '=', id)
        .orderBy('sort')
        .orderBy('case_id')
        .execute();
      return { ...column, cases: await casesByIds(caseIds.map((c) => c.case_id)) };
    },
  };
}
