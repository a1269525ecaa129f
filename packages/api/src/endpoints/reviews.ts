import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const reviews = contract(() => import(/* webpackMode: "weak" */ '../contract/reviews'));

/** Moderation (issue 13; the spec names no paths): the queue and a decision, for moderators only. */
export const reviewEndpoints = {
  pending: reviews.get('/wapi/review/getPendingList', (c) => ({
    query: c.PendingReviewsQuery,
    response: c.PendingReviewsResponse,
  })),
  decide: reviews.post('/wapi/review/decide', (c) => ({
    body: c.ReviewDecisionBody,
    response: c.ReviewDecisionResponse,
  })),
};
