import { call } from '@portal/api/call';
import { infoEndpoints as e } from '@portal/api/endpoints/info';
import { type FollowAnswer, writeOptions } from '@portal/api/mutation';

/** 点赞 of a news item (infoDigg): on or off and the count now (never below 0) */
export const infoDiggWrite = writeOptions({
  write: ({ articleId }: { articleId: number }): Promise<FollowAnswer> =>
    call(e.digg, { articleId }).then((r) => ({ on: r.diggStatus === 'T', count: Math.max(0, r.diggs) })),
});

/** one view of a news item; the answer is the new count */
export const infoViewWrite = writeOptions({
  write: ({ articleId }: { articleId: number }) => call(e.views, { articleId }),
});
