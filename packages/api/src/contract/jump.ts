/**
 * Content types of the jump-rule table (spec 2). The shell owns the table that maps an item to a
 * URL; remotes only describe the item and ask the host (`useHost().resolveJump(item)`).
 */
export const CONTENT_TYPES = [
  'meeting',
  'ocscourse',
  'mparticle',
  'info',
  'other',
  'community_answer',
  'elab_case_detail',
  'elab_special_column',
  'elab_case',
  'brand',
  'brandProductLine',
  'product',
  'brandActivity',
  'shortVideoCompetition',
  'shortVideo',
  'community_question',
  'community_home',
  'community_qa',
  'community_circle',
  'community_activity',
  'weekly',
  'article_column',
  'idp_information_homepage',
  'meeting_fields',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export interface JumpItem {
  type: ContentType;
  id?: number | string;
  /** "the link given with the item" for info, other and community_answer */
  url?: string;
  categoryId?: number | string | null;
  /** meeting: optional deep links */
  fieldsId?: number | string;
  agendaId?: number | string;
  /** weekly: the article to scroll to */
  locateId?: number | string;
  /** article_column: the legacy /column/detail?id&type form */
  columnType?: string;
}

export type JumpTarget =
  /** navigate to url; newTab per the table (links open in a new tab unless stated) */
  | { kind: 'link'; url: string; newTab: boolean }
  /** opens in place (short-video player); the screen handles it */
  | { kind: 'inPlace'; action: 'shortVideoPlayer'; id: number | string; fallbackUrl: string }
  /** no jump (meeting fields) or an item missing what its rule needs */
  | { kind: 'none' };
