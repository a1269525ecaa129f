import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../../../db/dialect';

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

/**
 * Migration 043: invitations already told to the invitee stop naming the asker of an anonymous
 * question. Before, an invitation's message carried its inviter by name in its text
 * (`张三 邀请你回答：…`) and as its actor, even when the inviter was the question's hidden asker;
 * now the message centre names the inviter when a message is read (from its actor, none when the
 * invitation concealed them) and the text is the question's title. So: a hidden asker's rows lose
 * their actor and their name, and every row of the old shape keeps only the title.
 */
export function communityInviteMessages(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const ofQuestion = sql`'community_question:' || q.id = messages.subject`;
      await sql`update messages
        set actor_id = null,
          title = ${'匿名用户 邀请你回答问题'},
          content = coalesce((select q.title from community_questions q where ${ofQuestion}), content)
        where type = 'Invite' and exists (select 1 from community_questions q
          where ${ofQuestion} and q.is_hide_creator = 'T' and q.creator_id = messages.actor_id)`.execute(db);
      // the old text: "<name> 邀请你回答：<title>"; its title only (the name is read from the actor)
      const separator = ' 邀请你回答：';
      const at =
        dialect === 'postgres' ? sql`strpos(content, ${separator})` : sql`instr(content, ${separator})`;
      await sql`update messages
        set content = substr(content, ${at} + ${Array.from(separator).length})
        where type = 'Invite' and title = ${'邀请你回答问题'} and ${at} > 0`.execute(db);
    },
  };
}
