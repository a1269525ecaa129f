import { Id, IgnoredUserId, okList, okResult } from '@portal/api/contract/envelope';
import { SIDEBAR_CONTENT_TYPES } from '@portal/api/rules/sidebar';
import { type Static, Type } from 'typebox';

export const SidebarContentTypeSchema = Type.Union(
  [Type.Literal(SIDEBAR_CONTENT_TYPES.userWritten), Type.Literal(SIDEBAR_CONTENT_TYPES.news)],
  { description: 'U: user-written article or case; I: news item' },
);

/** A content item by `id` and `type` (keywords, mini tools, products, subspecialties). */
export const ContentRefQuery = Type.Object({
  id: Id(),
  type: SidebarContentTypeSchema,
});
export type ContentRefQuery = Static<typeof ContentRefQuery>;

export const CommunityType = Type.Union([Type.Literal('C'), Type.Literal('T')], {
  description: 'C: circles; T: topics',
});
export type CommunityType = Static<typeof CommunityType>;

/** Circles or topics of a content item (spec 7: articleId, userId, articleType, communityType). */
export const CommunityQuery = Type.Object({
  articleId: Id(),
  articleType: SidebarContentTypeSchema,
  communityType: CommunityType,
  /** accepted as the spec lists it; the server never acts on it */
  userId: IgnoredUserId(),
});
export type CommunityQuery = Static<typeof CommunityQuery>;

export const KeywordsResponse = okList(Type.String());

/** A circle (spec 3: id, title, image/shareImage/thumbnail, contents, views) or a topic (id, title, description). */
export const CommunityEntry = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  image: Type.String(),
  /** circles only; a topic repeats its image */
  shareImage: Type.String(),
  thumbnail: Type.String(),
  contents: Type.Integer(),
  views: Type.Integer(),
});
export type CommunityEntry = Static<typeof CommunityEntry>;
export const CommunityResponse = okList(CommunityEntry);

/** A product linked to the content (spec 3 Product: id, name; jump rule needs the category). */
export const SidebarProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  brandName: Type.String(),
  categoryId: Type.Union([Type.Integer(), Type.Null()]),
});
export type SidebarProduct = Static<typeof SidebarProduct>;
export const ProductsResponse = okList(SidebarProduct);

/** A scoring mini tool (spec 3: scoreToolName, scoreToolUrl, scoreToolKeywords comma-joined). */
export const MiniTool = Type.Object({
  id: Type.Integer(),
  scoreToolName: Type.String(),
  scoreToolUrl: Type.String(),
  scoreToolKeywords: Type.String(),
});
export type MiniTool = Static<typeof MiniTool>;
export const MiniToolsResponse = okList(MiniTool);

export const ContentSubspecialty = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
});
export type ContentSubspecialty = Static<typeof ContentSubspecialty>;
export const ContentSubspecialtiesResponse = okList(ContentSubspecialty);

const TF = Type.Union([Type.Literal('T'), Type.Literal('F')]);

/** Activities of a content item (spec 7 article page: like circles, without communityType). */
export const ActivitiesQuery = Type.Object({
  articleId: Id(),
  articleType: SidebarContentTypeSchema,
  /** accepted as the spec lists it; the server never acts on it */
  userId: IgnoredUserId(),
});
export type ActivitiesQuery = Static<typeof ActivitiesQuery>;

/** A community activity (spec 3: id, name, cover/shareImage, views, contents, subscribeStatus T subscribed). */
export const SidebarActivity = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  shareImage: Type.String(),
  views: Type.Integer(),
  contents: Type.Integer(),
  /** the session user's subscription; always F for a visitor */
  subscribeStatus: TF,
  /** milliseconds */
  startTime: Type.Integer(),
  endTime: Type.Integer(),
});
export type SidebarActivity = Static<typeof SidebarActivity>;
export const ActivitiesResponse = okList(SidebarActivity);

export const SubscribeActivityBody = Type.Object({ activityId: Id() });
export type SubscribeActivityBody = Static<typeof SubscribeActivityBody>;
export const SubscribeActivityResult = Type.Object({ subscribeStatus: TF, subscribers: Type.Integer() });
export type SubscribeActivityResult = Static<typeof SubscribeActivityResult>;
export const SubscribeActivityResponse = okResult(SubscribeActivityResult);
