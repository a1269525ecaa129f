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

export const PageQuery = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
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
