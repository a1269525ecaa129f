import type { Generated } from 'kysely';

/**
 * Brand activities (migration 032, `../products/pages-migration.ts`): a brand's training courses,
 * workshops and product days, with their time and place, subscribers and sign-ups. Separate from
 * the community's activities (`community/activities`), which gather questions.
 */
export interface BrandActivitiesTable {
  id: Generated<number>;
  brand_id: number;
  /** a first-level `brand_categories` row (the page's address carries it) */
  category_id: number | null;
  name: string;
  cover: string;
  share_image: string;
  place: string;
  start_time: number;
  end_time: number;
  /** places; 0: no limit */
  capacity: number;
  /** brand_activity_signups rows */
  signups: number;
  /** brand_activity_subscriptions rows */
  subscribers: number;
  views: number;
  /** content published about it (talks, articles) */
  contents: number;
  description: string;
  created_at: number;
}

export interface BrandActivitySubscriptionsTable {
  activity_id: number;
  user_id: number;
  created_at: number;
}

export interface BrandActivitySignupsTable {
  activity_id: number;
  user_id: number;
  created_at: number;
}

export type BrandActivityTables = {
  brand_activities: BrandActivitiesTable;
  brand_activity_subscriptions: BrandActivitySubscriptionsTable;
  brand_activity_signups: BrandActivitySignupsTable;
};

declare module '../../../db/schema' {
  interface Database extends BrandActivityTables {}
}
