import { type RawBuilder, sql } from 'kysely';
import type { PortalDb } from '../db/database';
import { fts5Expression } from './query-expression';
import { andAll, documentRow, POPULARITY, TYPE_WEIGHT } from './ranking';
import {
  ALL_TAB,
  cachedCounts,
  foldCounts,
  forgetCounts,
  type SearchDocument,
  type SearchHit,
  type SearchIndex,
  type SearchQuery,
} from './search-index';
import { suggestFrom } from './suggestions';
import { pageWithTitleFit, type ScoredHit } from './title-fit';

/** rows per statement: 10 columns each stays far below SQLite's bound-variable limit */
const CHUNK = 400;

/** bm25 column weights of search_fts(title, body, author): a title match counts most */
const BM25 = sql.raw('bm25(search_fts, 10.0, 1.0, 4.0, 0.0)');

/** the filter tokens of a document: tab codes, type, featured, brand certified */
export const facetTokens = (doc: SearchDocument) =>
  [
    ...doc.tabs.map((code) => `tab${code}`),
    `ty${doc.type.replace(/[^a-z0-9]/gi, '')}`,
    ...(doc.essences === 'T' ? ['esst'] : []),
    ...(doc.bmsAuth === 1 ? ['bms1'] : []),
  ].join(' ');

/** the query's filters as an FTS5 condition on the facets column (dates stay SQL) */
function facetExpression(query: SearchQuery, withTab: boolean): string {
  const parts: string[] = [];
  if (withTab && query.tab !== ALL_TAB) parts.push(`{facets} : tab${query.tab.replace(/[^0-9]/g, '')}`);
  if (query.types?.length) {
    parts.push(`{facets} : (${query.types.map((t) => `ty${t.replace(/[^a-z0-9]/gi, '')}`).join(' OR ')})`);
  }
  if (query.essencesOnly) parts.push('{facets} : esst');
  if (query.brandCertifiedOnly) parts.push('{facets} : bms1');
  return parts.join(' AND ');
}

const dateFilters = (query: SearchQuery) =>
  [
    ...(query.from !== undefined ? [sql`d.publish_time >= ${query.from}`] : []),
    ...(query.to !== undefined ? [sql`d.publish_time <= ${query.to}`] : []),
  ] as RawBuilder<unknown>[];

export function createSqliteSearchIndex(db: PortalDb): SearchIndex {
  return {
    async upsert(docs) {
      for (let i = 0; i < docs.length; i += CHUNK) {
        const chunk = docs.slice(i, i + CHUNK);
        const saved = await db
          .insertInto('search_documents')
          .values(chunk.map(documentRow))
          .onConflict((oc) =>
            oc.columns(['doc_type', 'ref_id']).doUpdateSet((eb) => ({
              tabs: eb.ref('excluded.tabs'),
              title: eb.ref('excluded.title'),
              publish_time: eb.ref('excluded.publish_time'),
              views: eb.ref('excluded.views'),
              essences: eb.ref('excluded.essences'),
              bms_auth: eb.ref('excluded.bms_auth'),
              subspecialty_ids: eb.ref('excluded.subspecialty_ids'),
            })),
          )
          .returning(['id', 'doc_type', 'ref_id'])
          .execute();
        const idOf = new Map(saved.map((r) => [`${r.doc_type}:${r.ref_id}`, r.id]));
        const ids = saved.map((r) => r.id);
        await sql`delete from search_fts where rowid in (${sql.join(ids)})`.execute(db);
        const rows = chunk.map(
          (d) =>
            sql`(${idOf.get(`${d.type}:${d.refId}`)}, ${d.titleTokens}, ${d.bodyTokens}, ${d.authorTokens}, ${facetTokens(d)})`,
        );
        await sql`insert into search_fts (rowid, title, body, author, facets) values ${sql.join(rows)}`.execute(
          db,
        );
      }
      forgetCounts(db);
    },

    async remove(keys) {
      for (const key of keys) {
        const row = await db
          .deleteFrom('search_documents')
          .where('doc_type', '=', key.type)
          .where('ref_id', '=', key.refId)
          .returning('id')
          .executeTakeFirst();
        if (row) await sql`delete from search_fts where rowid = ${row.id}`.execute(db);
      }
      forgetCounts(db);
    },

    async clear() {
      await db.deleteFrom('search_documents').execute();
      await sql`delete from search_fts`.execute(db);
      forgetCounts(db);
    },

    async count() {
      const row = await db
        .selectFrom('search_documents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async optimize() {
      // merges the FTS5 segments a rebuild wrote in batches into one b-tree
      await sql`insert into search_fts (search_fts) values ('optimize')`.execute(db);
    },

    async search(query) {
      const positive = fts5Expression(query.clauses);
      const positiveInTitle = fts5Expression(
        query.clauses.map((c) => ({ ...c, fields: ['title'] as const })),
      );
      if (!positive || !positiveInTitle) return { hits: [], total: 0, counts: foldCounts([]) };
      const excluded = query.excluding?.length ? fts5Expression(query.excluding) : null;
      const match = excluded ? `(${positive}) NOT (${excluded})` : positive;
      const inTitle = excluded ? `(${positiveInTitle}) NOT (${excluded})` : positiveInTitle;
      const matching = (expression: string, withTab: boolean) => {
        const facets = facetExpression(query, withTab);
        return sql`from search_fts join search_documents d on d.id = search_fts.rowid where search_fts match ${
          facets ? `(${expression}) AND ${facets}` : expression
        } ${andAll(dateFilters(query))}`;
      };
      const page = (expression: string, order: RawBuilder<unknown>, limit: number, offset: number) =>
        sql<SearchHit>`select d.doc_type as "type", d.ref_id as "refId", d.title ${matching(
          expression,
          true,
        )} order by ${order} limit ${limit} offset ${offset}`
          .execute(db)
          .then((r) => r.rows);
      // bm25 is negative, lower better: its negation times popularity is the score, higher better
      const scoredTitlePage = (order: RawBuilder<unknown>, limit: number, offset: number) =>
        sql<
          Omit<ScoredHit, 'inTitle'>
        >`select d.doc_type as "type", d.ref_id as "refId", d.title, -(${BM25} * ${POPULARITY}) as score ${matching(
          inTitle,
          true,
        )} order by ${order} limit ${limit} offset ${offset}`
          .execute(db)
          .then((r) => r.rows.map((row): ScoredHit => ({ ...row, inTitle: true })));
      const countsLoading = cachedCounts(db, query, match, async () => {
        const groups = await sql<{ tabs: string; n: number }>`select d.tabs, count(*) as n ${matching(
          match,
          false,
        )} group by d.tabs`.execute(db);
        return foldCounts(groups.rows);
      });

      let hits: SearchHit[];
      if (query.sort === 'relevance') {
        // Title tier first: documents with every term in the title, ranked by their title match;
        // then the rest, ranked by the whole match. Two queries, so the common case (a page
        // inside the title tier) never ranks the thousands of body-only matches of a broad term.
        const relevance = sql`${BM25} * ${POPULARITY} * ${TYPE_WEIGHT}, d.publish_time desc, d.id desc`;
        // the type weights of the title tier are applied with its title fit (title-fit.ts)
        const titleTierOrder = sql`${BM25} * ${POPULARITY}, d.publish_time desc, d.id desc`;
        const tier = await sql<{ n: number }>`select count(*) as n ${matching(inTitle, true)}`.execute(db);
        const inTier = Number(tier.rows[0]?.n ?? 0);
        hits =
          query.offset < inTier
            ? await pageWithTitleFit(query.offset, query.limit, query.clauses, (offset, limit) =>
                scoredTitlePage(titleTierOrder, limit, offset),
              )
            : [];
        if (hits.length < query.limit) {
          const rest = await page(
            `(${match}) NOT (${inTitle})`,
            relevance,
            query.limit - hits.length,
            Math.max(0, query.offset - inTier),
          );
          hits = [...hits, ...rest];
        }
      } else {
        const order =
          query.sort === 'latest'
            ? sql`d.publish_time desc, d.id desc`
            : sql`d.views desc, d.publish_time desc, d.id desc`;
        hits = await page(match, order, query.limit, query.offset);
      }
      const counts = await countsLoading;
      return { hits, total: counts[query.tab] ?? 0, counts };
    },

    suggest: (prefix, limit) => suggestFrom(db, prefix, limit),
  };
}
