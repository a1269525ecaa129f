import type { PortalDb } from '../../db/database';

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

export const SOURCE_NAME = /^[a-z]+(-[a-z]+)*$/;
