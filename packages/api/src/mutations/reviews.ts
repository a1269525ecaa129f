import { call } from '@portal/api/call';
import type { InputOf } from '@portal/api/endpoint';
import { reviewEndpoints as r } from '@portal/api/endpoints/reviews';
import { writeOptions } from '@portal/api/mutation';

/** A moderator's 通过 / 驳回 (a conditional move: of two moderators one decides, the other gets 409). */
export const decideReviewWrite = writeOptions({
  write: (input: InputOf<typeof r.decide>) => call(r.decide, input),
});
