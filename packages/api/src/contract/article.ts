import { Id, okList, okResult, PageQuery } from '@portal/api/contract/envelope';
import { COMMENT_RULES } from '@portal/api/rules/comments';
import { type Static, Type } from 'typebox';

const TF = Type.Union([Type.Literal('T'), Type.Literal('F')]);
const Sub = Type.Object({ id: Type.Integer(), name: Type.String() });

/** Comment limits the server applies: the rules of `@portal/api/rules/comments`. */
export const COMMENT_LIMITS = {
  maxChars: COMMENT_RULES.maxChars,
  childPreview: COMMENT_RULES.articleReplyPreview,
  childPageSize: COMMENT_RULES.replyPageSize,
} as const;

export const ArticleType = Type.Union([Type.Literal('article'), Type.Literal('case')]);
export type ArticleType = Static<typeof ArticleType>;

export const ArticleCreator = Type.Object({
  id: Type.Integer(),
  realName: Type.String(),
  company: Type.String(),
  avatarAddress: Type.String(),
  /** how many published articles and cases the creator has */
  userPostNum: Type.Integer(),
  fans: Type.Integer(),
  identity: Type.Union([Type.Integer(), Type.Null()]),
});
export type ArticleCreator = Static<typeof ArticleCreator>;

/** User-written article or case in a list (spec 3). */
export const ArticleItem = Type.Object({
  id: Type.Integer(),
  type: ArticleType,
  title: Type.String(),
  description: Type.String(),
  cover: Type.String(),
  images: Type.Array(Type.String()),
  publishTime: Type.Integer({ description: 'milliseconds since epoch' }),
  showViews: Type.Integer(),
  showComments: Type.Integer(),
  showDiggs: Type.Integer(),
  favorites: Type.Integer(),
  essences: TF,
  bmsAuth: Type.Integer(),
  creator: ArticleCreator,
  subspecialtys: Type.Array(Sub),
});
export type ArticleItem = Static<typeof ArticleItem>;

/**
 * One block of a body in block form (spec 3): `title` and `txt` carry plain `text` (render as
 * text; line breaks kept), `img` a `resource` URL (and `text` as its caption), `video` a
 * `resource` URL with `image` as its poster. URLs are http(s) or site paths.
 */
export const ParagraphBlock = Type.Object({
  type: Type.Union([Type.Literal('txt'), Type.Literal('title'), Type.Literal('img'), Type.Literal('video')]),
  text: Type.Optional(Type.String({ maxLength: 5000 })),
  resource: Type.Optional(Type.String({ maxLength: 1000 })),
  image: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type ParagraphBlock = Static<typeof ParagraphBlock>;

/** limits of a body in block form */
export const PARAGRAPH_LIMITS = { maxBlocks: 300 } as const;

/** A body is sanitized HTML or blocks; both are safe to render as documented above. */
export const ArticleParagraphs = Type.Union([
  Type.String(),
  Type.Array(ParagraphBlock, { maxItems: PARAGRAPH_LIMITS.maxBlocks }),
]);
export type ArticleParagraphs = Static<typeof ArticleParagraphs>;

export const ArticleDetail = Type.Object({
  ...ArticleItem.properties,
  status: Type.Union([Type.Literal('published'), Type.Literal('pending'), Type.Literal('draft')]),
  /** the creator's total likes received */
  userDiggs: Type.Integer(),
  followStatus: Type.Union([Type.Literal('FD'), Type.Literal('NF')]),
  diggStatus: TF,
  isArticleCollect: Type.Boolean(),
  /** sanitized HTML, or blocks (see ParagraphBlock) */
  mpArticleParagraphs: ArticleParagraphs,
});
export type ArticleDetail = Static<typeof ArticleDetail>;

export const ArticleListQuery = Type.Object({
  ...PageQuery,
  type: Type.Optional(ArticleType),
  subspecialtyId: Type.Optional(Id()),
  order: Type.Optional(Type.Union([Type.Literal('latest'), Type.Literal('hot')])),
  /** 'T': featured only */
  essences: Type.Optional(TF),
});
export type ArticleListQuery = Static<typeof ArticleListQuery>;

export const ArticleIdQuery = Type.Object({ articleId: Id() });
export type ArticleIdQuery = Static<typeof ArticleIdQuery>;

export const CommentUser = Type.Object({
  id: Type.Integer(),
  realName: Type.String(),
  avatarAddress: Type.String(),
  identity: Type.Union([Type.Integer(), Type.Null()]),
});
export type CommentUser = Static<typeof CommentUser>;

/** A reply (child comment fields of spec 3). Text is plain text: render it as text, never HTML. */
export const ChildComment = Type.Object({
  id: Type.Integer(),
  parentId: Type.Integer(),
  childId: Type.Integer({ description: 'the replier user id' }),
  childName: Type.String(),
  childAvatar: Type.String(),
  identity: Type.Union([Type.Integer(), Type.Null()]),
  /** the user replied to */
  parentName: Type.String(),
  parentIdentity: Type.Union([Type.Integer(), Type.Null()]),
  text: Type.String(),
  diggs: Type.Integer(),
  isDigg: Type.Boolean(),
  creationDate: Type.Integer(),
});
export type ChildComment = Static<typeof ChildComment>;

/** A top-level comment (spec 3). Text is plain text: render it as text, never HTML. */
export const ArticleComment = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  diggs: Type.Integer(),
  isDigg: Type.Boolean(),
  creationDate: Type.Integer(),
  creator: CommentUser,
  /** the first replies, oldest first */
  childComments: Type.Array(ChildComment),
  childCommentsCount: Type.Integer(),
});
export type ArticleComment = Static<typeof ArticleComment>;

export const CommentsQuery = Type.Object({
  ...PageQuery,
  articleId: Id(),
  /** 0: newest first; 1: most liked first */
  order: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 0 })),
});
export type CommentsQuery = Static<typeof CommentsQuery>;

export const ChildCommentsQuery = Type.Object({
  ...PageQuery,
  commentId: Id(),
});
export type ChildCommentsQuery = Static<typeof ChildCommentsQuery>;

export const PostCommentBody = Type.Object({
  articleId: Id(),
  /** the comment replied to; absent for a top-level comment */
  parentId: Type.Optional(Id()),
  text: Type.String({ maxLength: 2000 }),
});
export type PostCommentBody = Static<typeof PostCommentBody>;

/** A new top-level comment comes back as ArticleComment, a reply as ChildComment. */
export const PostedComment = Type.Union([ArticleComment, ChildComment]);
export type PostedComment = Static<typeof PostedComment>;

export const CommentDiggBody = Type.Object({ commentId: Id() });
export const CommentDiggResult = Type.Object({ isDigg: Type.Boolean(), diggs: Type.Integer() });
export type CommentDiggResult = Static<typeof CommentDiggResult>;

export const ArticleDiggBody = ArticleIdQuery;
export const ArticleDiggResult = Type.Object({ diggStatus: TF, diggs: Type.Integer() });
export type ArticleDiggResult = Static<typeof ArticleDiggResult>;

export const ViewsBody = Type.Object({
  articleId: Id(),
  articleType: Type.Optional(Type.Literal('U')),
});
export const ViewsResult = Type.Object({ views: Type.Integer() });

export const RelatedQuery = Type.Object({
  articleId: Id(),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 4 })),
  type: Type.Optional(Type.Literal('ugc')),
});
export type RelatedQuery = Static<typeof RelatedQuery>;

/** Related article (spec 3). */
export const RelatedArticle = Type.Object({
  articleId: Type.Integer(),
  title: Type.String(),
  author: Type.String(),
  cover: Type.String(),
  ffrom: Type.Union([Type.Literal('pgc'), Type.Literal('ugc')]),
});
export type RelatedArticle = Static<typeof RelatedArticle>;

export const ArticleListResponse = okList(ArticleItem);
export const ArticleDetailResponse = okResult(ArticleDetail);
export const CommentsResponse = okList(ArticleComment);
export const ChildCommentsResponse = okList(ChildComment);
export const PostCommentResponse = okResult(PostedComment);
export const CommentDiggResponse = okResult(CommentDiggResult);
export const ArticleDiggResponse = okResult(ArticleDiggResult);
export const ViewsResponse = okResult(ViewsResult);
export const RelatedResponse = okList(RelatedArticle);
