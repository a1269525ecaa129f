import type { CallOptions, Endpoint, InputArgs, PayloadOf } from '@portal/api/endpoint';

/**
 * Calls an endpoint of `@portal/api/endpoints/*` the way every screen does:
 *
 *     const detail = await call(infoEndpoints.detail, { id }, { signal });
 *
 * The input goes into the query of a GET and the JSON body of a POST; the answer is the envelope's
 * `result` when it has one, else the envelope (a list with its page). A failure is an `ApiError`
 * (`@portal/api/errors`) with the server's Chinese message; an abort through `signal` rejects as
 * an `AbortError`.
 *
 * The HTTP client loads on the first call, so a page that calls nothing while it paints (the home
 * page's frame) keeps the client out of its first load. It is imported by package name: the federation
 * shares it, so every remote uses the shell's one instance.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  ...args: [...InputArgs<E>, options?: CallOptions]
): Promise<PayloadOf<E>> {
  const [input, options] = args as unknown as [unknown, CallOptions | undefined];
  return import('@portal/api/client').then(
    (client) => client.send(endpoint, input, options) as Promise<PayloadOf<E>>,
  );
}
