import { type CallOptions, getList, getResult, postResult } from '@portal/api/client';
import { articlePaths, browsingHistoryPaths, engagementPaths } from '@portal/api/paths';
import type {
  ArticleComment,
  ArticleDetail,
  ArticleDiggResult,
  ArticleItem,
  ArticleListQuery,
  ChildComment,
  CommentDiggResult,
  PostCommentBody,
  PostedComment,
  RelatedArticle,
} from '../contract/article';
import type {
  CollectResult,
  DeleteHistoryBody,
  FollowUserResult,
  HistoryItem,
  SaveHistoryBody,
} from '../contract/engagement';

export const getArticleList = (query: ArticleListQuery, options?: CallOptions) =>
  getList<ArticleItem>(articlePaths.list, query, options);

export const getArticleDetail = (articleId: number, options?: CallOptions) =>
  getResult<ArticleDetail>(articlePaths.detail, { articleId }, options);

export const getArticleComments = (
  query: { articleId: number; pageNo?: number; pageSize?: number },
  options?: CallOptions,
) => getList<ArticleComment>(articlePaths.comments, { order: 0, pageSize: 10, ...query }, options);

export const getArticleChildComments = (
  query: { commentId: number; pageNo?: number; pageSize?: number },
  options?: CallOptions,
) => getList<ChildComment>(articlePaths.childComments, { pageSize: 4, ...query }, options);

export const postArticleComment = (body: PostCommentBody, options?: CallOptions) =>
  postResult<PostedComment>(articlePaths.postComment, body, options);

export const toggleArticleCommentDigg = (commentId: number, options?: CallOptions) =>
  postResult<CommentDiggResult>(articlePaths.commentDigg, { commentId }, options);

export const toggleArticleDigg = (articleId: number, options?: CallOptions) =>
  postResult<ArticleDiggResult>(articlePaths.digg, { articleId }, options);

export const countArticleView = (articleId: number, options?: CallOptions) =>
  postResult<{ views: number }>(articlePaths.views, { articleId, articleType: 'U' }, options);

export const getRelatedArticles = (articleId: number, options?: CallOptions) =>
  getList<RelatedArticle>(articlePaths.related, { articleId, count: 4, type: 'ugc' }, options);

export const toggleCollectArticle = (contentId: number, options?: CallOptions) =>
  postResult<CollectResult>(engagementPaths.collect, { contentId, type: 3 }, options);

export const toggleFollowUser = (userId: number, options?: CallOptions) =>
  postResult<FollowUserResult>(engagementPaths.followUser, { userId }, options);

export const getBrowsingHistory = (query: { pageNo?: number; pageSize?: number }, options?: CallOptions) =>
  getList<HistoryItem>(browsingHistoryPaths.list, query, options);

export const saveBrowsingHistory = (body: SaveHistoryBody, options?: CallOptions) =>
  postResult<HistoryItem>(browsingHistoryPaths.save, body, options);

export const deleteBrowsingHistory = (body: DeleteHistoryBody, options?: CallOptions) =>
  postResult<{ deleted: number }>(browsingHistoryPaths.remove, body, options);
