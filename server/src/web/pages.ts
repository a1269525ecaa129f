import type { Endpoint, PayloadOf } from '@portal/api/endpoint';
import type { FirstData, FirstDataEntry, FirstQuery, PageFirstData } from '@portal/api/first-data';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';

/**
 * Pages as HTML (issue 24): what an area contributes for each of its public pages
 * (`AreaDefinition.pages`), and how the web mechanism answers one. See docs/architecture.md,
 * "Pages as HTML (issue 24)", and `areas/content/pages/content.pages.ts` for a worked example.
 */

/** What a page's `<head>` says about it, beyond the shell's own tags. */
export interface PageHead {
  /** the page's own title; the site's name is added after it (unless `titleComplete`) */
  title: string;
  /** the title says the site's name already (the home page's): nothing is added */
  titleComplete?: boolean;
  /** one or two sentences, plain text (clipped to 160 characters) */
  description: string;
  /** the preview picture: an absolute URL or a site path (made absolute) */
  image?: string;
  /** Open Graph's type: 'article' for an item, 'website' otherwise */
  ogType?: 'article' | 'website';
  /** schema.org data of the fitting type (NewsArticle, Article, QAPage, Event, Course, Product…) */
  jsonLd?: Record<string, unknown>;
  /** kept out of search engines (a piece only its author can see: a draft, one under review) */
  noindex?: boolean;
}

/** A page's HTML beyond the shell: its head and its main content as text. */
export interface PageView {
  head: PageHead;
  /**
   * The main content as simple HTML (a heading, paragraphs), every piece of content in it passed
   * through `escapeHtml` (`web/page-html.ts`). It fills the shell's root container until the
   * page's screen replaces it.
   */
  main: string;
  /**
   * CSS of the page's own first paint, in place of the detail pages' column (the home page's
   * layout); written by the renderer, never from content
   */
  style?: string;
}

/** What a renderer is told besides the answers. */
export interface PageContext {
  /** the site's origin as the visitor reached it (`https://host`) */
  origin: string;
  /** the page's canonical address (origin, path and the query parameters its first data reads) */
  canonical: string;
  /** the address's query parameters (and its path's named segments), as `page.queries` read them */
  params: URLSearchParams;
}

/**
 * One public page of an area. The calls and keys come from `@portal/api/pages/<area>` (`page`), so
 * what the server puts into the HTML is what the screen reads; the renderer only says what the
 * answers mean for the HTML.
 */
export interface PageRenderer {
  page: PageFirstData;
  /**
   * The calls are answered as for a visitor (no cookie), whoever asks: a signed-in reader's own
   * answer would carry what must stay out of the page's HTML (a bought course's lecture addresses).
   * The pairs' keys must then be the visitor's (`viewerId` null), and the page says it was answered
   * for nobody.
   */
  asVisitor?: boolean;
  /**
   * A page of lists (the home page, a feed, search results): no call names an item, so the page is
   * there whatever its calls answer (200, also with no call at all), a failed call is left out of
   * the first data and `view` gets `undefined` for it, and `gone` is never asked. Its canonical
   * address keeps no query parameter unless `canonicalParams` names some.
   */
  listing?: boolean;
  /** the query parameters that name the page (the canonical address keeps these only); default `id` */
  canonicalParams?: readonly string[];
  /**
   * A listing's canonical query from its address, as its screen reads it (the search page's
   * keywords trimmed and bounded, not as typed): wins over `canonicalParams`.
   */
  canonicalQuery?(params: URLSearchParams): URLSearchParams;
  /**
   * The canonical path (and query) from the item, where the address alone does not say it: a page
   * reached under any category (`/bms/classify/{categoryId}/…`) has one address by the jump rules.
   * A page of lists is asked without an item (one home reached with and without its final slash).
   * Null: the address as reached, with `canonicalParams`.
   */
  canonicalPath?(item: unknown): string | null;
  /** the head and main text from the answers of `page.queries`, in their order (the first: the item) */
  view(answers: readonly unknown[], context: PageContext): PageView;
  /**
   * The item is missing (its call answered 404 or 400): was it there once? True answers 410 Gone,
   * false 404. Absent: 404 always.
   */
  gone?(app: FastifyInstance, first: FirstQuery): Promise<boolean>;
}

/** an answer as its call's payload: what `call(endpoint, …)` resolves to (a renderer's reading aid) */
export const answerOf = <E extends Endpoint>(_endpoint: E, answer: unknown): PayloadOf<E> =>
  answer as PayloadOf<E>;

/** The outcome of rendering a page address. */
export type PageOutcome =
  | { status: 200; view: PageView; firstData: FirstData; canonical: string }
  | { status: 404 | 410 }
  /** the item could not be read now (a 5xx): the shell alone, the screen asks and shows its error */
  | { status: 'shell' };

let installed: ReadonlyMap<string, PageRenderer> = new Map();
/** the pages whose path has `:name` segments, tried in order after the exact paths */
let patterned: readonly PageRenderer[] = [];

const isPattern = (path: string) => path.split('/').some((segment) => segment.startsWith(':'));

/**
 * The values of a page path's `:name` segments in an address, or null when the address is not
 * that page's (a segment differs, one more or fewer, or a named segment is empty).
 */
export function pathParams(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] as string;
    const value = got[i] as string;
    if (!segment.startsWith(':')) {
      if (segment !== value) return null;
      continue;
    }
    if (!value) return null;
    try {
      params[segment.slice(1)] = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return params;
}

/** The composition installs the areas' pages once (`areas/index.ts`); one renderer per path. */
export function installPages(pages: readonly PageRenderer[]): void {
  const byPath = new Map<string, PageRenderer>();
  for (const renderer of pages) {
    if (byPath.has(renderer.page.path)) throw new Error(`页面重复注册：${renderer.page.path}`);
    byPath.set(renderer.page.path, renderer);
  }
  installed = byPath;
  patterned = pages.filter((renderer) => isPattern(renderer.page.path));
}

export const pageRendererOf = (path: string): PageRenderer | undefined =>
  installed.get(path) ?? patterned.find((renderer) => pathParams(renderer.page.path, path) !== null);

interface Envelope {
  code?: unknown;
  result?: unknown;
}

/**
 * Answers one first query the way the visitor's own call would be answered: the same route, with
 * the visitor's cookie and address, so sign-in, privacy and anonymity rules are exactly the API's.
 */
async function answer(app: FastifyInstance, request: FastifyRequest, first: FirstQuery, asVisitor: boolean) {
  const input = (first.input ?? {}) as Record<string, unknown>;
  const headers: Record<string, string> = {};
  if (request.headers.cookie && !asVisitor) headers.cookie = request.headers.cookie;
  const common = { headers, remoteAddress: request.ip };
  const response =
    first.endpoint.method === 'GET'
      ? await app.inject({
          ...common,
          method: 'GET',
          url: first.endpoint.path,
          query: Object.fromEntries(
            Object.entries(input)
              .filter(([, v]) => v !== undefined)
              .map(([k, v]) => [k, String(v)]),
          ),
        })
      : await app.inject({ ...common, method: 'POST', url: first.endpoint.path, payload: input });
  if (response.statusCode !== 200) return { ok: false as const, status: response.statusCode };
  const body = response.json<Envelope>();
  if (body.code !== 1) return { ok: false as const, status: 500 };
  return { ok: true as const, data: 'result' in body ? body.result : body };
}

function canonicalOf(
  context: { origin: string; path: string; params: URLSearchParams },
  keep: readonly string[],
) {
  const query = new URLSearchParams();
  for (const name of keep) {
    const value = context.params.get(name);
    if (value !== null) query.set(name, value);
  }
  const search = query.toString();
  return `${context.origin}${context.path}${search ? `?${search}` : ''}`;
}

/** Renders a page address with a renderer: its status, and for an item that is there, its HTML parts. */
export async function renderPage(
  app: FastifyInstance,
  request: FastifyRequest,
  renderer: PageRenderer,
  origin: string,
): Promise<PageOutcome> {
  const [path = '/', search = ''] = request.url.split('?');
  const params = new URLSearchParams(search);
  // a named segment of the path is read like a query parameter (and wins over one of that name)
  for (const [name, value] of Object.entries(pathParams(renderer.page.path, path) ?? {}))
    params.set(name, value);
  // whom the calls answer (the session the cookie names, or nobody for a page answered as for a
  // visitor): keys that carry who reads need it, and the screen keeps the answers for that user
  const asVisitor = renderer.asVisitor === true;
  const viewer = request.headers.cookie && !asVisitor ? ((await request.sessionUser())?.id ?? null) : null;
  const firsts = renderer.page.queries(params, viewer);
  const listing = renderer.listing === true;
  const [item] = firsts;
  if (!item && !listing) return { status: 404 };
  const answers = await Promise.all(firsts.map((first) => answer(app, request, first, asVisitor)));
  const own = answers[0];
  if (item && !listing && !own?.ok) {
    if (own?.status === 404 || own?.status === 400)
      return { status: renderer.gone && (await renderer.gone(app, item)) ? 410 : 404 };
    return { status: 'shell' };
  }
  const entries: FirstDataEntry[] = [];
  firsts.forEach((first, i) => {
    const a = answers[i];
    if (!a?.ok) return;
    // the first page of an infinite query goes in as that query's data
    const data =
      first.firstPageParam === undefined ? a.data : { pages: [a.data], pageParams: [first.firstPageParam] };
    entries.push({ queryKey: first.queryKey, data });
  });
  // the screen keeps them for the user they were answered for
  const firstData: FirstData = { viewer, entries };
  const ownQuery = renderer.canonicalQuery?.(new URLSearchParams(search))?.toString();
  const itemPath =
    ownQuery !== undefined
      ? `${path}${ownQuery ? `?${ownQuery}` : ''}`
      : listing
        ? (renderer.canonicalPath?.(undefined) ?? null)
        : own?.ok
          ? (renderer.canonicalPath?.(own.data) ?? null)
          : null;
  const canonical =
    itemPath !== null
      ? `${origin}${itemPath}`
      : // the address's own query (a named segment is in the path already)
        canonicalOf(
          { origin, path, params: new URLSearchParams(search) },
          renderer.canonicalParams ?? (isPattern(renderer.page.path) || listing ? [] : ['id']),
        );
  const view = renderer.view(
    answers.map((a) => (a.ok ? a.data : undefined)),
    { origin, canonical, params },
  );
  return { status: 200, view, firstData, canonical };
}

/**
 * An id the table has issued and no longer holds was deleted: 410 Gone (a renderer's `gone`). The
 * id sequence only grows (SQLite `AUTOINCREMENT`, a PostgreSQL `serial`), so an id at or under its
 * high-water mark once had a row, bar an insert rolled back, which at worst says "gone" of an item
 * that never was. A row that is there but not shown (a draft, one under review) is hidden: 404. One
 * check for every area's pages; an id that is no safe integer is never gone (and never reaches SQL).
 */
export async function issuedOnce(app: FastifyInstance, table: string, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  const held = await sql<{ id: number }>`select id from ${sql.table(table)} where id = ${id}`.execute(app.db);
  if (held.rows.length > 0) return false;
  if (app.dialect === 'postgres') {
    const { rows } = await sql<{ last: string | number | null }>`
      select pg_sequence_last_value(pg_get_serial_sequence(${table}, 'id')::regclass) as last`.execute(
      app.db,
    );
    return rows[0]?.last != null && id <= Number(rows[0].last);
  }
  const { rows } = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(
    app.db,
  );
  return rows[0] !== undefined && id <= Number(rows[0].seq);
}
