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
