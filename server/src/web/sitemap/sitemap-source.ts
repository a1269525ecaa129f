import type { OrderByExpression, SelectExpression, Selection, SelectQueryBuilder } from 'kysely';
import type { PortalDb } from '../../db/database';
import type { Database } from '../../db/schema';

/*
 * What an area gives the sitemap (issue 24): its public pages, type by type, read from its own
 * tables. The mechanism (`sitemap.routes.ts`) imports no area; `areas/index.ts` gathers the
 * contributions from the areas' definitions.
 */

/** one address of the sitemap: a site path (the jump rules' form) and when its content last changed */
export interface SitemapEntry {
  path: string;
  /** milliseconds since the epoch; null when the page has no time of its own */
  lastmod: number | null;
}

/**
 * One content type's pages: only what an anonymous visitor may open (published, not hidden, not
 * waiting for review, not deleted), and never a person's name (profiles are not listed).
 */
export interface SitemapSource {
  /** the file's name, `/sitemap/<name>.xml`: lowercase words joined by '-', never ending in a number */
  name: string;
  /** how many pages it has */
  count(db: PortalDb): Promise<number>;
  /** `limit` pages from `offset`, in a stable order (ascending id), so the files split alike */
  entries(db: PortalDb, offset: number, limit: number): Promise<SitemapEntry[]>;
}

export interface SitemapContribution {
  sources?: readonly SitemapSource[];
  /** the area's list pages anyone may read (site paths), listed together in `/sitemap/pages.xml` */
  pages?: readonly string[];
  /** pages only their owner sees, and editors: robots.txt disallows them (path prefixes) */
  privatePages?: readonly string[];
}

/** a count as the driver returns it (PostgreSQL's count is a bigint, read as a string) */
export const countOf = (row: { n: number | string | bigint } | undefined): number => Number(row?.n ?? 0);

/**
 * A row's entry: its address (null when the jump rules give it no page: no entry) and its time, a
 * column the driver may read as a string (a PostgreSQL bigint).
 */
export const entryAt = (path: string | null, lastmod: number | string | bigint): SitemapEntry | null =>
  path ? { path, lastmod: Number(lastmod) } : null;

export const SOURCE_NAME = /^[a-z]+(-[a-z]+)*$/;

/**
 * A content type's source from its rows: `rows` is the table (joined as needed) with the filter its
 * detail route applies, `columns` what the address and time are made of (the ascending order goes
 * by `id`), and `entry` the address and time of one row, or null for a row the jump rules give no
 * page. One shape for every area's types: the count and the pages read the same filtered rows.
 */
export function tableSource<TB extends keyof Database, SE extends SelectExpression<Database, TB>>(spec: {
  name: string;
  rows: (db: PortalDb) => SelectQueryBuilder<Database, TB, object>;
  columns: readonly SE[];
  /** the id column to order by: `id`, or the listed table's own in a join (`community_answers.id`) */
  id?: OrderByExpression<Database, TB, object>;
  entry: (row: Selection<Database, TB, SE>) => SitemapEntry | null;
}): SitemapSource {
  return {
    name: spec.name,
    count: async (db) =>
      countOf(
        (await spec
          .rows(db)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()) as { n: number | string | bigint } | undefined,
      ),
    async entries(db, offset, limit) {
      const rows = await spec
        .rows(db)
        .select(spec.columns)
        .orderBy(spec.id ?? ('id' as OrderByExpression<Database, TB, object>))
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.flatMap((row) => {
        const entry = spec.entry(row as Selection<Database, TB, SE>);
        return entry ? [entry] : [];
      });
    },
  };
}
