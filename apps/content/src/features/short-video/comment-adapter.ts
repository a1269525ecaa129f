import { shortVideoCommentCalls } from '@portal/api/mutations/short-video';
import { shortVideoCommentsKey } from '@portal/api/queries/short-video';
// types only from the comment system: its code loads when the comment panel opens
import type { CommentAdapter } from '@portal/shared-ui/comments';
import { contractCommentAdapter } from '@portal/shared-ui/comments/from-contract';
import { likedFromFlag } from '@portal/shared-ui/comments/rules';

/**
 * The comment system's adapter for one short video (spec 7: comment list by videoId, post with
 * videoId, parentId, content; a like answers isDigg 'T'/'F'); cached under `shortVideoCommentsKey`.
 */
export function shortVideoCommentAdapter(videoId: number): CommentAdapter {
  const calls = shortVideoCommentCalls(videoId);
  return contractCommentAdapter({
    key: shortVideoCommentsKey(videoId),
    comments: calls.comments,
    replies: calls.replies,
    post: calls.post,
    like: async (commentId) => {
      const r = await calls.like(commentId);
      return { liked: likedFromFlag(r.isDigg), diggs: r.diggs };
    },
  });
}
