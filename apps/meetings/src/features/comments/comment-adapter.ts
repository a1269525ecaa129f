import { call } from '@portal/api/call';
import { meetingCommentEndpoints as e } from '@portal/api/endpoints/meeting-comments';
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
  return contractCommentAdapter({
    key: meetingCommentsKey(meetingId),
    comments: (pageNo, pageSize, signal) => call(e.comments, { meetingId, pageNo, pageSize }, { signal }),
    replies: (commentId, pageNo, pageSize, signal) =>
      call(e.childComments, { commentId, pageNo, pageSize }, { signal }),
    post: (text, answeredId) =>
      call(e.saveComment, { meetingId, text, ...(answeredId !== undefined ? { parentId: answeredId } : {}) }),
    like: async (commentId) => {
      const r = await call(e.commentDigg, { commentId });
      return { liked: likedFromFlag(r.diggStatus), diggs: r.diggs };
    },
  });
}
