import { NOT_PUBLISHED_REVIEW_KINDS } from '@portal/api/rules/reviews';
import type { PortalDb } from '../db/database';
import type { ReviewStatus } from './schema';

/**
 * The review queue: the one place that knows whether a user has content waiting for review.
 * Every area that publishes user content (articles, cases, answers, short videos...) calls
 * `enqueue` when it stores something that needs review and `decide` when a reviewer acts; the
 * header's pending-content check and the publish/answer guards read `pendingCount`.
 */
export function createReviewQueue(db: PortalDb, now = () => Date.now()) {
  return {
    async enqueue(input: { userId: number; contentType: string; contentId: number }): Promise<number> {
      const row = await db
        .insertInto('review_queue')
        .values({
          user_id: input.userId,
          content_type: input.contentType,
          content_id: input.contentId,
          status: 'pending',
          created_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** moves a pending item to approved or rejected; false when it was not pending (decided already) */
    async decide(
      id: number,
      status: Exclude<ReviewStatus, 'pending'>,
      by: { moderatorId?: number; reason?: string } = {},
    ): Promise<boolean> {
      const result = await db
        .updateTable('review_queue')
        .set({ status, reason: by.reason ?? null, decided_at: now(), decided_by: by.moderatorId ?? null })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** the latest review of a piece of content, for its author's page; undefined when never queued */
    async stateOf(contentType: string, contentId: number) {
      return db
        .selectFrom('review_queue')
        .select(['status', 'reason'])
        .where('content_type', '=', contentType)
        .where('content_id', '=', contentId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** the user's published content waiting for review (an identity application is not content); over the (user_id, status) index */
    async pendingCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('review_queue')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .where('status', '=', 'pending')
        .where('content_type', 'not in', NOT_PUBLISHED_REVIEW_KINDS)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type ReviewQueue = ReturnType<typeof createReviewQueue>;
