/** "我也想问": one row per reader and question; `community_questions.ask_people` counts them on top of its history. */
export interface CommunityAskIntentionsTable {
  user_id: number;
  question_id: number;
  created_at: number;
}

export type CommunityAskingTables = {
  community_ask_intentions: CommunityAskIntentionsTable;
};

// the area's tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends CommunityAskingTables {}
}
