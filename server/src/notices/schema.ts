import type { MessageKind, SwitchableMessageKind } from '@portal/api/rules/account-messages';
import type { Generated } from 'kysely';

/**
 * The notices mechanism's tables: what a user is told (migration 002 made `messages`; 029,
 * `./migration.ts`, gave it links, actors, subjects and replay keys, and added broadcasts and
 * the per-user mutes). Timestamps are integer milliseconds.
 */

/** one message to one user (every tab but 系统通知, whose broadcasts are shared) */
export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  type: MessageKind;
  /**
   * The headline. A like's row holds the noun of what was liked (回答, 文章 …): the Like tab shows
   * a group of likes of one item as one line composed when read (`MESSAGE_TEXTS.liked`).
   */
  title: string;
  read_at: number | null;
  created_at: number;
  /** the body; a like's row holds the liked item's title */
  content: string;
  /** the site path the message is about; '' for none */
  url: Generated<string>;
  /** who caused it (the replier, the liker, the follower, the inviter); null when nobody did */
  actor_id: number | null;
  /** what it is about, `{type}:{id}` (the Like tab groups by it) */
  subject: string | null;
  /** unique per user: the event that made it, so a replayed event writes no second message */
  dedupe_key: string | null;
}

/** a system broadcast: one row read by everyone registered before it went out */
export interface BroadcastsTable {
  id: Generated<number>;
  title: string;
  content: string;
  url: Generated<string>;
  created_at: number;
}

/** who has read which broadcast */
export interface BroadcastReadsTable {
  broadcast_id: number;
  user_id: number;
  read_at: number;
}

/** a kind of message a user turned off (none of them is written for that user) */
export interface MessageMutesTable {
  user_id: number;
  kind: SwitchableMessageKind;
  created_at: number;
}

export type NoticeTables = {
  messages: MessagesTable;
  broadcasts: BroadcastsTable;
  broadcast_reads: BroadcastReadsTable;
  message_mutes: MessageMutesTable;
};

// the tables join the one `Database` type (the mechanism registers them: db/ imports no area)
declare module '../db/schema' {
  interface Database extends NoticeTables {}
}
