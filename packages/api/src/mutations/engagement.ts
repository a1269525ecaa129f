import { call } from '@portal/api/call';
import type { SaveHistoryBody } from '@portal/api/contract/engagement';
import type { InputOf } from '@portal/api/endpoint';
import { engagementEndpoints as e } from '@portal/api/endpoints/engagement';
import { type FollowAnswer, writeOptions } from '@portal/api/mutation';

/** Follow or unfollow a user (spec 7: followUser, answered with followStatus and the fans now). */
export const followUserWrite = writeOptions({
  write: ({ userId }: { userId: number }): Promise<FollowAnswer> =>
    call(e.followUser, { userId }).then((r) => ({ on: r.followStatus === 'T', count: r.fans })),
});

/** 收藏 of an article, news item, … (collect.do with the item's type): on or off and the count now */
export const collectWrite = writeOptions({
  write: (input: InputOf<typeof e.collect>): Promise<FollowAnswer> =>
    call(e.collect, input).then((r) => ({ on: r.collected, count: Math.max(0, r.favorites) })),
});

/** the signed-in reader's browsing history: one item opened (silent; an effect records it) */
export const saveHistoryWrite = writeOptions({
  write: (body: SaveHistoryBody) => call(e.saveHistory, body),
});
