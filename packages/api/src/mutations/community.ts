import { call } from '@portal/api/call';
import type { InputOf } from '@portal/api/endpoint';
import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { type FollowAnswer, writeOptions } from '@portal/api/mutation';
import { communityKeys } from '@portal/api/queries/community';
import type { FollowType } from '../rules/community';

/** Follow a topic (T), circle (C) or question (Q); every community page showing the mark reads it anew. */
export const followContentWrite = writeOptions({
  write: (input: { contentId: number; type: FollowType }): Promise<FollowAnswer> =>
    call(e.follow, input).then((r) => ({ on: r.followStatus === 'T', count: r.followers })),
  invalidates: () => [communityKeys.all],
});

/** A new question (spec 7: saveQa); the feeds read anew when next shown, nothing waits for them. */
export const saveQuestionWrite = writeOptions({
  write: (input: InputOf<typeof e.saveQa>) => call(e.saveQa, input),
  invalidates: () => [{ queryKey: communityKeys.all, refetchType: 'none' as const }],
});

/** The asker's edit (updateQa), which may send it back to review: every community page reads anew. */
export const updateQuestionWrite = writeOptions({
  write: (input: InputOf<typeof e.updateQa>) => call(e.updateQa, input),
  invalidates: () => [communityKeys.all],
});

/** A topic made from what the asker typed (addTopic; the same name in another case is the same topic). */
export const addTopicWrite = writeOptions({
  write: ({ title }: { title: string }) => call(e.addTopic, { title }),
});

/** 我也想问 (saveUserAskQuestionIntention): counted once by the server. */
export const askIntentionWrite = writeOptions({
  write: ({ questionId }: { questionId: number }) => call(e.askIntention, { questionId }),
});
