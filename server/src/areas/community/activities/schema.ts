import type { Generated } from 'kysely';

/**
 * Community activities and their subscriptions (migration `migrations/009-activities.ts`).
 * 'published' activities are shown; 'hidden' ones are kept but never listed.
 */
export type ActivityStatus = 'published' | 'hidden';

export interface ActivitiesTable {
  id: Generated<number>;
  subspecialty_id: number | null;
  name: string;
  cover: string;
  share_image: string;
  views: number;
  contents: number;
  subscribers: number;
  start_time: number;
  end_time: number;
  status: ActivityStatus;
  created_at: number;
  /** what participants are asked to do, plain text (migration 026) */
  description: Generated<string>;
}

export interface ActivitySubscriptionsTable {
  activity_id: number;
  user_id: number;
  created_at: number;
}

export type ActivitiesTables = {
  activities: ActivitiesTable;
  activity_subscriptions: ActivitySubscriptionsTable;
};

// the area's tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends ActivitiesTables {}
}
