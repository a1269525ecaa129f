import type { ReviewKinds } from '../../portal/reviews/review-kinds';

/** What the account area queues for review (identity verification), and what a decision does. */
export const ACCOUNT_REVIEW_KINDS: ReviewKinds = {};
