import { call } from '@portal/api/call';
import { articleEndpoints as e } from '@portal/api/endpoints/article';
import { type FollowAnswer, writeOptions } from '@portal/api/mutation';

/** 点赞 of a user article (articleDigg): on or off and the count now (never below 0) */
export const articleDiggWrite = writeOptions({
  write: ({ articleId }: { articleId: number }): Promise<FollowAnswer> =>
    call(e.digg, { articleId }).then((r) => ({ on: r.diggStatus === 'T', count: Math.max(0, r.diggs) })),
});

/** one view of a user article (views.do, articleType U); the answer is the new count */
export const articleViewWrite = writeOptions({
  write: ({ articleId }: { articleId: number }) => call(e.views, { articleId, articleType: 'U' }),
});

/** The four comment calls articles and news items share (their comment contract is one). */
export type CommentEndpoints = Pick<typeof e, 'comments' | 'childComments' | 'postComment' | 'commentDigg'>;

/** An item's comment calls through its area's endpoints, newest first (order 0), for the comment system. */
export const articleCommentCalls = (articleId: number, endpoints: CommentEndpoints) => ({
  comments: (pageNo: number, pageSize: number, signal: AbortSignal) =>
    call(endpoints.comments, { articleId, pageNo, pageSize, order: 0 }, { signal }),
  replies: (commentId: number, pageNo: number, pageSize: number, signal: AbortSignal) =>
    call(endpoints.childComments, { commentId, pageNo, pageSize }, { signal }),
  post: (text: string, answeredId?: number) =>
    call(endpoints.postComment, {
      articleId,
      text,
      ...(answeredId !== undefined ? { parentId: answeredId } : {}),
    }),
  like: (commentId: number) => call(endpoints.commentDigg, { commentId }),
});
