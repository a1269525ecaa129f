import { Id, okList, okResult, PageQuery } from '@portal/api/contract/envelope';
import { type Static, Type } from 'typebox';

export const ElabClassification = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
});
export type ElabClassification = Static<typeof ElabClassification>;

/** An author of a case: a portal user (the spec's authorList shape). */
export const ElabAuthor = Type.Object({
  systemUserId: Type.Integer(),
  userRealname: Type.String(),
  userAvatar: Type.String(),
  company: Type.String(),
});
export type ElabAuthor = Static<typeof ElabAuthor>;

/** Elab (spec 3): a panoramic surgery case in a list. */
export const ElabItem = Type.Object({
  id: Type.Integer(),
  caseName: Type.String(),
  image: Type.String(),
  elabSurgicalClassification: ElabClassification,
  hospital: Type.String(),
  authorList: Type.Array(ElabAuthor),
  /** the subspecialties the case is tagged with */
  classificationList: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  shareDesc: Type.String(),
  views: Type.Integer(),
  publishTime: Type.Integer({ description: 'milliseconds since epoch' }),
});
export type ElabItem = Static<typeof ElabItem>;

export const ElabColumnRef = Type.Object({ id: Type.Integer(), title: Type.String() });

export const ElabDetail = Type.Object({
  ...ElabItem.properties,
  /** sanitized HTML, safe to render: the operation step by step */
  content: Type.String(),
  /** the special columns that include the case */
  columns: Type.Array(ElabColumnRef),
});
export type ElabDetail = Static<typeof ElabDetail>;

export const ElabOrder = Type.Union([Type.Literal('latest'), Type.Literal('hot')]);
export type ElabOrder = Static<typeof ElabOrder>;

export const ElabListQuery = Type.Object({
  ...PageQuery,
  /** a classification code; unknown codes give an empty list */
  classificationCode: Type.Optional(Type.String({ maxLength: 40 })),
  order: Type.Optional(ElabOrder),
});
export type ElabListQuery = Static<typeof ElabListQuery>;

export const ElabIdQuery = Type.Object({ id: Id() });
export type ElabIdQuery = Static<typeof ElabIdQuery>;

export const ElabViewsBody = Type.Object({ id: Id() });
export type ElabViewsBody = Static<typeof ElabViewsBody>;

export const ElabSpecialColumn = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  description: Type.String(),
  views: Type.Integer(),
  /** how many cases it holds */
  contents: Type.Integer(),
});
export type ElabSpecialColumn = Static<typeof ElabSpecialColumn>;

export const ElabSpecialColumnDetail = Type.Object({
  ...ElabSpecialColumn.properties,
  /** the column's cases, in the column's order */
  cases: Type.Array(ElabItem),
});
export type ElabSpecialColumnDetail = Static<typeof ElabSpecialColumnDetail>;

export const ElabClassificationListResponse = okList(ElabClassification);
export const ElabListResponse = okList(ElabItem);
export const ElabDetailResponse = okResult(ElabDetail);
export const ElabViewsResponse = okResult(Type.Object({ views: Type.Integer() }));
export const ElabColumnListResponse = okList(ElabSpecialColumn);
export const ElabColumnDetailResponse = okResult(ElabSpecialColumnDetail);
