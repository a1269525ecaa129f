/** An answer being written: one per author and question, saved as they type, gone when it is sent. */
export interface CommunityAnswerDraftsTable {
  user_id: number;
  question_id: number;
  /** the editor's HTML, cleaned by the allowlist like an answer */
  text: string;
  updated_at: number;
}

export type CommunityWritingTables = {
  community_answer_drafts: CommunityAnswerDraftsTable;
};

// the area's tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends CommunityWritingTables {}
}
