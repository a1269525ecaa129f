import type { CallOptions, Endpoint } from '@portal/api/endpoint';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@portal/api/errors';
import axios, { type AxiosInstance, isCancel } from 'axios';

export { isCancel };

type Envelope = { code: number; message?: string; result?: unknown };

/**
 * The one axios instance. Same-origin by default; `configureApi({ baseURL })` points a remote
 * running standalone at a server elsewhere. Any HTTP status is read as an envelope, so a 4xx
 * with a Chinese message reaches the caller as an ApiError carrying that message.
 */
export const http: AxiosInstance = axios.create({
  withCredentials: true,
  timeout: 15_000,
  validateStatus: () => true,
  // X-Requested-With marks our own pages' calls: the server refuses a costly GET (an SMS) without
  // it, which a cross-site <img> or form cannot send
  headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
});

export function configureApi(options: { baseURL?: string }): void {
  if (options.baseURL !== undefined) http.defaults.baseURL = options.baseURL;
}

http.interceptors.response.use((response) => {
  const body = response.data as Envelope | undefined;
  if (!body || typeof body !== 'object' || typeof body.code !== 'number') {
    throw new ApiError(response.status || 500, NETWORK_ERROR_MESSAGE);
  }
  if (body.code !== 1) throw new ApiError(body.code, body.message || NETWORK_ERROR_MESSAGE);
  return response;
});

/**
 * Sends one call of the endpoint table (screens use `call` from `@portal/api/call`, which loads
 * this module on first use): a GET's input as its query, a POST's as its JSON body. Answers the
 * envelope's `result` when it has one, else the envelope.
 */
export async function send(endpoint: Endpoint, input: unknown, options?: CallOptions): Promise<unknown> {
  const signal = options?.signal;
  const { data } =
    endpoint.method === 'GET'
      ? await http.get<Envelope>(endpoint.path, { params: input ?? undefined, signal })
      : await http.post<Envelope>(endpoint.path, input ?? {}, { signal });
  return 'result' in data ? data.result : data;
}

export type { CallOptions } from '@portal/api/endpoint';
// The per-path helpers below serve the call modules (`@portal/api/calls/*`) that have not moved
// onto the endpoint table yet; they go with the last of them.
export { ApiError, apiErrorMessage, NETWORK_ERROR_MESSAGE, toApiError } from '@portal/api/errors';

type Params = object;
type ResultEnvelope<T> = { code: 1; result: T; message?: string };
type ListEnvelope<T> = import('../contract/envelope').ListEnvelope<T>;
type EmptyEnvelope = import('../contract/envelope').EmptyEnvelope;

export async function getResult<T>(path: string, params?: Params, options?: CallOptions): Promise<T> {
  const { data } = await http.get<ResultEnvelope<T>>(path, { params, signal: options?.signal });
  return data.result;
}

export async function getList<T>(
  path: string,
  params?: Params,
  options?: CallOptions,
): Promise<ListEnvelope<T>> {
  const { data } = await http.get<ListEnvelope<T>>(path, { params, signal: options?.signal });
  return data;
}

export async function getEmpty(path: string, params?: Params, options?: CallOptions): Promise<EmptyEnvelope> {
  const { data } = await http.get<EmptyEnvelope>(path, { params, signal: options?.signal });
  return data;
}

export async function postResult<T>(path: string, body?: object, options?: CallOptions): Promise<T> {
  const { data } = await http.post<ResultEnvelope<T>>(path, body ?? {}, { signal: options?.signal });
  return data.result;
}

export async function postEmpty(path: string, body?: object, options?: CallOptions): Promise<EmptyEnvelope> {
  const { data } = await http.post<EmptyEnvelope>(path, body ?? {}, { signal: options?.signal });
  return data;
}
