import type { DisplayArea } from '@portal/api/identity';
import { isSwitchableKind, type MessageKind } from '@portal/api/rules/account-messages';
import { sql } from 'kysely';
import type { PortalDb } from '../db/database';
import { publicPerson } from '../people/public-person';

/** one message for one user, as an event's owner describes it */
export interface Notice {
  userId: number;
  kind: MessageKind;
  title: string;
  content: string;
  /** the site path it is about */
  url?: string;
  /** who caused it: a user is never told of their own act */
  actorId?: number | null;
  /**
   * The actor was anonymous where they acted (`actorOf(...).concealed`): the message keeps no
   * trace of who they are, so the message centre can never hand out their id, name or avatar.
   */
  actorConcealed?: boolean;
  /** `{type}:{id}` of what it is about (likes are grouped by it) */
  subject?: string | null;
  /** the event, unique per user: a replayed event writes nothing */
  key: string;
  at: number;
}

/**
 * Writes a message within the caller's transaction (so it exists exactly when the event does),
 * unless it would tell users of their own act, they turned its kind off, or the event's key was
 * written before. True when a message was written.
 */
export async function notify(trx: PortalDb, notice: Notice): Promise<boolean> {
  if (notice.actorId != null && notice.actorId === notice.userId) return false;
  if (isSwitchableKind(notice.kind)) {
    const muted = await trx
      .selectFrom('message_mutes')
      .select('user_id')
      .where('user_id', '=', notice.userId)
      .where('kind', '=', notice.kind)
      .executeTakeFirst();
    if (muted) return false;
  }
  const inserted = await sql`insert into messages
      (user_id, type, title, content, url, actor_id, subject, dedupe_key, read_at, created_at)
    values (${notice.userId}, ${notice.kind}, ${notice.title.slice(0, 200)}, ${notice.content},
      ${(notice.url ?? '').slice(0, 500)}, ${notice.actorConcealed ? null : (notice.actorId ?? null)}, ${notice.subject?.slice(0, 60) ?? null},
      ${notice.key.slice(0, 120)}, ${null}, ${notice.at})
    on conflict do nothing`.execute(trx);
  return Number(inserted.numAffectedRows ?? 0) > 0;
}

/**
 * A user as a message names them: an anonymous one (identity 3) stays 匿名用户, with no profile, and
 * so does one acting as the hidden creator of what the message is about (`hidden`: the asker of an
 * anonymous question inviting doctors to it).
 */
export async function actorOf(
  trx: PortalDb,
  userId: number,
  area?: DisplayArea,
  options: { hidden?: boolean } = {},
): Promise<{ name: string; concealed: boolean }> {
  const row = await trx
    .selectFrom('users')
    .select(['id', 'real_name', 'avatar', 'identity'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const person = publicPerson(row, { area, hidden: options.hidden === true });
  return { name: person.realName, concealed: person.anonymous };
}
