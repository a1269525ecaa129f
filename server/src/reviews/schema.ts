import type { Generated } from 'kysely';

/** The review queue: migration 002's part (`reviewQueueTable`) and 023 (decisions), in `./migration.ts`. */
export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** content waiting for review; every area that publishes user content adds a row here */
export interface ReviewQueueTable {
  id: Generated<number>;
  user_id: number;
  content_type: string;
  content_id: number;
  status: ReviewStatus;
  created_at: number;
  /** why it was rejected: its author reads it (migration 023) */
  reason: string | null;
  decided_at: number | null;
  /** the moderator who decided */
  decided_by: number | null;
}

export type ReviewTables = {
  review_queue: ReviewQueueTable;
};

declare module '../db/schema' {
  interface Database extends ReviewTables {}
}
