import {
  ChildCommentsQuery,
  ChildCommentsResponse,
  CommentDiggBody,
  CommentsResponse,
  PostCommentResponse,
} from '@portal/api/contract/article';
import { Id, IgnoredUserId, okResult, PageQuery } from '@portal/api/contract/envelope';
import { type Static, Type } from 'typebox';

/** 'T' on, 'F' off (spec 3: a short video's like flag isDigg 'T') */
const TF = Type.Union([Type.Literal('T'), Type.Literal('F')]);

/**
 * Short videos (spec 3: id, title, cover, description, creator, onlineTime, bmsAuth; spec 7:
 * comment list by videoId, post with videoId, parentId, content, like, collect). The comments have
 * the shared comment shapes; the like of a video or a comment answers isDigg 'T'/'F'.
 */

/** the creator as anyone may see them: an anonymous one (identity 3) is 匿名用户 with id 0 */
export const ShortVideoCreator = Type.Object({
  id: Type.Integer(),
  realName: Type.String(),
  avatarAddress: Type.String(),
  identity: Type.Union([Type.Integer(), Type.Null()]),
});
export type ShortVideoCreator = Static<typeof ShortVideoCreator>;

/** A short video as the player shows it, with the reader's marks. */
export const ShortVideo = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  description: Type.String(),
  /** an mp4/webm file or an HLS playlist (.m3u8) */
  videoUrl: Type.String(),
  /** seconds */
  duration: Type.Integer(),
  /** 1: brand certified */
  bmsAuth: Type.Integer(),
  essences: TF,
  subspecialtyId: Type.Union([Type.Integer(), Type.Null()]),
  onlineTime: Type.Integer(),
  views: Type.Integer(),
  diggs: Type.Integer(),
  comments: Type.Integer(),
  favorites: Type.Integer(),
  isDigg: TF,
  isCollect: TF,
  creator: ShortVideoCreator,
});
export type ShortVideo = Static<typeof ShortVideo>;

export const ShortVideoIdQuery = Type.Object({ id: Id() });
export type ShortVideoIdQuery = Static<typeof ShortVideoIdQuery>;
export const ShortVideoResponse = okResult(ShortVideo);

/** a neighbour in the feed, enough to show its cover while its page loads */
export const ShortVideoNeighbour = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
});
export type ShortVideoNeighbour = Static<typeof ShortVideoNeighbour>;

/**
 * The videos around one, for the player's swipe: those of its subspecialty (newest first), then
 * the latest of all; `previous` newer (nearest first), `next` older (nearest first).
 */
export const ShortVideoFeedQuery = Type.Object({ id: Id() });
export type ShortVideoFeedQuery = Static<typeof ShortVideoFeedQuery>;
export const ShortVideoFeed = Type.Object({
  previous: Type.Array(ShortVideoNeighbour),
  next: Type.Array(ShortVideoNeighbour),
});
export type ShortVideoFeed = Static<typeof ShortVideoFeed>;
export const ShortVideoFeedResponse = okResult(ShortVideoFeed);

export const ShortVideoViewBody = Type.Object({ videoId: Id() });
export type ShortVideoViewBody = Static<typeof ShortVideoViewBody>;
export const ShortVideoViewResult = Type.Object({
  views: Type.Integer(),
  /** false when this viewer was already counted today */
  counted: Type.Boolean(),
});
export const ShortVideoViewResponse = okResult(ShortVideoViewResult);

export const ShortVideoActionBody = Type.Object({ videoId: Id(), userId: IgnoredUserId() });
export type ShortVideoActionBody = Static<typeof ShortVideoActionBody>;
export const ShortVideoDiggResult = Type.Object({ isDigg: TF, diggs: Type.Integer() });
export type ShortVideoDiggResult = Static<typeof ShortVideoDiggResult>;
export const ShortVideoDiggResponse = okResult(ShortVideoDiggResult);
export const ShortVideoCollectResult = Type.Object({ isCollect: TF, favorites: Type.Integer() });
export type ShortVideoCollectResult = Static<typeof ShortVideoCollectResult>;
export const ShortVideoCollectResponse = okResult(ShortVideoCollectResult);

export const ShortVideoCommentsQuery = Type.Object({
  ...PageQuery,
  videoId: Id(),
  /** 0: newest first; 1: most liked first */
  order: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 0 })),
});
export type ShortVideoCommentsQuery = Static<typeof ShortVideoCommentsQuery>;
export const ShortVideoCommentsResponse = CommentsResponse;
export const ShortVideoChildCommentsQuery = ChildCommentsQuery;
export const ShortVideoChildCommentsResponse = ChildCommentsResponse;

export const PostShortVideoCommentBody = Type.Object({
  videoId: Id(),
  /** the comment replied to (a top-level comment or a reply); absent for a top-level comment */
  parentId: Type.Optional(Id()),
  /** plain text, at most 150 characters */
  content: Type.String({ maxLength: 2000 }),
  userId: IgnoredUserId(),
});
export type PostShortVideoCommentBody = Static<typeof PostShortVideoCommentBody>;
export const PostShortVideoCommentResponse = PostCommentResponse;

export const ShortVideoCommentDiggBody = CommentDiggBody;
export const ShortVideoCommentDiggResponse = okResult(ShortVideoDiggResult);
