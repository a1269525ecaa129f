import axios, { type AxiosInstance, isCancel } from 'axios';
import type { EmptyEnvelope, ListEnvelope, ResultEnvelope } from '../contract/envelope';

/** A call whose envelope did not say `code: 1`. `message` is the server's Chinese text. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = '网络异常，请稍后重试';

export { isCancel };

type Envelope = { code: number; message?: string };

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

export interface CallOptions {
  signal?: AbortSignal;
}

type Params = object;

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

/** Wraps an axios failure (network down, timeout) into the same ApiError the screens expect. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(0, NETWORK_ERROR_MESSAGE);
}

/** The server's Chinese message when it sent one; `fallback` for network failures and the rest. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== 0 && error.message ? error.message : fallback;
}
