import { sql } from 'kysely';
import type { PortalDb } from '../db/database';

const DAY = 86_400_000;
const CHINA_OFFSET = 8 * 3_600_000;
/** the hot list counts searches of the last 30 days */
const HOT_WINDOW_DAYS = 30;
const KEYWORD_MAX_CHARS = 50;

/** 00:00 Beijing time of the day of `ms` */
export const beijingDay = (ms: number) => Math.floor((ms + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;

/** one spelling per keyword: trimmed, single spaces, Latin upper-case (dbs and DBS are one) */
export const normalizeKeyword = (keyword: string) =>
  keyword.trim().replace(/\s+/g, ' ').toUpperCase().slice(0, KEYWORD_MAX_CHARS);

export async function logSearch(db: PortalDb, keyword: string, now: number): Promise<void> {
  const normalized = normalizeKeyword(keyword);
  if (!normalized) return;
  await db
    .insertInto('search_log')
    .values({ keyword: normalized, day: beijingDay(now), count: 1 })
    .onConflict((oc) => oc.columns(['keyword', 'day']).doUpdateSet({ count: sql`search_log.count + 1` }))
    .execute();
}

/** most searched in the last 30 days; topped up from all time when the window holds too few */
export async function hotSearches(db: PortalDb, limit: number, now: number) {
  const since = beijingDay(now) - (HOT_WINDOW_DAYS - 1) * DAY;
  const top = (from: number | null, n: number) => {
    let query = db
      .selectFrom('search_log')
      .select(['keyword', (eb) => eb.fn.sum<number | string>('count').as('total')])
      .groupBy('keyword')
      .orderBy('total', 'desc')
      .orderBy('keyword')
      .limit(n);
    if (from !== null) query = query.where('day', '>=', from);
    return query.execute();
  };
  const recent = await top(since, limit);
  const rows = recent.map((r) => ({ keyword: r.keyword, total: Number(r.total) }));
  if (rows.length < limit) {
    const seen = new Set(rows.map((r) => r.keyword));
    for (const r of await top(null, limit * 2)) {
      if (rows.length >= limit) break;
      if (!seen.has(r.keyword)) rows.push({ keyword: r.keyword, total: Number(r.total) });
    }
  }
  return rows.map((r, i) => ({ id: i + 1, type: 'keyword', title: r.keyword, count: r.total }));
}
