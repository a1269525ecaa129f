/**
 * Tables of the profile page (migration 027, `./migration.ts`): what the owner shows visitors,
 * and who belongs to which brand. Timestamps are integer milliseconds.
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

/**
 * Who speaks for a brand: its administrators and members (spec 6's brand members). The brands
 * area's member calls (authMember, removeMember) are to write it; the profile reads it.
 */
export interface BrandMembersTable {
  brand_id: number;
  user_id: number;
  role: 'admin' | 'member';
  created_at: number;
}

export type ProfileTables = {
  home_view_settings: HomeViewSettingsTable;
  brand_members: BrandMembersTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends ProfileTables {}
}
