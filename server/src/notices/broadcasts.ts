import { isSitePath } from '@portal/api/links';
import { charCount, hasVisibleText, plainText } from '../content-safety/plain-text';
import type { PortalDb } from '../db/database';

/**
 * System broadcasts written by the operator (`node dist/messages.mjs broadcast …`): one row of
 * `broadcasts` for everyone. It is unread to every user registered when it went out until they
 * read it (the message centre's 系统通知 tab and the header badge count it); nobody gets a copy.
 */

export const BROADCAST_LIMITS = { titleMax: 50, contentMax: 500, linkMax: 500, listDefault: 20 } as const;

export const BROADCAST_MESSAGES = {
  titleRequired: '请填写通知标题',
  titleTooLong: `通知标题最多${BROADCAST_LIMITS.titleMax}个字`,
  contentRequired: '请填写通知内容',
  contentTooLong: `通知内容最多${BROADCAST_LIMITS.contentMax}个字`,
  badLink: '链接只能是本站路径，以 / 开头（如 /meeting/home），不能是其他网站的地址',
} as const;

/** a broadcast the command refused: the message says what to fix */
export class BroadcastInputError extends Error {}

export interface BroadcastInput {
  title: string;
  content: string;
  /** a path on this site the notice opens; none by default */
  link?: string;
}

export interface Broadcast {
  id: number;
  title: string;
  content: string;
  url: string;
  createdAt: number;
}

/**
 * What would be stored, or the first thing wrong with it. Title and content are plain text (markup
 * and invisible marks dropped, as everything users type); the title is one line. The lengths are
 * counted on what is stored, in characters a reader counts.
 */
export function checkBroadcast(input: BroadcastInput): { title: string; content: string; url: string } {
  const title = plainText(input.title).replace(/\s+/g, ' ');
  if (!hasVisibleText(title)) throw new BroadcastInputError(BROADCAST_MESSAGES.titleRequired);
  if (charCount(title) > BROADCAST_LIMITS.titleMax)
    throw new BroadcastInputError(BROADCAST_MESSAGES.titleTooLong);
  const content = plainText(input.content);
  if (!hasVisibleText(content)) throw new BroadcastInputError(BROADCAST_MESSAGES.contentRequired);
  if (charCount(content) > BROADCAST_LIMITS.contentMax)
    throw new BroadcastInputError(BROADCAST_MESSAGES.contentTooLong);
  const url = (input.link ?? '').trim();
  if (url && (!isSitePath(url) || /\s/.test(url) || url.length > BROADCAST_LIMITS.linkMax))
    throw new BroadcastInputError(BROADCAST_MESSAGES.badLink);
  return { title, content, url };
}

/** Sends a broadcast to everyone registered at `at`: one row, checked first. */
export async function sendBroadcast(db: PortalDb, input: BroadcastInput, at: number): Promise<Broadcast> {
  const checked = checkBroadcast(input);
  const row = await db
    .insertInto('broadcasts')
    .values({ ...checked, created_at: at })
    .returning(['id', 'title', 'content', 'url', 'created_at'])
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    url: row.url,
    createdAt: Number(row.created_at),
  };
}

/** The newest broadcasts, with how many users have read each. */
export async function listBroadcasts(
  db: PortalDb,
  limit: number = BROADCAST_LIMITS.listDefault,
): Promise<(Broadcast & { reads: number })[]> {
  const rows = await db
    .selectFrom('broadcasts as b')
    .select((eb) => [
      'b.id',
      'b.title',
      'b.content',
      'b.url',
      'b.created_at',
      eb
        .selectFrom('broadcast_reads as r')
        .select((r) => r.fn.countAll<number | string>().as('n'))
        .whereRef('r.broadcast_id', '=', 'b.id')
        .as('reads'),
    ])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((b) => ({
    id: b.id,
    title: b.title,
    content: b.content,
    url: b.url,
    createdAt: Number(b.created_at),
    reads: Number(b.reads ?? 0),
  }));
}
