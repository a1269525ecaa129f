import { call } from '@portal/api/call';
import { communityAnswerEndpoints as e } from '@portal/api/endpoints/community-answers';
import { writeOptions } from '@portal/api/mutation';
import { communityKeys } from '@portal/api/queries/community';

// other pages showing the answer read it anew when next shown; the one on screen keeps its state
const elsewhere = () => [{ queryKey: communityKeys.all, refetchType: 'none' as const }];

/** 赞同 (digCommunityQa): on or off, as the server answers */
export const answerDiggWrite = writeOptions({
  write: ({ qaId }: { qaId: number }) => call(e.digg, { qaId }).then((r) => ({ on: r.diggStatus === 'T' })),
  invalidates: elsewhere,
});

/** 收藏 (collectCommunityQa) */
export const answerCollectWrite = writeOptions({
  write: ({ qaId }: { qaId: number }) =>
    call(e.collect, { qaId }).then((r) => ({ on: r.collectStatus === 'T' })),
  invalidates: elsewhere,
});

/** An answer's comment calls, for the comment system's adapter (spec 7: by qaId; digQaComment 'T'/'F'). */
export const answerCommentCalls = (qaId: number) => ({
  comments: (pageNo: number, pageSize: number, signal: AbortSignal) =>
    call(e.comments, { qaId, pageNo, pageSize }, { signal }),
  replies: (commentId: number, pageNo: number, pageSize: number, signal: AbortSignal) =>
    call(e.childComments, { commentId, pageNo, pageSize }, { signal }),
  post: (text: string, answeredId?: number) =>
    call(e.comment, { qaId, text, ...(answeredId !== undefined ? { parentCommentId: answeredId } : {}) }),
  like: (commentId: number) => call(e.commentDigg, { commentId }),
});
