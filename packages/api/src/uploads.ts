import type { HttpResponse } from '@portal/api/client';
import type { PayloadOf } from '@portal/api/endpoint';
import { mediaUploadEndpoints } from '@portal/api/endpoints/media-uploads';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@portal/api/errors';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@portal/api/rules/uploads';

/**
 * Uploading a picture from the rich-text editor. `call` sends JSON; this call is a multipart form
 * and reports its progress, so it has its own small sender beside the HTTP client: the same base
 * URL, cookies and `X-Requested-With`, the same envelope rule (a code other than 1 is an `ApiError`
 * with the server's Chinese message), the same abort (`AbortError`, `isCancel`).
 */

export type UploadedImage = PayloadOf<typeof mediaUploadEndpoints.uploadImage>;

export interface UploadOptions {
  signal?: AbortSignal;
  /** the share of the bytes sent so far, 0 to 1 (the server then still re-encodes the picture) */
  onProgress?: (fraction: number) => void;
}

/** An upload as it goes on the wire; `url` is below the HTTP client's base URL. */
export interface UploadRequest {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  body: FormData;
  timeoutMs: number;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

export type UploadTransport = (request: UploadRequest) => Promise<HttpResponse>;

// a 10 MB photo over a weak mobile connection takes far longer than a JSON call's 15 s
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * The part of XMLHttpRequest used here, typed locally: the server's agreement test imports this
 * module to encode the very form it sends, and the server compiles without the DOM library.
 */
interface Xhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  withCredentials: boolean;
  timeout: number;
  readonly status: number;
  readonly responseText: string;
  readonly upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    onload: (() => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  ontimeout: (() => void) | null;
  onabort: (() => void) | null;
}

const abortError = () => new DOMException('The upload was aborted', 'AbortError');

/** XMLHttpRequest, because `fetch` cannot report how much of a request body has been sent. */
const xhrTransport: UploadTransport = (request) =>
  new Promise((resolve, reject) => {
    const { signal, onProgress } = request;
    if (signal?.aborted) return reject(abortError());
    const xhr = new (globalThis as unknown as { XMLHttpRequest: new () => Xhr }).XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    xhr.timeout = request.timeoutMs;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
      xhr.upload.onload = () => onProgress(1);
    }
    xhr.onload = () => {
      settle();
      const text = xhr.responseText;
      resolve({ status: xhr.status, json: async () => JSON.parse(text) });
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network request failed'));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new DOMException('timed out', 'TimeoutError'));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(request.body);
  });

/** What carries an upload: XMLHttpRequest in the portal; a fake server in tests. */
export const uploader: { transport: UploadTransport } = { transport: xhrTransport };

/** Why the picture cannot be sent at all (empty, too big, a declared type we refuse), or null. */
export function uploadRefusal(file: Blob): ApiError | null {
  if (file.size === 0) return new ApiError(400, UPLOAD_MESSAGES.empty);
  if (file.size > UPLOAD_LIMITS.maxBytes) return new ApiError(400, UPLOAD_MESSAGES.tooLarge);
  // an unknown type ('') is left to the server, which decides by the bytes anyway
  const types: readonly string[] = UPLOAD_LIMITS.types;
  if (file.type && !types.includes(file.type.toLowerCase()))
    return new ApiError(400, UPLOAD_MESSAGES.badType);
  return null;
}

type Envelope = { code?: unknown; message?: unknown; result?: unknown };

/**
 * Uploads a picture for the rich-text editor; answers where it is served and its size once the
 * server has re-encoded it. Fails with an `ApiError` (the server's Chinese message; code 0 with the
 * network message when the connection failed or timed out), or an `AbortError` through `signal`.
 */
export async function uploadImage(file: Blob, options: UploadOptions = {}): Promise<UploadedImage> {
  const refused = uploadRefusal(file);
  if (refused) throw refused;
  const entry = mediaUploadEndpoints.uploadImage;
  const body = new FormData();
  body.append(UPLOAD_LIMITS.field, file);
  return (await sendForm(entry.path, body, options, UPLOAD_TIMEOUT_MS)) as UploadedImage;
}

/**
 * Sends a multipart form to `path` (below the HTTP client's base URL) through `uploader`, with the
 * same envelope rule as `call`: answers the envelope's `result`; fails with an `ApiError` (the
 * server's Chinese message; code 0 with the network message when the connection failed or timed
 * out), or an `AbortError` through `signal`.
 */
export async function sendForm(
  path: string,
  body: FormData,
  options: UploadOptions,
  timeoutMs: number,
): Promise<unknown> {
  const { http } = await import('@portal/api/client');
  let response: HttpResponse;
  try {
    response = await uploader.transport({
      method: 'POST',
      url: `${http.baseURL}${path}`,
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body,
      timeoutMs,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const envelope = (await response.json().catch(() => undefined)) as Envelope | undefined;
  if (!envelope || typeof envelope !== 'object' || typeof envelope.code !== 'number') {
    throw new ApiError(response.status || 500, NETWORK_ERROR_MESSAGE);
  }
  if (envelope.code !== 1) {
    const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : '';
    throw new ApiError(envelope.code, message || NETWORK_ERROR_MESSAGE);
  }
  return envelope.result;
}
