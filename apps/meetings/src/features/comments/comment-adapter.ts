import { meetingCommentCalls } from '@portal/api/mutations/meetings';
import { meetingCommentsKey } from '@portal/api/queries/meetings';
// types only from the comment system: its code loads when the comments come near (meeting-comments)
import type { CommentAdapter } from '@portal/shared-ui/comments';
import { contractCommentAdapter } from '@portal/shared-ui/comments/from-contract';
import { likedFromFlag } from '@portal/shared-ui/comments/rules';

/**
 * The comment system's adapter for one meeting: getMtgCommentPage (the pinned ones are not in
 * it), its replies, saveMtgComment and mtgCommentDigg ('T'/'F'); cached under
 * `meetingCommentsKey(meetingId)`.
 */
export function meetingCommentAdapter(meetingId: number): CommentAdapter {
  const calls = meetingCommentCalls(meetingId);
  return contractCommentAdapter({
    key: meetingCommentsKey(meetingId),
    comments: calls.comments,
    replies: calls.replies,
    post: calls.post,
    like: async (commentId) => {
      const r = await calls.like(commentId);
      return { liked: likedFromFlag(r.diggStatus), diggs: r.diggs };
    },
  });
}
