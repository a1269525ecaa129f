import type { Generated } from 'kysely';

/** A brand's videos (migration 037, `./migration.ts`). Durations in seconds. */
export interface BrandVideosTable {
  id: Generated<number>;
  brand_id: number;
  /** the product it shows, when it shows one */
  product_id: number | null;
  title: string;
  cover: string;
  video_url: string;
  duration: number;
  description: string;
  views: number;
  comments: number;
  created_at: number;
}

export type BrandVideoTables = { brand_videos: BrandVideosTable };

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends BrandVideoTables {}
}
