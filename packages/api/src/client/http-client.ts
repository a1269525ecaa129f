import type { CallOptions, Endpoint } from '@portal/api/endpoint';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@portal/api/errors';

/**
 * The one HTTP client, on the platform's `fetch`. It was axios; axios is 20.5 KiB gzip, a tenth of
 * a page's first-load budget (200 KiB), for what the endpoint table leaves it to do: put an input in
 * a query or a JSON body, send cookies and our header, time out, abort, and read the envelope
 * (docs/architecture.md, "The HTTP client").
 */

/** A request as the client sends it; `input` is what the caller passed (fakes and tests read it). */
export interface HttpRequest {
  method: 'GET' | 'POST';
  /** the path and query, below the base URL */
  url: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
  input: unknown;
}

export interface HttpResponse {
  status: number;
  json(): Promise<unknown>;
}

/** What carries a request: `fetch` in the portal; a fake server in tests. */
export type Transport = (request: HttpRequest) => Promise<HttpResponse>;

type Envelope = { code: number; message?: string; result?: unknown };

/** a call that takes longer than this fails like a dropped connection */
const TIMEOUT_MS = 15_000;

// X-Requested-With marks our own pages' calls: the server refuses a costly GET (an SMS) without it,
// which a cross-site <img> or form cannot send
const HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } as const;

export const http: { baseURL: string; transport: Transport } = {
  baseURL: '',
  transport: (request) =>
    fetch(`${http.baseURL}${request.url}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
      credentials: 'include',
    }),
};

/** Same-origin by default; a remote running standalone may point at a server elsewhere. */
export function configureApi(options: { baseURL?: string }): void {
  if (options.baseURL !== undefined) http.baseURL = options.baseURL;
}

/** A query string of an input: each field once (an array's items repeated), empty fields left out. */
function queryString(input: unknown): string {
  if (!input || typeof input !== 'object') return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The caller's signal and the timeout as one signal; `done` lets go of both. */
function requestSignal(signal: AbortSignal | undefined) {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  else signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), TIMEOUT_MS);
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
}

/**
 * Sends one call of the endpoint table (screens use `call` from `@portal/api/call`, which loads
 * this module on first use): a GET's input as its query, a POST's as its JSON body. Any HTTP status
 * is read as an envelope: the envelope's `result` when it has one, else the envelope; a code other
 * than 1 is an `ApiError` with the server's Chinese message, a body that is no envelope one with
 * the network message. A dropped connection rejects as `fetch` does; an abort as an `AbortError`.
 */
export async function send(endpoint: Endpoint, input: unknown, options?: CallOptions): Promise<unknown> {
  const get = endpoint.method === 'GET';
  const { signal, done } = requestSignal(options?.signal);
  try {
    const response = await http.transport({
      method: endpoint.method,
      url: `${endpoint.path}${get ? queryString(input) : ''}`,
      headers: get ? { ...HEADERS } : { ...HEADERS, 'Content-Type': 'application/json' },
      ...(get ? {} : { body: JSON.stringify(input ?? {}) }),
      signal,
      input,
    });
    const body = (await response.json().catch(() => undefined)) as Envelope | undefined;
    if (!body || typeof body !== 'object' || typeof body.code !== 'number') {
      throw new ApiError(response.status || 500, NETWORK_ERROR_MESSAGE);
    }
    if (body.code !== 1) throw new ApiError(body.code, body.message || NETWORK_ERROR_MESSAGE);
    return 'result' in body ? body.result : body;
  } finally {
    done();
  }
}

/** Whether a failure is a call its caller aborted (a new query replaced it, the screen went away). */
export function isCancel(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}
