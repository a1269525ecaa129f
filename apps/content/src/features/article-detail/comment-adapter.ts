import {
  getArticleChildComments,
  getArticleComments,
  postArticleComment,
  toggleArticleCommentDigg,
} from '@portal/api/calls/article';
import type { CommentAdapter } from '@portal/shared-ui/comments';
import { commentAdapterFor } from '../../components/detail/comment-adapter';

export {
  mapArticleComment,
  mapChildComment,
  mapPostedComment,
} from '../../components/detail/comment-adapter';

/** The comment system's adapter for one article: its calls and shapes. */
export function articleCommentAdapter(articleId: number): CommentAdapter {
  return commentAdapterFor('article', articleId, {
    list: getArticleComments,
    replies: getArticleChildComments,
    post: postArticleComment,
    toggleLike: toggleArticleCommentDigg,
  });
}
