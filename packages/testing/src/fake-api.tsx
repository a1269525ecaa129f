import { http } from '@portal/api/client';
import type { Endpoint, InputOf, PayloadOf } from '@portal/api/endpoint';
import { ApiError } from '@portal/api/errors';
import { type AxiosAdapter, AxiosError, CanceledError, type InternalAxiosRequestConfig } from 'axios';

/**
 * The server behind the endpoint table, faked at the HTTP client: a screen under test calls
 * `call(endpoint, input)` for real (the input is encoded, sent, the envelope read back), and the
 * fake answers by endpoint. What a call answers is what `call` resolves to (a result, or a list
 * envelope); throw an `ApiError` to answer a failure envelope, `networkFailure()` for a dropped
 * connection. An answer may be a promise: the call stays in flight until it settles, and aborting
 * the call rejects it as axios does.
 *
 *     const api = fakeApi();
 *     api.on(infoEndpoints.detail, ({ id }) => makeInfoDetail({ infoId: id }));
 *     …
 *     expect(api.requests(infoEndpoints.views)).toEqual([{ articleId: 12 }]);
 */
export type Answer<E extends Endpoint> =
  | PayloadOf<E>
  | ((input: InputOf<E>, request: { signal?: AbortSignal }) => PayloadOf<E> | Promise<PayloadOf<E>>);

export interface FakeApi {
  /** answers every later call of `endpoint` (the last `on` wins) */
  on<E extends Endpoint>(endpoint: E, answer: Answer<E>): FakeApi;
  /** answers the next call of `endpoint` only, then the standing answer again */
  once<E extends Endpoint>(endpoint: E, answer: Answer<E>): FakeApi;
  /** the inputs of every call of `endpoint` so far, oldest first */
  requests<E extends Endpoint>(endpoint: E): InputOf<E>[];
  /** every call so far, as `METHOD path` */
  log(): string[];
  /** forgets answers and calls */
  reset(): void;
}

/** Thrown by an answer: the call fails like a dropped connection (no envelope at all). */
export function networkFailure(): Error {
  return new AxiosError('Network Error', AxiosError.ERR_NETWORK);
}

type Handler = (input: unknown, request: { signal?: AbortSignal }) => unknown;

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** what the screen passed: a GET's params as given (how they are encoded is the agreement test's), a POST's body */
function inputOf(config: InternalAxiosRequestConfig): unknown {
  if ((config.method ?? 'get').toUpperCase() === 'GET') return config.params;
  return typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data;
}

function envelope(payload: unknown): unknown {
  const isEnvelope =
    payload !== null &&
    typeof payload === 'object' &&
    typeof (payload as { code?: unknown }).code === 'number';
  return isEnvelope ? payload : { code: 1, result: payload };
}

export function createFakeApi(): FakeApi & { adapter: AxiosAdapter } {
  const standing = new Map<string, Handler>();
  const queued = new Map<string, Handler[]>();
  const calls: { key: string; input: unknown }[] = [];

  const toHandler = (answer: unknown): Handler =>
    typeof answer === 'function' ? (answer as Handler) : () => answer;

  const adapter: AxiosAdapter = async (config) => {
    const path = new URL(http.getUri(config), 'http://portal.test').pathname;
    const key = keyOf(config.method ?? 'get', path);
    const input = inputOf(config);
    calls.push({ key, input });
    const handler = queued.get(key)?.shift() ?? standing.get(key);
    const respond = (status: number, data: unknown) => ({
      data,
      status,
      statusText: String(status),
      headers: {},
      config,
    });
    if (!handler) throw new Error(`fake API: no answer for ${key} (answer it with api.on)`);
    const signal = config.signal as AbortSignal | undefined;
    if (signal?.aborted) throw new CanceledError(undefined, undefined, config);
    const answered = Promise.resolve().then(() => handler(input, { signal }));
    const aborted = new Promise<never>((_, reject) => {
      signal?.addEventListener?.('abort', () => reject(new CanceledError(undefined, undefined, config)));
    });
    try {
      return respond(200, envelope(await Promise.race([answered, aborted])));
    } catch (error) {
      if (error instanceof ApiError)
        return respond(error.code >= 100 ? error.code : 400, { code: error.code, message: error.message });
      throw error;
    }
  };

  const api: FakeApi & { adapter: AxiosAdapter } = {
    adapter,
    on(endpoint, answer) {
      standing.set(keyOf(endpoint.method, endpoint.path), toHandler(answer));
      return api;
    },
    once(endpoint, answer) {
      const key = keyOf(endpoint.method, endpoint.path);
      queued.set(key, [...(queued.get(key) ?? []), toHandler(answer)]);
      return api;
    },
    requests(endpoint) {
      const key = keyOf(endpoint.method, endpoint.path);
      return calls.filter((c) => c.key === key).map((c) => c.input) as never[];
    },
    log: () => calls.map((c) => c.key),
    reset() {
      standing.clear();
      queued.clear();
      calls.length = 0;
    },
  };
  return api;
}

/**
 * A fake API for the tests of one file: installed on the one HTTP client before each test and
 * forgotten after it, so no test sees another's answers.
 */
export function fakeApi(): FakeApi {
  const api = createFakeApi();
  let previous: typeof http.defaults.adapter;
  beforeEach(() => {
    previous = http.defaults.adapter;
    http.defaults.adapter = api.adapter;
  });
  afterEach(() => {
    http.defaults.adapter = previous;
    api.reset();
  });
  return api;
}
