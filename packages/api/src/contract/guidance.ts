import { Id, okList, okResult, PageQuery } from '@portal/api/contract/envelope';
import { InfoItem } from '@portal/api/contract/info';
import { type Static, Type } from 'typebox';

export const GuideKind = Type.Union([Type.Literal('guideline'), Type.Literal('consensus')]);
export type GuideKind = Static<typeof GuideKind>;

const Sub = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A guideline (指南) or expert consensus (共识) in a list. */
export const GuideItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: GuideKind,
  /** 指南 or 共识 */
  kindName: Type.String(),
  society: Type.String(),
  year: Type.Integer(),
  subspecialty: Type.Union([Sub, Type.Null()]),
  summary: Type.String(),
  views: Type.Integer(),
  publishTime: Type.Integer({ description: 'milliseconds since epoch' }),
  /** how many interpreting videos it has */
  videoCount: Type.Integer(),
});
export type GuideItem = Static<typeof GuideItem>;

/** Interpreting video (spec 3). */
export const InterpretingVideo = Type.Object({
  id: Type.Integer(),
  cover: Type.String(),
  videoName: Type.String(),
  publishTime: Type.Integer({ description: 'milliseconds since epoch' }),
  description: Type.String(),
  author: Type.Object({ authorName: Type.String(), headImage: Type.String() }),
  /** seconds */
  duration: Type.Integer(),
  views: Type.Integer(),
  guideId: Type.Integer(),
  guideTitle: Type.String(),
});
export type InterpretingVideo = Static<typeof InterpretingVideo>;

export const GuideDetail = Type.Object({
  ...GuideItem.properties,
  /** sanitized HTML, safe to render */
  content: Type.String(),
  videos: Type.Array(InterpretingVideo),
});
export type GuideDetail = Static<typeof GuideDetail>;

export const InterpretingVideoDetail = Type.Object({
  ...InterpretingVideo.properties,
  /** the file to play; may be unavailable, the player then says so */
  videoUrl: Type.String(),
  guide: GuideItem,
});
export type InterpretingVideoDetail = Static<typeof InterpretingVideoDetail>;

export const GuideListQuery = Type.Object({
  ...PageQuery,
  kind: Type.Optional(GuideKind),
  /** a top-level subspecialty */
  subspecialtyId: Type.Optional(Id()),
});
export type GuideListQuery = Static<typeof GuideListQuery>;

export const GuidanceIdQuery = Type.Object({ id: Id() });
export type GuidanceIdQuery = Static<typeof GuidanceIdQuery>;

export const InterpretingVideoListQuery = Type.Object({
  ...PageQuery,
  guideId: Type.Optional(Id()),
});
export type InterpretingVideoListQuery = Static<typeof InterpretingVideoListQuery>;

export const CompileListQuery = Type.Object({ ...PageQuery });
export type CompileListQuery = Static<typeof CompileListQuery>;

export const GuideListResponse = okList(GuideItem);
export const GuideDetailResponse = okResult(GuideDetail);
export const InterpretingVideoListResponse = okList(InterpretingVideo);
export const InterpretingVideoDetailResponse = okResult(InterpretingVideoDetail);
/** compiled foreign literature: news items with compileArticle 'T', newest first */
export const CompileListResponse = okList(InfoItem);
