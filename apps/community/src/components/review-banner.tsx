import type { AuthorReview } from '@portal/api/contract/community';
import { REVIEW_MESSAGES } from '@portal/api/rules/reviews';
import { messages } from '../messages';

/** What an author reads on their own content that others cannot see yet: waiting, or rejected and why. */
export function ReviewBanner({ review }: { review: AuthorReview }) {
  if (!review) return null;
  return review.status === 'pending' ? (
    <p role="status" className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-800">
      <strong className="mr-2">{REVIEW_MESSAGES.pending}</strong>
      {messages.review.pendingNote}
    </p>
  ) : (
    <p role="status" className="rounded bg-red-50 px-3 py-2 text-sm text-red-700">
      {REVIEW_MESSAGES.rejectedBecause(review.reason ?? messages.review.noReason)}
    </p>
  );
}
