import { articleEndpoints } from '@portal/api/endpoints/article';
import type { CommentAdapter } from '@portal/shared-ui/comments';
import { commentAdapterFor } from '../../components/detail/comment-adapter';

export {
  mapChildComment,
  mapComment as mapArticleComment,
  mapPostedComment,
} from '@portal/shared-ui/comments/from-contract';

/** The comment system's adapter for one article: its comment endpoints and shapes. */
export function articleCommentAdapter(articleId: number): CommentAdapter {
  return commentAdapterFor('article', articleId, articleEndpoints);
}
