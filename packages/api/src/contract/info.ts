import { type Static, Type } from 'typebox';
import { okList, okResult, PageQuery } from './envelope';

export const Subspecialty = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  children: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type Subspecialty = Static<typeof Subspecialty>;

export const InfoAuthor = Type.Object({
  authorName: Type.String(),
  headImage: Type.String(),
  /** the portal user behind the byline, when there is one */
  userId: Type.Union([Type.Integer(), Type.Null()]),
});
export type InfoAuthor = Static<typeof InfoAuthor>;

/** Info/article list item (spec 3). */
export const InfoItem = Type.Object({
  infoId: Type.Integer(),
  infoImg: Type.String(),
  infoTitle: Type.String(),
  essences: Type.Union([Type.Literal('T'), Type.Literal('F')]),
  publishDate: Type.Integer({ description: 'milliseconds since epoch' }),
  authorList: Type.Array(InfoAuthor),
  authorNames: Type.String(),
  searchDescription: Type.String(),
  bmsAuth: Type.Integer({ description: '1 = brand certified' }),
  compileArticle: Type.Union([Type.Literal('T'), Type.Literal('F')]),
  subspecialtys: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  showViews: Type.Integer(),
  showComments: Type.Integer(),
  showDiggs: Type.Integer(),
  /** the link given with the item (jump rule for type info) */
  url: Type.String(),
});
export type InfoItem = Static<typeof InfoItem>;

export const InfoDetail = Type.Object({
  ...InfoItem.properties,
  /** sanitized HTML, safe to render */
  content: Type.String(),
  source: Type.String(),
});
export type InfoDetail = Static<typeof InfoDetail>;

export const InfoListQuery = Type.Object({
  ...PageQuery,
  subspecialtyId: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type InfoListQuery = Static<typeof InfoListQuery>;

export const InfoDetailQuery = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type InfoDetailQuery = Static<typeof InfoDetailQuery>;

export const InfoListResponse = okList(InfoItem);
export const InfoDetailResponse = okResult(InfoDetail);
export const SubspecialtyListResponse = okList(Subspecialty);

export { infoDetailUrl, infoPaths } from '../paths';
