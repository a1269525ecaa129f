/**
 * Tables of the profile page (migration 027, `./migration.ts`): what the owner shows visitors.
 * (027 also made `brand_members`, the brands area's: `areas/brands/members/schema.ts`.)
 */

/** Which tabs of /user-center visitors see; no row means the defaults (DEFAULT_HOME_VIEW). */
export interface HomeViewSettingsTable {
  user_id: number;
  dynamics: 'T' | 'F';
  articles: 'T' | 'F';
  qa: 'T' | 'F';
  follows: 'T' | 'F';
  favourites: 'T' | 'F';
  fans: 'T' | 'F';
  updated_at: number;
}

export type ProfileTables = {
  home_view_settings: HomeViewSettingsTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends ProfileTables {}
}
