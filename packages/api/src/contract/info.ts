import { RelatedArticle } from '@portal/api/contract/article';
import { Id, okList, okResult, PageQuery } from '@portal/api/contract/envelope';
import { type Static, Type } from 'typebox';

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
  favorites: Type.Integer(),
  /** the reader's like ('F' for visitors) */
  diggStatus: Type.Union([Type.Literal('T'), Type.Literal('F')]),
  /** whether the reader collected it (false for visitors) */
  isCollect: Type.Boolean(),
});
export type InfoDetail = Static<typeof InfoDetail>;

export const InfoListQuery = Type.Object({
  ...PageQuery,
  subspecialtyId: Type.Optional(Id()),
  /** 'latest' (default): newest first; 'hot': most viewed first */
  order: Type.Optional(Type.Union([Type.Literal('latest'), Type.Literal('hot')])),
});
export type InfoListQuery = Static<typeof InfoListQuery>;

export const InfoDetailQuery = Type.Object({ id: Id() });
export type InfoDetailQuery = Static<typeof InfoDetailQuery>;

/** Info like/unlike and view count take the item as `articleId`, like its comment calls. */
export const InfoIdBody = Type.Object({ articleId: Id() });
export type InfoIdBody = Static<typeof InfoIdBody>;
export const InfoDiggResult = Type.Object({
  diggStatus: Type.Union([Type.Literal('T'), Type.Literal('F')]),
  diggs: Type.Integer(),
});
export type InfoDiggResult = Static<typeof InfoDiggResult>;

export const InfoRelatedQuery = Type.Object({
  articleId: Id(),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 4 })),
});

export const InfoListResponse = okList(InfoItem);
export const InfoDiggResponse = okResult(InfoDiggResult);
export const InfoViewsResponse = okResult(Type.Object({ views: Type.Integer() }));
export const InfoDetailResponse = okResult(InfoDetail);
export const SubspecialtyListResponse = okList(Subspecialty);
/** related news have the related articles' shape */
export const RelatedInfoResponse = okList(RelatedArticle);
