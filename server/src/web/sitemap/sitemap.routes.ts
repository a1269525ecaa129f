import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TtlCache } from '../../lib/ttl-cache';
import { robotsTxt } from './robots';
import {
  type SitemapContribution,
  type SitemapEntry,
  type SitemapSource,
  SOURCE_NAME,
} from './sitemap-source';
import { type Located, sitemapIndex, urlset } from './sitemap-xml';

/** the protocol's limit of addresses in one file */
export const SITEMAP_FILE_LIMIT = 50_000;

/** how long a file's addresses are kept: crawlers fetch every file in a row, content changes slowly */
const CACHE_MS = 5 * 60_000;
const MAX_AGE_SECONDS = CACHE_MS / 1000;

export interface SitemapOptions {
  /** what each area lists (`areas/index.ts`) */
  contributions: readonly SitemapContribution[];
  /** the site's public origin (`PORTAL_SITE_URL`); every address is built on it */
  siteUrl?: string;
  /** demo without a site URL: the request's own origin (nothing else may trust the Host header) */
  demo: boolean;
  now?: () => number;
  /** addresses per file; tests split with a small one */
  fileLimit?: number;
}

/** the static list pages of every area, one file */
function pagesSource(paths: readonly string[]): SitemapSource {
  const unique = [...new Set(paths)];
  return {
    name: 'pages',
    count: async () => unique.length,
    entries: async (_db, offset, limit) =>
      unique.slice(offset, offset + limit).map((path) => ({ path, lastmod: null })),
  };
}

/** `info.xml` -> info, 1; `info-3.xml` -> info, 3 */
function parseFile(file: string): { name: string; n: number } | null {
  const match = /^([a-z-]+?)(?:-(\d{1,6}))?\.xml$/.exec(file);
  if (!match?.[1]) return null;
  const n = match[2] ? Number(match[2]) : 1;
  // the first file has no number: `info-1.xml` is not another name for it
  if (match[2] && n < 2) return null;
  return { name: match[1], n };
}

const fileName = (name: string, n: number) => (n === 1 ? `${name}.xml` : `${name}-${n}.xml`);

/**
 * `/sitemap.xml` (an index of every type's files), `/sitemap/<type>[-<n>].xml` and `/robots.txt`.
 * Addresses are absolute on the configured origin, never on the request's Host (a forged Host
 * must not reach a crawler), except in the demo without one.
 */
export async function sitemapRoutes(app: FastifyInstance, options: SitemapOptions): Promise<void> {
  const limit = options.fileLimit ?? SITEMAP_FILE_LIMIT;
  const sources = [
    pagesSource(options.contributions.flatMap((c) => c.pages ?? [])),
    ...options.contributions.flatMap((c) => c.sources ?? []),
  ];
  const byName = new Map(sources.map((s) => [s.name, s]));
  if (byName.size !== sources.length) throw new Error('sitemap: two sources with the same name');
  const badName = sources.find((s) => !SOURCE_NAME.test(s.name));
  if (badName)
    throw new Error(`sitemap: a source's name must be lowercase words joined by '-': ${badName.name}`);
  const privatePages = options.contributions.flatMap((c) => c.privatePages ?? []);
  const siteOrigin = options.siteUrl ? new URL(options.siteUrl).origin : null;

  // what is cached does not depend on the request: addresses are joined to the origin when sent
  const counts = new TtlCache<number>(CACHE_MS, sources.length, options.now);
  const files = new TtlCache<SitemapEntry[]>(CACHE_MS, 4 * sources.length, options.now);
  const countOf = (source: SitemapSource) => counts.get(source.name, () => source.count(app.db));
  const now = options.now ?? Date.now;
  const entriesOf = (source: SitemapSource, n: number) =>
    files.get(fileName(source.name, n), async () =>
      // a time still ahead (a catalogue row dated forward) says nothing of a change: left out
      (await source.entries(app.db, (n - 1) * limit, limit)).map((e) =>
        e.lastmod !== null && e.lastmod > now() ? { ...e, lastmod: null } : e,
      ),
    );

  const originOf = (request: FastifyRequest): string | null =>
    siteOrigin ?? (options.demo ? `${request.protocol}://${request.host}` : null);

  const sendXml = (reply: FastifyReply, body: string) =>
    reply
      .header('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`)
      .type('application/xml; charset=utf-8')
      .send(body);
  const notFound = (reply: FastifyReply, message: string) => reply.code(404).send({ code: 404, message });
  const NO_SITE_URL = '站点地图未开启：请设置 PORTAL_SITE_URL';

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    return reply
      .header('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt({ privatePages, sitemapUrl: origin ? `${origin}/sitemap.xml` : null }));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    if (!origin) return notFound(reply, NO_SITE_URL);
    const listed: Located[] = [];
    for (const source of sources) {
      const count = await countOf(source);
      for (let n = 1; n <= Math.ceil(count / limit); n++) {
        // a file's time is its newest page's, so a crawler re-reads only the files that changed
        const newest = (await entriesOf(source, n)).reduce<number | null>(
          (max, e) => (e.lastmod !== null && (max === null || e.lastmod > max) ? e.lastmod : max),
          null,
        );
        listed.push({ loc: `${origin}/sitemap/${fileName(source.name, n)}`, lastmod: newest });
      }
    }
    return sendXml(reply, sitemapIndex(listed));
  });

  app.get<{ Params: { file: string } }>(
    '/sitemap/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const origin = originOf(request);
      if (!origin) return notFound(reply, NO_SITE_URL);
      const file = parseFile(request.params.file);
      const source = file && byName.get(file.name);
      if (!file || !source) return notFound(reply, '站点地图不存在');
      const count = await countOf(source);
      // an empty type still has its (empty) first file; the index leaves it out
      if (file.n > Math.max(1, Math.ceil(count / limit))) return notFound(reply, '站点地图不存在');
      const entries = await entriesOf(source, file.n);
      return sendXml(reply, urlset(entries.map((e) => ({ loc: `${origin}${e.path}`, lastmod: e.lastmod }))));
    },
  );
}
