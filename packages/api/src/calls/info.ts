import { type CallOptions, getList, getResult, postResult } from '@portal/api/client';
import { engagementPaths, infoPaths } from '@portal/api/paths';
import type {
  ArticleComment,
  ChildComment,
  CommentDiggResult,
  PostCommentBody,
  PostedComment,
  RelatedArticle,
} from '../contract/article';
import type { CollectResult } from '../contract/engagement';
import type { InfoDetail, InfoDiggResult, InfoItem, InfoListQuery, Subspecialty } from '../contract/info';

export const getInfoList = (query: InfoListQuery, options?: CallOptions) =>
  getList<InfoItem>(infoPaths.list, query, options);

export const getInfoDetail = (id: number, options?: CallOptions) =>
  getResult<InfoDetail>(infoPaths.detail, { id }, options);

export const getSubspecialties = (options?: CallOptions) =>
  getList<Subspecialty>(infoPaths.subspecialties, undefined, options);

// Info comments have the article comments' shapes; the news item travels as `articleId` (spec 7).

export const getInfoComments = (
  query: { articleId: number; pageNo?: number; pageSize?: number },
  options?: CallOptions,
) => getList<ArticleComment>(infoPaths.comments, { order: 0, pageSize: 10, ...query }, options);

export const getInfoChildComments = (
  query: { commentId: number; pageNo?: number; pageSize?: number },
  options?: CallOptions,
) => getList<ChildComment>(infoPaths.childComments, { pageSize: 4, ...query }, options);

export const postInfoComment = (body: PostCommentBody, options?: CallOptions) =>
  postResult<PostedComment>(infoPaths.postComment, body, options);

export const toggleInfoCommentDigg = (commentId: number, options?: CallOptions) =>
  postResult<CommentDiggResult>(infoPaths.commentDigg, { commentId }, options);

export const toggleInfoDigg = (articleId: number, options?: CallOptions) =>
  postResult<InfoDiggResult>(infoPaths.digg, { articleId }, options);

/** collect type 2: news (3 is the user-written article's) */
export const toggleCollectInfo = (contentId: number, options?: CallOptions) =>
  postResult<CollectResult>(engagementPaths.collect, { contentId, type: 2 }, options);

export const countInfoView = (articleId: number, options?: CallOptions) =>
  postResult<{ views: number }>(infoPaths.views, { articleId }, options);

export const getRelatedInfo = (articleId: number, options?: CallOptions) =>
  getList<RelatedArticle>(infoPaths.related, { articleId, count: 4 }, options);
