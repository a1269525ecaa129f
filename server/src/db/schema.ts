import type { Generated } from 'kysely';

/**
 * The database as Kysely sees it. Timestamps are integer milliseconds since the epoch (bigint
 * in PostgreSQL, read back as numbers); flags the spec spells 'T'/'F' are stored that way.
 */
export interface UsersTable {
  id: Generated<number>;
  mobile: string;
  real_name: string;
  avatar: string;
  /** null until the user picks one at registration or in their profile */
  identity: number | null;
  /** 0 unverified, 1 verified, 2 under review, 3 failed */
  is_auth: number;
  title: string | null;
  company: string | null;
  department: string | null;
  level_number: number;
  medal_pendant_icon: string | null;
  fans: number;
  created_at: number;
}

export interface SessionsTable {
  /** sha-256 of the cookie token, so a leaked database does not leak sessions */
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
}

export interface SmsCodesTable {
  id: Generated<number>;
  mobile: string;
  scene: string;
  code_hash: string;
  ip: string;
  created_at: number;
  expires_at: number;
  failed_attempts: number;
  /** set when used or invalidated (5 wrong tries, or a newer code) */
  consumed_at: number | null;
}

export interface SubspecialtiesTable {
  id: Generated<number>;
  name: string;
  parent_id: number | null;
  sort: number;
}

export interface InfoArticlesTable {
  id: Generated<number>;
  title: string;
  cover: string;
  summary: string;
  body_html: string;
  source: string;
  publish_date: number;
  essences: 'T' | 'F';
  bms_auth: number;
  compile_article: 'T' | 'F';
  views: number;
  comments: number;
  diggs: number;
  created_at: number;
}

export interface InfoAuthorsTable {
  info_id: number;
  sort: number;
  author_name: string;
  head_image: string;
  user_id: number | null;
}

export interface InfoSubspecialtiesTable {
  info_id: number;
  subspecialty_id: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  subspecialties: SubspecialtiesTable;
  info_articles: InfoArticlesTable;
  info_authors: InfoAuthorsTable;
  info_subspecialties: InfoSubspecialtiesTable;
}
