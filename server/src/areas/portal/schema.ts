import type { Generated } from 'kysely';

/**
 * The shell's frame (navigation, hint words, the More popup's academic resources, footer QR codes),
 * requirements and EN codes: this area's parts of migration 002, in `./migration.ts`. The More
 * popup's channels and device categories are content's and brands', the review queue the reviews
 * mechanism's and `messages` the notices mechanism's.
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
  footer_qr_codes: FooterQrCodesTable;
  requirement_types: RequirementTypesTable;
  requirements: RequirementsTable;
  en_tickets: EnTicketsTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../db/schema' {
  interface Database extends PortalTables {}
}
