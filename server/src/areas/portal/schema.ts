import type { Generated } from 'kysely';

/**
 * The shell's frame (navigation, hint words, the More popup's groups, footer QR codes),
 * requirements, the review queue and EN codes: migration 002, in `./migration.ts` (its `messages`
 * table is the notices mechanism's since migration 029: `notices/schema.ts`).
 */

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

/** one-time codes of the EN link; sha-256 of the code, never the code itself */
export interface EnTicketsTable {
  code_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export type PortalTables = {
  nav_links: NavLinksTable;
  dict_items: DictItemsTable;
  academic_resources: AcademicResourcesTable;
  channels: ChannelsTable;
  brand_categories: BrandCategoriesTable;
  footer_qr_codes: FooterQrCodesTable;
  requirement_types: RequirementTypesTable;
  requirements: RequirementsTable;
  review_queue: ReviewQueueTable;
  en_tickets: EnTicketsTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../db/schema' {
  interface Database extends PortalTables {}
}
