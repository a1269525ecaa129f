import type { PendingReview } from '@portal/api/contract/reviews';
import { reviewEndpoints } from '@portal/api/endpoints/reviews';
import { OWN_PAGE_HEADERS, type TestApp } from './test-app';

/**
 * A queued item as the moderators' page lists it to this moderator, read through the page's call:
 * its `version` is what a decision names (a decision is about what the moderator was shown).
 */
export async function shownReview(t: TestApp, moderator: { cookie: string }, reviewId: number) {
  const row = await t.database.db
    .selectFrom('review_queue')
    .select('content_type')
    .where('id', '=', reviewId)
    .executeTakeFirstOrThrow();
  for (let pageNo = 1; ; pageNo += 1) {
    const res = await t.app.inject({
      method: 'GET',
      url: reviewEndpoints.pending.path,
      query: { contentType: row.content_type, pageNo: String(pageNo), pageSize: '50' },
      headers: { ...OWN_PAGE_HEADERS, cookie: moderator.cookie },
    });
    const page = res.json() as { list: PendingReview[]; page: { totalPage: number } };
    const item = page.list.find((i) => i.id === reviewId);
    if (item) return item;
    if (pageNo >= page.page.totalPage) throw new Error(`review ${reviewId} is not listed`);
  }
}

/** what the moderator's page sends to decide an item it showed */
export async function decisionOf(
  t: TestApp,
  moderator: { cookie: string },
  reviewId: number,
  decision: 'approve' | 'reject',
  reason?: string,
) {
  const { version } = await shownReview(t, moderator, reviewId);
  return { id: reviewId, decision, version, ...(reason === undefined ? {} : { reason }) };
}
