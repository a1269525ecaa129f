import type { Generated } from 'kysely';

/**
 * Tables of one area, merged into `Database` (schema.ts). Owned by that area's module; its
 * migration is `migrations/007-panoramic-guidance.ts`.
 *
 * Panoramic surgery (全景手术, "elab"): recorded operations described step by step, grouped by a
 * surgical classification and gathered into special columns. Guides and expert consensus
 * documents (指南/共识) with their interpreting videos (指南解读视频).
 */

/** the surgical classification of a panoramic case (elabSurgicalClassification) */
export interface ElabClassificationsTable {
  id: Generated<number>;
  /** stable code the list filter uses, e.g. SKULL_BASE */
  code: string;
  name: string;
  sort: number;
}

export interface ElabCasesTable {
  id: Generated<number>;
  case_name: string;
  image: string;
  classification_id: number;
  hospital: string;
  share_desc: string;
  views: number;
  publish_time: number;
  created_at: number;
  /** sanitized HTML: the operation step by step */
  body_html: string;
}

export interface ElabCaseAuthorsTable {
  case_id: number;
  user_id: number;
  sort: number;
}

/** the subspecialties a case is tagged with (the spec's classificationList) */
export interface ElabCaseSubspecialtiesTable {
  case_id: number;
  subspecialty_id: number;
}

export interface ElabSpecialColumnsTable {
  id: Generated<number>;
  title: string;
  cover: string;
  views: number;
  sort: number;
  created_at: number;
  description: string;
}

export interface ElabColumnCasesTable {
  column_id: number;
  case_id: number;
  sort: number;
}

export type GuideKind = 'guideline' | 'consensus';

/** a guideline (指南) or an expert consensus (共识) */
export interface GuidesTable {
  id: Generated<number>;
  title: string;
  kind: GuideKind;
  /** the issuing society */
  society: string;
  year: number;
  /** a top-level subspecialty */
  subspecialty_id: number | null;
  views: number;
  publish_time: number;
  summary: string;
  /** sanitized HTML */
  body_html: string;
}

/** a video interpreting a guide (指南解读视频) */
export interface InterpretingVideosTable {
  id: Generated<number>;
  guide_id: number;
  video_name: string;
  cover: string;
  author_name: string;
  author_head_image: string;
  /** the portal user behind the byline, when there is one */
  author_user_id: number | null;
  video_url: string;
  /** seconds */
  duration: number;
  views: number;
  publish_time: number;
  description: string;
}

export type PanoramicGuidanceTables = {
  elab_classifications: ElabClassificationsTable;
  elab_cases: ElabCasesTable;
  elab_case_authors: ElabCaseAuthorsTable;
  elab_case_subspecialties: ElabCaseSubspecialtiesTable;
  elab_special_columns: ElabSpecialColumnsTable;
  elab_column_cases: ElabColumnCasesTable;
  guides: GuidesTable;
  interpreting_videos: InterpretingVideosTable;
};

// the area's tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends PanoramicGuidanceTables {}
}
