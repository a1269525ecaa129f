/**
 * Recognises the contract's ApiError without `instanceof`. Inside the shell the class can exist
 * twice: `@portal/api/calls/*` import the client by a relative path, so a remote's calls carry their
 * own copy of `http-client` while `@portal/api/client` comes from the shell's share scope, and
 * `instanceof` fails across the two. Name + numeric code is what both copies agree on.
 */
export interface ApiErrorLike {
  name: 'ApiError';
  code: number;
  message: string;
}

export function isApiError(error: unknown): error is ApiErrorLike {
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    typeof (error as Partial<ApiErrorLike>).code === 'number'
  );
}

/** The server's Chinese message when it sent one, `fallback` for network failures and the rest. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
