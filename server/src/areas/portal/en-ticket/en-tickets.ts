import { createHash, randomBytes } from 'node:crypto';
import type { PortalDb } from '../../../db/database';

export const EN_TICKET_TTL_MS = 60_000;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

export interface EnTicketService {
  /** a fresh one-time code for the user; only its hash is stored */
  create(userId: number): Promise<{ code: string; expiresAt: number }>;
  /** the code's user when it is known, unused and unexpired (and marks it used); else null */
  exchange(code: string): Promise<number | null>;
}

/**
 * One-time codes for the EN link (architecture 5: no session token ever goes into a URL). The
 * clock is injectable so tests can step past the 60 s.
 */
export function createEnTicketService(
  db: PortalDb,
  options: { now?: () => number; ttlMs?: number } = {},
): EnTicketService {
  const now = options.now ?? (() => Date.now());
  const ttlMs = options.ttlMs ?? EN_TICKET_TTL_MS;
  return {
    async create(userId) {
      const code = randomBytes(32).toString('base64url');
      const t = now();
      const expiresAt = t + ttlMs;
      // expired codes are worthless: clear them as new ones are made (over the expires_at index)
      await db.deleteFrom('en_tickets').where('expires_at', '<=', t).execute();
      await db
        .insertInto('en_tickets')
        .values({
          code_hash: hashCode(code),
          user_id: userId,
          created_at: t,
          expires_at: expiresAt,
          used_at: null,
        })
        .execute();
      return { code, expiresAt };
    },
    async exchange(code) {
      const t = now();
      // one conditional update decides: of two racing exchanges only one sees a row come back
      const row = await db
        .updateTable('en_tickets')
        .set({ used_at: t })
        .where('code_hash', '=', hashCode(code))
        .where('used_at', 'is', null)
        .where('expires_at', '>', t)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id ?? null;
    },
  };
}

/** the EN site's address with `code` added to its query (any existing query is kept) */
export function enLinkWithCode(enSiteUrl: string, code: string): string {
  const url = new URL(enSiteUrl);
  url.searchParams.set('code', code);
  return url.toString();
}
