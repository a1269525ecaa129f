import type { Static, TSchema } from 'typebox';

/**
 * One call of the HTTP contract: its method, its path and its schemas, declared once in
 * `@portal/api/endpoints/<area>`. The server registers its route from the entry (`serve`); screens
 * call it with `call(endpoint, input)` from `@portal/api/call`, typed by the same schemas.
 *
 * The schemas are TypeBox values, and TypeBox is about 20 KiB gzip that no screen needs: so an entry
 * holds them behind `schemas()`, which loads its area's contract module on demand. The server asks
 * for them when it registers the route; screens never do. The loader is a `webpackMode: "weak"`
 * import, so webpack adds no chunk for it either: in a browser bundle the contract (and TypeBox) is
 * simply absent, while the server's bundler and jest load it as a plain import.
 */
export type Method = 'GET' | 'POST';

export interface GetSchemas {
  /** the query string (absent: the call takes no input) */
  query?: TSchema;
  /** the 200 answer: an envelope (`okResult`, `okList`, `okEmpty`) */
  response: TSchema;
}

export interface PostSchemas {
  /** the JSON body (absent: the call takes no input) */
  body?: TSchema;
  response: TSchema;
}

export interface Endpoint<
  M extends Method = Method,
  S extends GetSchemas | PostSchemas = GetSchemas | PostSchemas,
> {
  readonly method: M;
  readonly path: string;
  /** the contract's schemas of this call; loads the area's contract module on first use */
  readonly schemas: () => Promise<S>;
}

type SchemasOf<E> = E extends Endpoint<Method, infer S> ? S : never;

/** What a call takes: the query of a GET, the body of a POST (`undefined` when it takes nothing). */
export type InputOf<E> =
  SchemasOf<E> extends { query: infer Q extends TSchema }
    ? Static<Q>
    : SchemasOf<E> extends { body: infer B extends TSchema }
      ? Static<B>
      : undefined;

/** The whole 200 envelope of a call. */
export type EnvelopeOf<E> = Static<SchemasOf<E>['response']>;

/**
 * What a call answers to its caller: the `result` of a result envelope, else the envelope itself
 * (a list with its `page`, or an empty success with its `message`).
 */
export type PayloadOf<E> = EnvelopeOf<E> extends { result: infer R } ? R : EnvelopeOf<E>;

/** What every call may take beside its input. */
export interface CallOptions {
  /** aborts the request (the data layer passes its query's signal) */
  signal?: AbortSignal;
}

/** An endpoint whose input may be left out (none, or every field optional). */
export type InputArgs<E> =
  undefined extends InputOf<E>
    ? [input?: InputOf<E>]
    : Partial<InputOf<E>> extends InputOf<E>
      ? [input?: InputOf<E>]
      : [input: InputOf<E>];

/**
 * The builder of an area's entries over its contract module:
 *
 *     const info = contract(() => import(/* webpackMode: "weak" *\/ '../contract/info'));
 *     export const infoEndpoints = {
 *       detail: info.get('/wapi/info/getInfoDetail.do', (c) => ({ query: c.InfoDetailQuery, response: c.InfoDetailResponse })),
 *     };
 *
 * `pick` names the schemas in the module; the module is loaded (once) only when someone asks.
 */
export function contract<C>(load: () => Promise<C>) {
  let loaded: Promise<C> | undefined;
  const module = () => {
    loaded ??= load();
    return loaded;
  };
  const entry =
    <M extends Method>(method: M) =>
    <S extends M extends 'GET' ? GetSchemas : PostSchemas>(
      path: string,
      pick: (c: C) => S,
    ): Endpoint<M, S> => {
      let schemas: Promise<S> | undefined;
      return {
        method,
        path,
        schemas: () => {
          // one object for the life of the process: the server and the agreement test compare by identity
          schemas ??= module().then(pick);
          return schemas;
        },
      };
    };
  return { get: entry('GET'), post: entry('POST') };
}
