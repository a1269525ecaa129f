/** A doctor invited to answer a question: once per question and invitee, whoever invited first. */
export interface CommunityInvitationsTable {
  question_id: number;
  invitee_id: number;
  inviter_id: number;
  created_at: number;
}

export type CommunityInvitationTables = {
  community_invitations: CommunityInvitationsTable;
};

// the area's tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends CommunityInvitationTables {}
}
