import { sql } from 'kysely';
import type { PortalDb } from '../db/database';
import { prefixPattern, type Suggestion } from './search-index';

const PINYIN_PREFIX = /^[a-z]+$/;

/**
 * Suggestions as the user types: vocabulary terms whose text, full pinyin or pinyin initials
 * start with the prefix (jzl → 胶质瘤), most popular first; then titles starting with it, most
 * viewed first. Plain SQL over ordinary tables, the same on both databases.
 */
export async function suggestFrom(db: PortalDb, rawPrefix: string, limit: number): Promise<Suggestion[]> {
  const prefix = rawPrefix.trim().toLowerCase();
  if (prefix === '' || limit <= 0) return [];
  const pattern = prefixPattern(prefix);
  const pinyin = prefix.replace(/\s+/g, '');
  const terms = await db
    .selectFrom('search_terms')
    .select(['term', 'weight'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(term)`, 'like', sql`${pattern} escape '\\'`),
        ...(PINYIN_PREFIX.test(pinyin)
          ? [
              eb('pinyin_full', 'like', sql<string>`${prefixPattern(pinyin)} escape '\\'`),
              eb('pinyin_initials', 'like', sql<string>`${prefixPattern(pinyin)} escape '\\'`),
            ]
          : []),
      ]),
    )
    .orderBy('weight', 'desc')
    .orderBy('term')
    .limit(limit)
    .execute();
  const out: Suggestion[] = terms.map((t) => ({ keyword: t.term, source: 'term' }));
  if (out.length >= limit) return out;
  const titles = await db
    .selectFrom('search_documents')
    .select(['title', 'doc_type'])
    .where('title', 'like', sql<string>`${pattern} escape '\\'`)
    .orderBy('views', 'desc')
    .orderBy('id')
    .limit(limit * 2)
    .execute();
  const seen = new Set(out.map((s) => s.keyword));
  for (const t of titles) {
    if (out.length >= limit) break;
    if (seen.has(t.title)) continue;
    seen.add(t.title);
    out.push({ keyword: t.title, source: t.doc_type });
  }
  return out;
}
