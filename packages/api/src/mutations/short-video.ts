import { call } from '@portal/api/call';
import type { ShortVideo } from '@portal/api/contract/short-video';
import { shortVideoEndpoints as e } from '@portal/api/endpoints/short-video';
import { type FollowAnswer, writeOptions } from '@portal/api/mutation';
import { shortVideoKeys } from '@portal/api/queries/short-video';
import type { QueryClient } from '@portal/query';

/** the server's word on a video's marks, written into its page (whoever reads it) */
function patchDetail(client: QueryClient, id: number, patch: Partial<ShortVideo>) {
  client.setQueriesData<ShortVideo>({ queryKey: shortVideoKeys.of('detail', { id }) }, (old) =>
    old ? { ...old, ...patch } : old,
  );
}

/** 点赞 of a short video: on or off ('T'/'F') and the count now */
export const shortVideoDiggWrite = writeOptions({
  write: ({ videoId }: { videoId: number }): Promise<FollowAnswer> =>
    call(e.digg, { videoId }).then((r) => ({ on: r.isDigg === 'T', count: r.diggs })),
  settle: (client, r, { videoId }) =>
    patchDetail(client, videoId, { isDigg: r.on ? 'T' : 'F', diggs: r.count ?? 0 }),
});

/** 收藏 of a short video (collect type 7): on or off and the count now */
export const shortVideoCollectWrite = writeOptions({
  write: ({ videoId }: { videoId: number }): Promise<FollowAnswer> =>
    call(e.collect, { videoId }).then((r) => ({ on: r.isCollect === 'T', count: r.favorites })),
  settle: (client, r, { videoId }) =>
    patchDetail(client, videoId, { isCollect: r.on ? 'T' : 'F', favorites: r.count ?? 0 }),
});

/** one view of a short video; the server counts a viewer once a day */
export const shortVideoViewWrite = writeOptions({
  write: ({ videoId }: { videoId: number }) => call(e.view, { videoId }),
});

/** A short video's comment calls, newest first, for the comment system (spec 7: videoId, parentId, content). */
export const shortVideoCommentCalls = (videoId: number) => ({
  comments: (pageNo: number, pageSize: number, signal: AbortSignal) =>
    call(e.comments, { videoId, pageNo, pageSize, order: 0 }, { signal }),
  replies: (commentId: number, pageNo: number, pageSize: number, signal: AbortSignal) =>
    call(e.childComments, { commentId, pageNo, pageSize }, { signal }),
  post: (content: string, answeredId?: number) =>
    call(e.postComment, {
      videoId,
      content,
      ...(answeredId !== undefined ? { parentId: answeredId } : {}),
    }),
  like: (commentId: number) => call(e.commentDigg, { commentId }),
});
