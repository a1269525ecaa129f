import { PostgresAdapter, sql } from 'kysely';
import type { PortalDb } from '../db/database';
import type { Dialect } from '../db/dialect';
import { ANALYZER_VERSION, type Analyzer, pinyinKeys, analyzer as sharedAnalyzer } from './analyzer';
import { createSearchIndex } from './engines';
import type { Feeder } from './feeder';
import type { SearchIndex } from './search-index';

/** source rows per rebuild batch */
const BATCH = 1000;
/** title words that become suggestions: seen in at least this many titles, at most this many kept */
const TERM_MIN_TITLES = 3;
const MAX_TITLE_TERMS = 5000;
const HAS_HAN = /\p{Script=Han}/u;

export interface Indexer {
  index: SearchIndex;
  /** the registered feeder of a document type */
  feederOf(type: string): Feeder | undefined;
  /** empties the index and indexes every feeder's rows; also rebuilds the suggestion vocabulary */
  rebuildAll(): Promise<{ documents: number; ms: number }>;
  /** re-reads these ids of one type: changed ones are updated, gone or hidden ones removed */
  refresh(type: string, ids: readonly number[]): Promise<void>;
  /** copies every type's current views (or fans) into the index, for the "hottest" order */
  refreshViews(): Promise<void>;
  /** rebuilds when the index is empty (first start, a database seeded before search existed) or was built by another analyzer version */
  ensureBuilt(): Promise<{ documents: number; ms: number } | null>;
}

export const dialectOf = (db: PortalDb): Dialect =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/**
 * The indexer over the feeders the areas registered (`areas/index.ts` assembles the list and
 * passes it in: the engine imports no area).
 */
export function createIndexer(
  db: PortalDb,
  feeders: readonly Feeder[],
  analyzer: Analyzer = sharedAnalyzer(),
): Indexer {
  const index = createSearchIndex(db, dialectOf(db));
  const feederOf = (type: string) => feeders.find((f) => f.type === type);

  async function rebuildTerms(titleCounts: Map<string, number>): Promise<void> {
    const vocabulary = analyzer.vocabulary();
    const weights = new Map<string, number>();
    for (const term of vocabulary) weights.set(term, titleCounts.get(term.toLowerCase()) ?? 0);
    const frequent = [...titleCounts]
      .filter(([term, n]) => n >= TERM_MIN_TITLES && term.length >= 2 && HAS_HAN.test(term))
      .sort((a, b) => b[1] - a[1])
      .slice(0, MAX_TITLE_TERMS);
    for (const [term, n] of frequent) if (!weights.has(term)) weights.set(term, n);
    const rows = [...weights]
      .filter(([term]) => term.length <= 100)
      .map(([term, weight]) => {
        const keys = pinyinKeys(term);
        return {
          term,
          pinyin_full: keys.full.slice(0, 400),
          pinyin_initials: keys.initials.slice(0, 100),
          weight,
        };
      });
    await db.deleteFrom('search_terms').execute();
    for (let i = 0; i < rows.length; i += 500) {
      await db
        .insertInto('search_terms')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) => oc.column('term').doNothing())
        .execute();
    }
  }

  const indexer: Indexer = {
    index,
    feederOf,

    async rebuildAll() {
      // one transaction: much faster on SQLite, and readers keep the old index until it is done
      if (!db.isTransaction)
        return db.transaction().execute((trx) => createIndexer(trx, feeders, analyzer).rebuildAll());
      const started = performance.now();
      await index.clear();
      const titleCounts = new Map<string, number>();
      let documents = 0;
      for (const feeder of feeders) {
        let afterId = 0;
        for (;;) {
          const ids = await feeder.ids(db, afterId, BATCH);
          if (ids.length === 0) break;
          const docs = await feeder.documents(db, ids, analyzer);
          await index.upsert(docs);
          documents += docs.length;
          for (const doc of docs) {
            for (const token of new Set(doc.titleTokens.split(' '))) {
              if (token) titleCounts.set(token, (titleCounts.get(token) ?? 0) + 1);
            }
          }
          afterId = ids[ids.length - 1] ?? afterId;
          if (ids.length < BATCH) break;
        }
      }
      await rebuildTerms(titleCounts);
      await index.optimize();
      await db.deleteFrom('search_meta').where('key', '=', 'analyzer').execute();
      await db.insertInto('search_meta').values({ key: 'analyzer', value: ANALYZER_VERSION }).execute();
      return { documents, ms: Math.round(performance.now() - started) };
    },

    async refresh(type, ids) {
      const feeder = feederOf(type);
      if (!feeder || ids.length === 0) return;
      const docs = await feeder.documents(db, ids, analyzer);
      await index.upsert(docs);
      const present = new Set(docs.map((d) => d.refId));
      await index.remove(ids.filter((id) => !present.has(id)).map((refId) => ({ type, refId })));
    },

    async refreshViews() {
      for (const feeder of feeders) {
        const { table, column } = feeder.popularity;
        const current = sql`coalesce((select ${sql.ref(`src.${column}`)} from ${sql.table(
          table,
        )} src where src.id = search_documents.ref_id), search_documents.views)`;
        // only the rows whose count moved: rewriting every row every 10 minutes left as many dead
        // rows (and, in PostgreSQL, GIN entries) behind each time
        await sql`update search_documents set views = ${current} where doc_type = ${feeder.type} and views <> ${current}`.execute(
          db,
        );
      }
    },

    async ensureBuilt() {
      const built = await db
        .selectFrom('search_meta')
        .select('value')
        .where('key', '=', 'analyzer')
        .executeTakeFirst();
      const current = built?.value === ANALYZER_VERSION && (await index.count()) > 0;
      return current ? null : indexer.rebuildAll();
    },
  };
  return indexer;
}

/** Re-reads searchable rows after a write (new, edited, hidden, deleted), so the index follows at once. */
export type SearchRefresh = (db: PortalDb, type: string, ids: readonly number[]) => Promise<void>;

/**
 * For areas: the refresh they are given (by `app.ts`, from the registered feeders), e.g.
 * `await refreshSearch(app.db, 'mp_article', [id])`. Counters that only change ranking (views,
 * fans) need not call it: `refreshViews` runs periodically.
 */
export function searchRefresher(feeders: readonly Feeder[], analyzer?: Analyzer): SearchRefresh {
  return (db, type, ids) => createIndexer(db, feeders, analyzer).refresh(type, ids);
}
