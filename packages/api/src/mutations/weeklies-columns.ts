import { call } from '@portal/api/call';
import { weekliesColumnsEndpoints as e } from '@portal/api/endpoints/weeklies-columns';
import { type FollowAnswer, writeOptions } from '@portal/api/mutation';

/** Subscribe to a column (subscribeSpecial); the count never shows below 0. */
export const subscribeColumnWrite = writeOptions({
  write: ({ columnId }: { columnId: number }): Promise<FollowAnswer> =>
    call(e.subscribeColumn, { columnId }).then((r) => ({
      on: r.subscribeStatus === 'T',
      count: Math.max(0, r.subscribers),
    })),
});
