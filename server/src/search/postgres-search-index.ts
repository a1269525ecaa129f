import { sql } from 'kysely';
import type { PortalDb } from '../db/database';
import { tsqueryExpression } from './query-expression';
import { andAll, documentRow, metadataFilters, POPULARITY, TYPE_WEIGHT } from './ranking';
import { cachedCounts, foldCounts, forgetCounts, type SearchHit, type SearchIndex } from './search-index';
import { suggestFrom } from './suggestions';
import { pageWithTitleFit, type ScoredHit } from './title-fit';

/** rows per statement: 13 parameters each stays far below PostgreSQL's limit */
const CHUNK = 400;

/**
 * The index as a weighted tsvector on `search_documents` (title A, author B, body C) with a GIN
 * index. Ranking: documents matching every term in the title first (the title boost); inside that
 * tier ts_rank of the position-free vector (the title segments' positions are an artifact of
 * cutting, so proximity must not count), after it ts_rank of the whole match normalised by length;
 * both times the popularity prior, then recency.
 */
export function createPostgresSearchIndex(db: PortalDb): SearchIndex {
  return {
    async upsert(docs) {
      for (let i = 0; i < docs.length; i += CHUNK) {
        const chunk = docs.slice(i, i + CHUNK);
        const rows = chunk.map((d) => {
          const r = documentRow(d);
          return sql`(${r.doc_type}, ${r.ref_id}, ${r.tabs}, ${r.title}, ${r.publish_time}, ${r.views}, ${r.essences}, ${r.bms_auth}, ${r.subspecialty_ids},
            setweight(to_tsvector('simple', ${d.titleTokens}), 'A') || setweight(to_tsvector('simple', ${d.authorTokens}), 'B') || setweight(to_tsvector('simple', ${d.bodyTokens}), 'C'))`;
        });
        await sql`insert into search_documents (doc_type, ref_id, tabs, title, publish_time, views, essences, bms_auth, subspecialty_ids, tsv)
          values ${sql.join(rows)}
          on conflict (doc_type, ref_id) do update set tabs = excluded.tabs, title = excluded.title,
            publish_time = excluded.publish_time, views = excluded.views, essences = excluded.essences,
            bms_auth = excluded.bms_auth, subspecialty_ids = excluded.subspecialty_ids, tsv = excluded.tsv`.execute(
          db,
        );
      }
      forgetCounts(db);
    },

    async remove(keys) {
      for (const key of keys) {
        await db
          .deleteFrom('search_documents')
          .where('doc_type', '=', key.type)
          .where('ref_id', '=', key.refId)
          .execute();
      }
      forgetCounts(db);
    },

    async clear() {
      await db.deleteFrom('search_documents').execute();
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
      // A rebuild leaves its entries in the GIN pending list, which every query reads in full, and
      // the table without statistics: the planner then preferred a sequential scan that detoasts
      // every row's tsvector (7–10 ms a query at the default seed instead of 0.1–2 ms).
      await sql`select gin_clean_pending_list('search_documents_tsv_idx'::regclass)`.execute(db);
      await sql`analyze search_documents`.execute(db);
    },

    async search(query) {
      const match = tsqueryExpression(query.clauses);
      const inTitle = tsqueryExpression(query.clauses, ['title']);
      if (!match || !inTitle) return { hits: [], total: 0, counts: foldCounts([]) };
      // a separate condition, not a negated operand: ts_rank of the match stays what it was
      const excluded = query.excluding?.length ? tsqueryExpression(query.excluding) : null;
      const leavingOut = excluded ? sql` and not (d.tsv @@ to_tsquery('simple', ${excluded}))` : sql``;
      const titleQuery = sql`to_tsquery('simple', ${inTitle})`;
      const relevance = sql`(d.tsv @@ ${titleQuery}) desc,
        (case when d.tsv @@ ${titleQuery} then ts_rank(strip(d.tsv), q) else ts_rank(d.tsv, q, 1) * ${TYPE_WEIGHT} end) * ${POPULARITY} desc`;
      const order =
        query.sort === 'latest'
          ? sql`d.publish_time desc, d.id desc`
          : query.sort === 'hottest'
            ? sql`d.views desc, d.publish_time desc, d.id desc`
            : sql`${relevance}, d.publish_time desc, d.id desc`;
      const from = sql`from search_documents d, to_tsquery('simple', ${match}) q where d.tsv @@ q${leavingOut}`;
      const scoredPage = (offset: number, limit: number) =>
        sql<ScoredHit>`select d.doc_type as "type", d.ref_id as "refId", d.title,
          (d.tsv @@ ${titleQuery}) as "inTitle",
          (case when d.tsv @@ ${titleQuery} then ts_rank(strip(d.tsv), q) else ts_rank(d.tsv, q, 1) end) * ${POPULARITY} as score
          ${from} ${andAll(metadataFilters(query, true))} order by ${order} limit ${limit} offset ${offset}`
          .execute(db)
          .then((r) => r.rows);
      const pageLoading =
        query.sort === 'relevance'
          ? pageWithTitleFit(query.offset, query.limit, query.clauses, scoredPage)
          : sql<SearchHit>`select d.doc_type as "type", d.ref_id as "refId", d.title ${from} ${andAll(
              metadataFilters(query, true),
            )} order by ${order} limit ${query.limit} offset ${query.offset}`
              .execute(db)
              .then((r) => r.rows);
      const [page, counts] = await Promise.all([
        pageLoading,
        cachedCounts(db, query, excluded ? `(${match}) & !(${excluded})` : match, async () => {
          const groups = await sql<{ tabs: string; n: number }>`select d.tabs, count(*) as n ${from} ${andAll(
            metadataFilters(query, false),
          )} group by d.tabs`.execute(db);
          return foldCounts(groups.rows);
        }),
      ]);
      return { hits: page, total: counts[query.tab] ?? 0, counts };
    },

    suggest: (prefix, limit) => suggestFrom(db, prefix, limit),
  };
}
