import { infoEndpoints } from '@portal/api/endpoints/info';
import type { CommentAdapter } from '@portal/shared-ui/comments';
import { commentAdapterFor } from '../../components/detail/comment-adapter';

/** The comment system's adapter for one news item: the info comment calls, article shapes. */
export function infoCommentAdapter(infoId: number): CommentAdapter {
  return commentAdapterFor('info', infoId, infoEndpoints);
}
