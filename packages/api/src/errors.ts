/**
 * A call's failure as screens read it, free of the HTTP client so a screen that only checks a
 * failure's code does not load the client.
 */

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

/** Wraps any other failure (network down, timeout) into the same ApiError the screens expect. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(0, NETWORK_ERROR_MESSAGE);
}

/** The server's Chinese message when it sent one; `fallback` for network failures and the rest. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== 0 && error.message ? error.message : fallback;
}
