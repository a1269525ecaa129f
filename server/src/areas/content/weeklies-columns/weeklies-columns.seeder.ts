import type { Insertable } from 'kysely';
import type { AreaSeeder } from '../../../seed/area-seeder';
import { createRng, type Rng, within } from '../../../seed/random';
import type {
  ArticleColumnItemsTable,
  ArticleColumnsTable,
  ColumnSubscriptionsTable,
  WeekliesTable,
  WeeklyItemsTable,
} from './schema';

const DAY = 86_400_000;
const WEEK = 7 * DAY;

export const WEEKLY_NAME = '神外周刊';
export const WEEKLY_ISSUES = 30;
export const PGC_COLUMNS = 20;
export const UGC_COLUMNS = 20;

/** sections of an issue, in order, with how many items each takes and where they come from */
const WEEKLY_SECTIONS: readonly {
  name: string;
  from: 'info' | 'mp';
  /** for user content: cases or articles */
  kind?: 'case' | 'article';
  min: number;
  max: number;
}[] = [
  { name: '本周焦点', from: 'info', min: 2, max: 3 },
  { name: '临床研究', from: 'info', min: 3, max: 4 },
  { name: '手术病例', from: 'mp', kind: 'case', min: 2, max: 3 },
  { name: '专家观点', from: 'mp', kind: 'article', min: 1, max: 2 },
];

const PGC_SUFFIXES = ['前沿进展', '专题精选', '指南与共识解读', '手术技术荟萃', '多中心研究速递'];
const UGC_SUFFIXES = ['手术病例精讲', '临床经验谈', '诊疗心得', '病例分享系列', '术中要点笔记'];

const ROWS_PER_STATEMENT = 500;

interface InfoRow {
  id: number;
  title: string;
  publish_date: number;
}
interface MpRow {
  id: number;
  type: string;
  creator_id: number;
  title: string;
  publish_time: number;
}

/**
 * `n` of the items of `pool` (newest first) published shortly before `until`, none of `taken`:
 * an issue collects what appeared in the weeks before it.
 */
function recentBefore<T extends { id: number }>(
  pool: readonly T[],
  dateOf: (t: T) => number,
  until: number,
  n: number,
  taken: ReadonlySet<number>,
  r: Rng,
): T[] {
  const start = Math.max(
    0,
    pool.findIndex((t) => dateOf(t) <= until),
  );
  const window = pool.slice(start, start + n * 6 + taken.size).filter((t) => !taken.has(t.id));
  return r.sample(window, n);
}

export const weekliesColumnsSeeder: AreaSeeder = {
  name: 'weeklies-columns',
  tables: ['weeklies', 'weekly_items', 'article_columns', 'article_column_items', 'column_subscriptions'],
  sequenceTables: ['weeklies', 'article_columns'],
  async seed(db, context) {
    const r = createRng(`${context.seed}:weeklies-columns`);
    const [infos, mps, leaves, infoSubs, mpSubs, users] = await Promise.all([
      db
        .selectFrom('info_articles')
        .select(['id', 'title', 'publish_date'])
        .orderBy('publish_date', 'desc')
        .orderBy('id', 'desc')
        .execute(),
      db
        .selectFrom('mp_articles')
        .select(['id', 'type', 'creator_id', 'title', 'publish_time'])
        .where('status', '=', 'published')
        .orderBy('publish_time', 'desc')
        .orderBy('id', 'desc')
        .execute(),
      db
        .selectFrom('subspecialties')
        .select(['id', 'name'])
        .where('parent_id', 'is not', null)
        .orderBy('id')
        .execute(),
      db.selectFrom('info_subspecialties').select(['info_id', 'subspecialty_id']).execute(),
      db.selectFrom('mp_article_subspecialties').select(['article_id', 'subspecialty_id']).execute(),
      db.selectFrom('users').select(['id', 'real_name']).orderBy('id').execute(),
    ]);
    if (infos.length === 0 || users.length === 0) return;
    const infoRows: InfoRow[] = infos.map((i) => ({ ...i, publish_date: Number(i.publish_date) }));
    const mpRows: MpRow[] = mps.map((m) => ({ ...m, publish_time: Number(m.publish_time) }));

    // ---- weeklies: one issue a week, the newest on the Monday before `now`
    const cases = mpRows.filter((m) => m.type === 'case');
    const articles = mpRows.filter((m) => m.type !== 'case');
    // a database without one kind still fills the section with the other
    const mpByKind = (kind: 'case' | 'article' | undefined) =>
      kind === 'case' && cases.length > 0
        ? cases
        : kind === 'article' && articles.length > 0
          ? articles
          : mpRows;
    const weeklies: Insertable<WeekliesTable>[] = [];
    const weeklyItems: Insertable<WeeklyItemsTable>[] = [];
    const newest = context.now - DAY;
    for (let i = 0; i < WEEKLY_ISSUES; i++) {
      const id = i + 1;
      const issueNo = i + 1;
      const publishDate = newest - (WEEKLY_ISSUES - 1 - i) * WEEK;
      let sort = 0;
      const focusTitles: string[] = [];
      const taken = { info: new Set<number>(), mp: new Set<number>() };
      for (const section of WEEKLY_SECTIONS) {
        const n = r.int(section.min, section.max);
        const picked =
          section.from === 'info'
            ? recentBefore(infoRows, (t) => t.publish_date, publishDate, n, taken.info, r)
            : recentBefore(mpByKind(section.kind), (t) => t.publish_time, publishDate, n, taken.mp, r);
        for (const item of picked) {
          taken[section.from].add(item.id);
          if (section.name === '本周焦点') focusTitles.push(item.title);
          sort += 1;
          weeklyItems.push({
            weekly_id: id,
            sort,
            section: section.name,
            content_type: section.from,
            content_id: item.id,
          });
        }
      }
      weeklies.push({
        id,
        name: WEEKLY_NAME,
        issue_no: issueNo,
        cover: `/media/cover/weekly-${id}.svg`,
        publish_date: publishDate,
        views: r.skewed(200, 8000, 2),
        created_at: publishDate,
        summary: `本期聚焦：${focusTitles.slice(0, 2).join('；')}等，共收录 ${sort} 篇资讯与病例。`,
      });
    }

    // ---- columns: pgc = news of one subspecialty; ugc = one doctor's own articles
    const columns: Insertable<ArticleColumnsTable>[] = [];
    const columnItems: Insertable<ArticleColumnItemsTable>[] = [];
    const infosBySub = new Map<number, InfoRow[]>();
    const infoById = new Map(infoRows.map((i) => [i.id, i]));
    for (const link of infoSubs) {
      const info = infoById.get(link.info_id);
      if (!info) continue;
      const list = infosBySub.get(link.subspecialty_id) ?? [];
      list.push(info);
      infosBySub.set(link.subspecialty_id, list);
    }
    const subName = new Map(leaves.map((l) => [l.id, l.name]));
    const richLeaves = leaves.filter((l) => (infosBySub.get(l.id)?.length ?? 0) >= 5);
    const leafPool = r.shuffle(richLeaves.length > 0 ? richLeaves : leaves);
    let columnId = 0;
    for (let i = 0; i < PGC_COLUMNS && leafPool.length > 0; i++) {
      const leaf = leafPool[i % leafPool.length] as { id: number; name: string };
      const pool = (infosBySub.get(leaf.id) ?? infoRows)
        .slice()
        .sort((a, b) => b.publish_date - a.publish_date);
      const picked = r.sample(pool, r.int(5, 20)).sort((a, b) => a.publish_date - b.publish_date);
      if (picked.length === 0) continue;
      columnId += 1;
      const suffix = PGC_SUFFIXES[Math.floor(i / leafPool.length + i) % PGC_SUFFIXES.length] as string;
      const last = picked[picked.length - 1] as InfoRow;
      columns.push({
        id: columnId,
        type: 'pgc',
        title: `${leaf.name}${suffix}`,
        cover: `/media/cover/column-${columnId}.svg`,
        creator_id: null,
        views: r.skewed(300, 30000, 3),
        subscribers: 0,
        created_at: (picked[0] as InfoRow).publish_date,
        updated_at: last.publish_date,
        description: `脑医汇编辑部精选${leaf.name}领域的${suffix.replace(/^多中心/, '')}，按发布时间持续更新，帮助临床医生系统了解该方向的最新进展。`,
      });
      picked.forEach((info, sort) => {
        columnItems.push({
          column_id: columnId,
          sort: sort + 1,
          content_type: 'info',
          content_id: info.id,
          added_at: info.publish_date,
        });
      });
    }

    const byCreator = new Map<number, MpRow[]>();
    for (const mp of mpRows) {
      const list = byCreator.get(mp.creator_id) ?? [];
      list.push(mp);
      byCreator.set(mp.creator_id, list);
    }
    const mpSubOf = new Map<number, number>();
    for (const link of mpSubs)
      if (!mpSubOf.has(link.article_id)) mpSubOf.set(link.article_id, link.subspecialty_id);
    const userName = new Map(users.map((u) => [u.id, u.real_name]));
    const prolific = [...byCreator.entries()]
      .filter(([, list]) => list.length >= 5)
      .sort((a, b) => b[1].length - a[1].length || a[0] - b[0]);
    for (let i = 0; i < UGC_COLUMNS && i < prolific.length; i++) {
      const [creatorId, own] = prolific[i] as [number, MpRow[]];
      const picked = r
        .sample(own, Math.min(own.length, r.int(5, 20)))
        .sort((a, b) => a.publish_time - b.publish_time);
      columnId += 1;
      const first = picked[0] as MpRow;
      const last = picked[picked.length - 1] as MpRow;
      const topic = subName.get(mpSubOf.get(first.id) ?? -1) ?? '神经外科';
      const suffix = r.pick(UGC_SUFFIXES);
      const name = userName.get(creatorId) ?? '';
      columns.push({
        id: columnId,
        type: 'ugc',
        title: `${name}·${topic}${suffix}`,
        cover: `/media/cover/column-${columnId}.svg`,
        creator_id: creatorId,
        views: r.skewed(100, 12000, 3),
        subscribers: 0,
        created_at: first.publish_time,
        updated_at: last.publish_time,
        description: `${name}医生的${topic}系列：结合亲历病例讲解术前评估、手术策略与术后管理，持续更新。`,
      });
      picked.forEach((mp, sort) => {
        columnItems.push({
          column_id: columnId,
          sort: sort + 1,
          content_type: 'mp',
          content_id: mp.id,
          added_at: mp.publish_time,
        });
      });
    }

    // ---- subscriptions; the counter is the number of rows
    const subscriptions: Insertable<ColumnSubscriptionsTable>[] = [];
    const userIds = users.map((u) => u.id);
    for (const column of columns) {
      const subscribers = r.sample(userIds, Math.min(userIds.length, r.skewed(0, 60, 2)));
      for (const userId of subscribers) {
        subscriptions.push({
          column_id: column.id as number,
          user_id: userId,
          created_at: within(r, Number(column.updated_at), 30 * DAY, context.now),
        });
      }
      column.subscribers = subscribers.length;
    }

    const insert = async <T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) => {
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
        await write(rows.slice(i, i + ROWS_PER_STATEMENT));
    };
    await insert(weeklies, (rows) => db.insertInto('weeklies').values(rows).execute());
    await insert(weeklyItems, (rows) => db.insertInto('weekly_items').values(rows).execute());
    await insert(columns, (rows) => db.insertInto('article_columns').values(rows).execute());
    await insert(columnItems, (rows) => db.insertInto('article_column_items').values(rows).execute());
    await insert(subscriptions, (rows) => db.insertInto('column_subscriptions').values(rows).execute());
  },
};
