import { type HttpRequest, type HttpResponse, http, type Transport } from '@portal/api/client';
import type { Endpoint, InputOf, PayloadOf } from '@portal/api/endpoint';
import { ApiError } from '@portal/api/errors';

/**
 * The server behind the endpoint table, faked at the HTTP client: a screen under test calls
 * `call(endpoint, input)` for real (the input is encoded, sent, the envelope read back), and the
 * fake answers by endpoint. What a call answers is what `call` resolves to (a result, or a list
 * envelope); throw an `ApiError` to answer a failure envelope, `networkFailure()` for a dropped
 * connection. An answer may be a promise: the call stays in flight until it settles, and aborting
 * the call rejects it as `fetch` does.
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
  return new TypeError('Failed to fetch');
}

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

type Handler = (input: unknown, request: { signal?: AbortSignal }) => unknown;

const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** what the screen passed: a GET's input as given (how it is encoded is the agreement test's), a POST's body as sent */
function inputOf(request: HttpRequest): unknown {
  return request.body ? JSON.parse(request.body) : request.input;
}

function envelope(payload: unknown): unknown {
  const isEnvelope =
    payload !== null &&
    typeof payload === 'object' &&
    typeof (payload as { code?: unknown }).code === 'number';
  return isEnvelope ? payload : { code: 1, result: payload };
}

export function createFakeApi(): FakeApi & { transport: Transport } {
  const standing = new Map<string, Handler>();
  const queued = new Map<string, Handler[]>();
  const calls: { key: string; input: unknown }[] = [];

  const toHandler = (answer: unknown): Handler =>
    typeof answer === 'function' ? (answer as Handler) : () => answer;

  const respond = (status: number, data: unknown): HttpResponse => ({ status, json: async () => data });

  const transport: Transport = async (request) => {
    const key = keyOf(request.method, request.url.split('?')[0] ?? '');
    const input = inputOf(request);
    calls.push({ key, input });
    const handler = queued.get(key)?.shift() ?? standing.get(key);
    if (!handler) throw new Error(`fake API: no answer for ${key} (answer it with api.on)`);
    const { signal } = request;
    if (signal.aborted) throw abortError();
    const answered = Promise.resolve().then(() => handler(input, { signal }));
    const aborted = new Promise<never>((_, reject) => {
      signal.addEventListener('abort', () => reject(abortError()));
    });
    try {
      return respond(200, envelope(await Promise.race([answered, aborted])));
    } catch (error) {
      if (error instanceof ApiError) {
        return respond(error.code >= 100 ? error.code : 400, { code: error.code, message: error.message });
      }
      throw error;
    }
  };

  const api: FakeApi & { transport: Transport } = {
    transport,
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
  let previous: Transport;
  beforeEach(() => {
    previous = http.transport;
    http.transport = api.transport;
  });
  afterEach(() => {
    http.transport = previous;
    api.reset();
  });
  return api;
}
