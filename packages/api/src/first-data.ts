import { call } from '@portal/api/call';
import type { CallOptions, Endpoint, InputOf, PayloadOf } from '@portal/api/endpoint';
import { type QueryKey, queryOptions } from '@portal/query';

/**
 * A page's first data (issue 24): what the first view of a public page reads, declared once so the
 * server that writes the page's HTML and the screen that reads the cache agree on the key.
 *
 * A `FirstQuery` pairs a query key with the call that answers it. The screen's query options are
 * built from it (`queryFromFirst`), and a page address lists the ones its first view needs
 * (`PageFirstData`, in `@portal/api/pages/<area>`). The server answers each pair by making the call
 * for the visitor (with their cookie, so privacy and anonymity are exactly the API's) and puts the
 * answers in the page (`FIRST_DATA_ELEMENT_ID`); the shell writes them into the one query client
 * before anything renders, so the screen asks nothing.
 */
export interface FirstQuery<E extends Endpoint = Endpoint, K extends QueryKey = QueryKey> {
  readonly queryKey: K;
  readonly endpoint: E;
  readonly input: InputOf<E>;
  /**
   * For the first page of an infinite query (a list the screen scrolls): that page's param. The
   * page then carries the answer as the infinite query's data (`{ pages, pageParams }`).
   */
  readonly firstPageParam?: number;
}

export function firstQuery<E extends Endpoint, const K extends QueryKey>(
  queryKey: K,
  endpoint: E,
  input: InputOf<E>,
): FirstQuery<E, K> {
  return { queryKey, endpoint, input };
}

/** the pair for the first page of an infinite query, whose page param is `firstPageParam` */
export function firstPageQuery<E extends Endpoint, const K extends QueryKey>(
  queryKey: K,
  endpoint: E,
  input: InputOf<E>,
  firstPageParam: number,
): FirstQuery<E, K> {
  return { queryKey, endpoint, input, firstPageParam };
}

type CallOf<E extends Endpoint> = (
  endpoint: E,
  input: InputOf<E>,
  options: CallOptions,
) => Promise<PayloadOf<E>>;

/** The screen's query options for a pair: its key, and its call with the query's signal. */
export function queryFromFirst<E extends Endpoint, K extends QueryKey>(first: FirstQuery<E, K>) {
  const send = call as unknown as CallOf<E>;
  return queryOptions({
    queryKey: first.queryKey,
    queryFn: ({ signal }) => send(first.endpoint, first.input, { signal }),
  });
}

/**
 * A public page address and the calls its first view needs, from its query string. The first pair
 * is the page's own item: when it is missing, the page is "not found" (404, or 410 when gone).
 * None (an id that is not one): the page is not found without a call.
 */
export interface PageFirstData {
  /**
   * the page's path, exactly (query string apart); a segment `:name` matches any one segment,
   * whose value `queries` reads as the parameter `name` (`/mall/product/:bookId`)
   */
  readonly path: string;
  /**
   * `viewer`: whom the page is answered for (the session user's id, null for a visitor), for the
   * keys that carry who reads (`viewerId`) because the answer holds the reader's own marks
   */
  readonly queries: (params: URLSearchParams, viewer: number | null) => readonly FirstQuery[];
}

/** One answer in the page: the key the screen reads and the call's payload (what `call` resolves to). */
export interface FirstDataEntry {
  readonly queryKey: QueryKey;
  readonly data: unknown;
}

/**
 * What a page carries: the answers, and whom they were answered for (the signed-in user's id, null
 * for a visitor). A screen that learns who is signed in only after it rendered keeps the answers
 * that were already that user's instead of asking again.
 */
export interface FirstData {
  readonly viewer: number | null;
  readonly entries: readonly FirstDataEntry[];
}

/** the id of the `<script type="application/json">` that carries a page's first data */
export const FIRST_DATA_ELEMENT_ID = 'portal-first-data';

/** `?id=` as detail pages read it: a positive safe integer, else none (the page is "not found"). */
export function pageId(params: URLSearchParams, name = 'id'): number | undefined {
  const value = params.get(name);
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

const NONE: FirstData = { viewer: null, entries: [] };

/** A page's first data from its text; anything malformed is none (the screen asks). */
export function parseFirstData(text: string | null | undefined): FirstData {
  if (!text) return NONE;
  try {
    const parsed = JSON.parse(text) as Partial<FirstData> | null;
    if (!parsed || !Array.isArray(parsed.entries)) return NONE;
    const viewer = typeof parsed.viewer === 'number' ? parsed.viewer : null;
    const entries = parsed.entries.filter(
      (e): e is FirstDataEntry =>
        typeof e === 'object' && e !== null && Array.isArray((e as FirstDataEntry).queryKey) && 'data' in e,
    );
    return { viewer, entries };
  } catch {
    return NONE;
  }
}
