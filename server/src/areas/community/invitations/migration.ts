import type { Kysely, Migration } from 'kysely';

/** Migration 024: invitations to answer (`inviteUsers`), read by the invitee's answerList. */
export function communityInvitations(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('community_invitations')
        .addColumn('question_id', 'integer', (c) =>
          c.notNull().references('community_questions.id').onDelete('cascade'),
        )
        .addColumn('invitee_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('inviter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('community_invitations_pk', ['question_id', 'invitee_id'])
        .execute();
      await db.schema
        .createIndex('community_invitations_invitee_idx')
        .on('community_invitations')
        .columns(['invitee_id', 'created_at'])
        .execute();
      // how many an inviter sent today (the daily cap)
      await db.schema
        .createIndex('community_invitations_inviter_idx')
        .on('community_invitations')
        .columns(['inviter_id', 'created_at'])
        .execute();
    },
  };
}
