import type { Generated } from 'kysely';
import type { SearchTables } from './schema-areas/search';

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
  /** collections of the item (004); defaults to 0 */
  favorites: Generated<number>;
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

// ---- 002-portal-frame ----

/** 0/1 flags of the frame tables */
export type Flag = 0 | 1;

export interface NavLinksTable {
  id: Generated<number>;
  position: 'header' | 'footer';
  name: string;
  url: string;
  new_tab: Flag;
  enabled: Flag;
  sort: number;
}

/** dictionary items; the search box hint words live under dict_id `search_hint` */
export interface DictItemsTable {
  id: Generated<number>;
  dict_id: string;
  word: string;
  sort: number;
  enabled: Flag;
}

export interface AcademicResourcesTable {
  id: Generated<number>;
  name: string;
  url: string;
  new_tab: Flag;
  sort: number;
  enabled: Flag;
}

export interface ChannelsTable {
  id: Generated<number>;
  title: string;
  /** the article (mp) subspecialty id the channel shows */
  mp_id: number;
  /** the cloud-classroom (ocs) category id the channel shows */
  ocs_id: number;
  sort: number;
  enabled: Flag;
}

/** medical device categories; first level has parent_id null */
export interface BrandCategoriesTable {
  id: Generated<number>;
  name: string;
  code: string;
  parent_id: number | null;
  level: number;
  sort: number;
  enabled: Flag;
}

export interface FooterQrCodesTable {
  id: Generated<number>;
  name: string;
  /** absolute http(s) URL, or a site path made absolute for the asking host */
  url: string;
  sort: number;
  enabled: Flag;
}

export interface RequirementTypesTable {
  id: Generated<number>;
  code: string;
  /** the spec's `desc` */
  description: string;
  sort: number;
}

export interface RequirementsTable {
  id: Generated<number>;
  user_id: number;
  /** comma-joined type codes, deduplicated, in the types' order */
  types_str: string;
  created_at: number;
  contact_information: string;
  remark: string;
}

export type MessageType = 'BroadCasting' | 'System' | 'Comment' | 'Like';

export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  type: MessageType;
  title: string;
  read_at: number | null;
  created_at: number;
  content: string;
}

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** content waiting for review; every area that publishes user content adds a row here */
export interface ReviewQueueTable {
  id: Generated<number>;
  user_id: number;
  content_type: string;
  content_id: number;
  status: ReviewStatus;
  created_at: number;
}

/** one-time codes of the EN link; sha-256 of the code, never the code itself */
export interface EnTicketsTable {
  code_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface MpArticlesTable {
  id: Generated<number>;
  type: 'article' | 'case';
  status: 'published' | 'pending' | 'draft';
  creator_id: number;
  title: string;
  description: string;
  cover: string;
  /** JSON array of image paths */
  images: string;
  publish_time: number;
  views: number;
  comments: number;
  diggs: number;
  favorites: number;
  essences: 'T' | 'F';
  bms_auth: number;
  created_at: number;
  /** sanitized on write and again on read */
  body_html: string;
  /** the body in block form (004): a JSON array of ParagraphBlock, validated on write and read; used instead of body_html when set */
  paragraphs: string | null;
}

export interface MpArticleSubspecialtiesTable {
  article_id: number;
  subspecialty_id: number;
}

export interface CommentsTable {
  id: Generated<number>;
  /** 'mp_article', 'info', ... */
  target_type: string;
  target_id: number;
  /** the top-level comment of a reply; null for a top-level comment */
  parent_id: number | null;
  reply_to_user_id: number | null;
  user_id: number;
  /** plain text, never HTML */
  text: string;
  diggs: number;
  created_at: number;
}

export interface CommentDiggsTable {
  comment_id: number;
  user_id: number;
}

export interface ContentDiggsTable {
  target_type: string;
  target_id: number;
  user_id: number;
}

export interface CollectionsTable {
  user_id: number;
  content_type: number;
  content_id: number;
  created_at: number;
}

export interface UserFollowsTable {
  follower_id: number;
  followee_id: number;
  created_at: number;
}

export interface BrowsingHistoryTable {
  id: Generated<number>;
  user_id: number;
  content_source: string;
  content_id: number;
  created_at: number;
}

/** hits of one rate-limit key in one fixed window (013): limits that hold across instances */
export interface RateLimitHitsTable {
  key: string;
  window_start: number;
  count: number;
  expires_at: number;
}

/**
 * Core tables here (not yet carved into their areas); each area moved to `areas/<area>/` adds its
 * tables from its own `schema.ts` (declaration merging, so `db/` imports no area); the search
 * index's tables still sit in `schema-areas/`.
 */
export interface Database extends SearchTables {
  users: UsersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  subspecialties: SubspecialtiesTable;
  info_articles: InfoArticlesTable;
  info_authors: InfoAuthorsTable;
  info_subspecialties: InfoSubspecialtiesTable;
  nav_links: NavLinksTable;
  dict_items: DictItemsTable;
  academic_resources: AcademicResourcesTable;
  channels: ChannelsTable;
  brand_categories: BrandCategoriesTable;
  footer_qr_codes: FooterQrCodesTable;
  requirement_types: RequirementTypesTable;
  requirements: RequirementsTable;
  messages: MessagesTable;
  review_queue: ReviewQueueTable;
  en_tickets: EnTicketsTable;
  mp_articles: MpArticlesTable;
  mp_article_subspecialties: MpArticleSubspecialtiesTable;
  comments: CommentsTable;
  comment_diggs: CommentDiggsTable;
  content_diggs: ContentDiggsTable;
  collections: CollectionsTable;
  user_follows: UserFollowsTable;
  browsing_history: BrowsingHistoryTable;
  rate_limit_hits: RateLimitHitsTable;
}
