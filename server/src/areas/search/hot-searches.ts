import { createHash, randomBytes } from 'node:crypto';
import { beijingDayNumber, beijingDayStart } from '@portal/api/beijing-time';
import { sql } from 'kysely';
import type { PortalDb } from '../../db/database';

const DAY = 86_400_000;
/** the hot list counts searches of the last 30 days */
const HOT_WINDOW_DAYS = 30;
const KEYWORD_MAX_CHARS = 50;

/** 00:00 Beijing time of the day of `ms` */
export const beijingDay = (ms: number) => beijingDayStart(beijingDayNumber(ms));

/** one spelling per keyword: trimmed, single spaces, Latin upper-case (dbs and DBS are one) */
export const normalizeKeyword = (keyword: string) =>
  keyword.trim().replace(/\s+/g, ' ').toUpperCase().slice(0, KEYWORD_MAX_CHARS);

/** the hot list names at most this many characters: a hot search is a term, not a sentence */
const LISTABLE_MAX_CHARS = 20;
/** voters older than the hot window are swept about once in this many counted searches */
const SWEEP_EVERY = 200;
let counted = 0;

/**
 * Whether a searched text may appear on the home page's hot list: a term of 2–20 characters with
 * a letter or a Chinese character in it, nothing that looks like markup, code or an address, and
 * no character repeated four times running (keyboard mashing).
 */
export function isListableKeyword(keyword: string): boolean {
  const chars = Array.from(keyword);
  if (chars.length < 2 || chars.length > LISTABLE_MAX_CHARS) return false;
  if (!/[\p{L}]/u.test(keyword)) return false;
  if (/[<>{}[\]"'`\\;:=|$#@%^*~]/.test(keyword)) return false;
  if (/:\/\/|www\.|\.(com|cn|net|org|top|xyz)\b/i.test(keyword)) return false;
  if (/[\p{C}]/u.test(keyword)) return false;
  if (/(.)\1{3,}/u.test(keyword)) return false;
  return true;
}

/** this process's copy of the day's salt (every instance reads the one in the database) */
let saltOfDay: { day: number; salt: string } | null = null;

/**
 * The day's salt: made by whichever instance asks first (one row per day, the others read it) and
 * dropped with the days before it, so a voter hash of a past day can never be recomputed from an
 * address.
 */
async function daySalt(db: PortalDb, day: number): Promise<string> {
  if (saltOfDay?.day === day) return saltOfDay.salt;
  await db
    .insertInto('search_voter_salts')
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await db
    .selectFrom('search_voter_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  await db.deleteFrom('search_voter_salts').where('day', '<', day).execute();
  saltOfDay = { day, salt: row.salt };
  return row.salt;
}

/**
 * The key a searcher counts under: the signed-in user, else a hash of the client address with the
 * day and the day's random salt (the address itself is never stored, and without the salt, gone
 * after the day, no one can tell which address a hash was).
 */
export async function searcherKey(
  db: PortalDb,
  userId: number | null,
  clientAddress: string,
  now: number,
): Promise<string> {
  if (userId !== null) return `u:${userId}`;
  const day = beijingDay(now);
  const digest = createHash('sha256')
    .update(`search-voter:${await daySalt(db, day)}:${day}:${clientAddress}`)
    .digest('hex');
  return `c:${digest.slice(0, 32)}`;
}

/** For tests: forget this process's copy of the day's salt. */
export function forgetDaySalt(): void {
  saltOfDay = null;
}

/**
 * Counts one answered search towards the hot list: once per keyword, day and searcher, so one
 * client repeating a query (or paging through it) adds one at most; junk and markup-like text is
 * never counted.
 */
export async function logSearch(db: PortalDb, keyword: string, now: number, searcher: string): Promise<void> {
  const normalized = normalizeKeyword(keyword);
  if (!isListableKeyword(normalized)) return;
  const day = beijingDay(now);
  await db.transaction().execute(async (trx) => {
    const first = await trx
      .insertInto('search_log_voters')
      .values({ keyword: normalized, day, voter: searcher })
      .onConflict((oc) => oc.columns(['keyword', 'day', 'voter']).doNothing())
      .returning('voter')
      .executeTakeFirst();
    if (!first) return;
    await trx
      .insertInto('search_log')
      .values({ keyword: normalized, day, count: 1 })
      .onConflict((oc) => oc.columns(['keyword', 'day']).doUpdateSet({ count: sql`search_log.count + 1` }))
      .execute();
  });
  counted += 1;
  if (counted % SWEEP_EVERY === 0) {
    await db
      .deleteFrom('search_log_voters')
      .where('day', '<', day - HOT_WINDOW_DAYS * DAY)
      .execute();
  }
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
    // whatever was counted before the list had rules stays off it
    return query.execute().then((found) => found.filter((r) => isListableKeyword(r.keyword)));
  };
  const recent = await top(since, limit * 3);
  const rows = recent.slice(0, limit).map((r) => ({ keyword: r.keyword, total: Number(r.total) }));
  if (rows.length < limit) {
    const seen = new Set(rows.map((r) => r.keyword));
    for (const r of await top(null, limit * 3)) {
      if (rows.length >= limit) break;
      if (!seen.has(r.keyword)) rows.push({ keyword: r.keyword, total: Number(r.total) });
    }
  }
  return rows.map((r, i) => ({ id: i + 1, type: 'keyword', title: r.keyword, count: r.total }));
}
