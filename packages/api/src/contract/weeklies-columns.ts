import { Id, IgnoredUserId, okList, okResult, PageQuery } from '@portal/api/contract/envelope';
import { SidebarContentTypeSchema } from '@portal/api/contract/sidebar';
import { COLLECTORS_PAGE_SIZE } from '@portal/api/rules/weeklies-columns';
import { type Static, Type } from 'typebox';

const TF = Type.Union([Type.Literal('T'), Type.Literal('F')]);

/**
 * Where an item of a weekly or a column leads (spec 2 jump rule): `info` items carry their page
 * link in `url` ("the link given with the item"), `mparticle` items go by `id`.
 */
export const ItemJumpType = Type.Union([Type.Literal('info'), Type.Literal('mparticle')]);
export type ItemJumpType = Static<typeof ItemJumpType>;

/** A news item or a user-written article inside a weekly or a column. */
export const ContentEntry = Type.Object({
  jumpType: ItemJumpType,
  id: Type.Integer(),
  url: Type.String(),
  title: Type.String(),
  cover: Type.String(),
  summary: Type.String(),
  authorNames: Type.String(),
  publishTime: Type.Integer({ description: 'milliseconds since epoch' }),
});
export type ContentEntry = Static<typeof ContentEntry>;

export const WeeklySection = Type.Object({ name: Type.String(), items: Type.Array(ContentEntry) });
export type WeeklySection = Static<typeof WeeklySection>;

/** One issue, as a link target ("收录于《神外周刊》第N期"). */
export const WeeklyRef = Type.Object({
  weeklyId: Type.Integer(),
  weeklyName: Type.String(),
  issueNo: Type.Integer(),
});
export type WeeklyRef = Static<typeof WeeklyRef>;

export const WeeklyDetail = Type.Object({
  ...WeeklyRef.properties,
  cover: Type.String(),
  publishDate: Type.Integer({ description: 'milliseconds since epoch' }),
  summary: Type.String(),
  views: Type.Integer(),
  sections: Type.Array(WeeklySection),
  /** the issue before and after this one, of the same weekly */
  previous: Type.Union([WeeklyRef, Type.Null()]),
  next: Type.Union([WeeklyRef, Type.Null()]),
});
export type WeeklyDetail = Static<typeof WeeklyDetail>;

export const WeeklyDetailQuery = Type.Object({
  weeklyId: Id(),
});
export type WeeklyDetailQuery = Static<typeof WeeklyDetailQuery>;

/** pgc: a curated series of news items; ugc: a doctor's series of their own articles. */
export const ColumnType = Type.Union([Type.Literal('pgc'), Type.Literal('ugc')]);
export type ColumnType = Static<typeof ColumnType>;

/** Column of spec 3 (id, type, title, views, contents = number of items). */
export const ColumnItem = Type.Object({
  id: Type.Integer(),
  type: ColumnType,
  title: Type.String(),
  cover: Type.String(),
  views: Type.Integer(),
  contents: Type.Integer(),
});
export type ColumnItem = Static<typeof ColumnItem>;

export const ColumnCreator = Type.Object({
  id: Type.Integer(),
  realName: Type.String(),
  company: Type.String(),
  avatarAddress: Type.String(),
});

export const ColumnDetail = Type.Object({
  ...ColumnItem.properties,
  description: Type.String(),
  subscribers: Type.Integer(),
  /** T: the session user subscribes (always F for visitors) */
  subscribeStatus: TF,
  updateTime: Type.Integer({ description: 'milliseconds since epoch' }),
  /** the doctor of a ugc column; null for the editors' pgc columns */
  creator: Type.Union([ColumnCreator, Type.Null()]),
});
export type ColumnDetail = Static<typeof ColumnDetail>;

export const ColumnDetailQuery = Type.Object({
  id: Id(),
  /** the legacy /column/detail?id&type form; when given it must match the column */
  type: Type.Optional(ColumnType),
});
export type ColumnDetailQuery = Static<typeof ColumnDetailQuery>;

export const ColumnItemsQuery = Type.Object({ ...PageQuery, id: Id() });
export type ColumnItemsQuery = Static<typeof ColumnItemsQuery>;

export const SubscribeColumnBody = Type.Object({ columnId: Id() });
export type SubscribeColumnBody = Static<typeof SubscribeColumnBody>;
export const SubscribeColumnResult = Type.Object({ subscribeStatus: TF, subscribers: Type.Integer() });
export type SubscribeColumnResult = Static<typeof SubscribeColumnResult>;

/**
 * The columns an article is in. `type` U: a user-written article or case, I: a news item.
 * `loginUserId` is accepted because the spec sends it, and ignored: the session says who asks.
 */
export const ArticleSpecialsQuery = Type.Object({
  articleId: Id(),
  type: SidebarContentTypeSchema,
  loginUserId: IgnoredUserId(),
});
export type ArticleSpecialsQuery = Static<typeof ArticleSpecialsQuery>;

/** A: a user-written article or case (ugc), I: a news item (pgc). */
export const HonorArticleType = Type.Union([Type.Literal('A'), Type.Literal('I')]);
export type HonorArticleType = Static<typeof HonorArticleType>;

export const HonorInfoQuery = Type.Object({
  articleId: Id(),
  articleType: HonorArticleType,
});
export type HonorInfoQuery = Static<typeof HonorInfoQuery>;

/** Honor info of spec 3: the latest weekly holding the article, and the first collectors' names. */
export const HonorInfo = Type.Object({
  weekly: Type.Union([WeeklyRef, Type.Null()]),
  collect: Type.Object({
    /** up to 5 names, the latest collectors first */
    collectorNameList: Type.Array(Type.String()),
    total: Type.Integer(),
  }),
});
export type HonorInfo = Static<typeof HonorInfo>;

/** `userId` is accepted because the spec sends it, and ignored: isFollow is for the session user. */
export const CollectorsQuery = Type.Object({
  pageNo: PageQuery.pageNo,
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: COLLECTORS_PAGE_SIZE })),
  articleId: Id(),
  articleType: HonorArticleType,
  userId: IgnoredUserId(),
});
export type CollectorsQuery = Static<typeof CollectorsQuery>;

/** Collector of spec 3. */
export const Collector = Type.Object({
  userId: Type.Integer(),
  realName: Type.String(),
  company: Type.String(),
  userAvatar: Type.String(),
  /** the session user follows them; false for visitors */
  isFollow: Type.Boolean(),
});
export type Collector = Static<typeof Collector>;

export const WeeklyDetailResponse = okResult(WeeklyDetail);
export const ColumnDetailResponse = okResult(ColumnDetail);
export const ColumnItemsResponse = okList(ContentEntry);
export const SubscribeColumnResponse = okResult(SubscribeColumnResult);
export const ArticleSpecialsResponse = okList(ColumnItem);
export const HonorInfoResponse = okResult(HonorInfo);
export const CollectorsResponse = okList(Collector);
