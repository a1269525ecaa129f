import { type Static, type TSchema, Type } from 'typebox';

/**
 * The response envelope of spec section 7: `code === 1` is success. One thing comes as `result`,
 * a list as `list` + `page`. Any other code carries a Chinese `message`; we use HTTP-like codes
 * (400 bad input, 401 not signed in, 403, 404, 429, 500) so the status and the code agree.
 */
export const SUCCESS = 1;

export const PageInfo = Type.Object({
  pageNo: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  totalPage: Type.Integer({ minimum: 0 }),
  totalCount: Type.Integer({ minimum: 0 }),
});
export type PageInfo = Static<typeof PageInfo>;

/**
 * The largest id a request may name: PostgreSQL's `integer`. A bigger number (a 20-digit
 * `pageNo` or id) is refused as bad input instead of overflowing a query into a 500.
 */
export const INT_MAX = 2_147_483_647;
/** the deepest page a list serves: 10,000 pages is past any real reader */
export const PAGE_NO_MAX = 10_000;

/** An id in a request (a row's id is 1 or more). */
export const Id = (options: { description?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: INT_MAX, ...options });

/** A `userId` the spec sends and the server ignores (who acts is who the session says). */
export const IgnoredUserId = () =>
  Type.Optional(Type.Integer({ minimum: 0, maximum: INT_MAX, description: '忽略：以会话用户为准' }));

export const PageQuery = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_NO_MAX, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
};

export const okResult = <T extends TSchema>(result: T) =>
  Type.Object({ code: Type.Literal(SUCCESS), result, message: Type.Optional(Type.String()) });

export const okList = <T extends TSchema>(item: T) =>
  Type.Object({ code: Type.Literal(SUCCESS), list: Type.Array(item), page: PageInfo });

export const okEmpty = Type.Object({ code: Type.Literal(SUCCESS), message: Type.Optional(Type.String()) });

export const ErrorEnvelope = Type.Object({ code: Type.Integer(), message: Type.String() });
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

export type ResultEnvelope<T> = { code: typeof SUCCESS; result: T; message?: string };
export type ListEnvelope<T> = { code: typeof SUCCESS; list: T[]; page: PageInfo };
export type EmptyEnvelope = { code: typeof SUCCESS; message?: string };
