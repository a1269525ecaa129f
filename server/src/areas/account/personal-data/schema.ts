import type { Generated } from 'kysely';

/**
 * One application for identity verification (migration 028): what the applicant declared and the
 * two pictures they uploaded, and how it ended. The moderators' decision is made in the review
 * queue (`review_queue.content_id` is this row's id); approving or rejecting moves this row in the
 * same transaction, and `users.is_auth` with it.
 */
export interface IdentityVerificationsTable {
  id: Generated<number>;
  user_id: number;
  identity: number;
  /** what the applicant's profile said when they applied: the moderator checks the pictures against it */
  real_name: string;
  company: string;
  title: string;
  department: string;
  /** 执业证 and 工牌: addresses of the applicant's own uploads */
  certificate_url: string;
  badge_url: string;
  status: 'pending' | 'approved' | 'rejected';
  /** the moderator's reason of a rejection, which the applicant reads */
  reason: string | null;
  created_at: number;
  decided_at: number | null;
}

export type PersonalDataTables = {
  identity_verifications: IdentityVerificationsTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends PersonalDataTables {}
}
