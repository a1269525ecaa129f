import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { PortalDb } from '../db/database';
import type { Database } from '../db/schema';

/** what a moderator reads of one queued item */
export interface ReviewedContent {
  title: string;
  /** sanitized HTML or plain text, as readers would see it */
  html: string;
  url: string;
  /** a video to play before deciding (served to moderators while it waits) */
  video?: string;
}

/**
 * The version of what a moderator is shown: a digest of everything the card shows of the content.
 * The queue lists it with the item and a decision must name it, so a decision is about the text
 * that was read; an author's edit after the page was shown changes it, whatever the kind and
 * however the area stores edits. What a kind wants covered (pictures, topics) it puts in `html`.
 */
export function reviewedVersion(content: ReviewedContent): string {
  return createHash('sha256')
    .update(JSON.stringify([content.title, content.html, content.video ?? null]))
    .digest('hex')
    .slice(0, 32);
}

/**
 * What an area tells the review mechanism about one kind of content it queues
 * (`review_queue.content_type`): how to show it to a moderator, and what approving or rejecting
 * does to it, in the decision's transaction. Areas declare their kinds; `areas/index.ts` hands them
 * to the review routes, which import no area.
 */
export interface ReviewKind {
  /** everything approving would publish belongs here: the version is taken over it */
  describe(db: PortalDb, ids: readonly number[]): Promise<Map<number, ReviewedContent>>;
  /**
   * Holds the content's row for the decision's transaction (`lockContentRow`), so an author's edit
   * being written finishes before the decision reads the version, or waits until it is made.
   */
  lock(trx: PortalDb, id: number): Promise<void>;
  /** publishes it; the search index types and ids to refresh once committed */
  approve(trx: PortalDb, id: number, now: number): Promise<{ refresh?: { type: string; ids: number[] } }>;
  /** hides it for good (its author still sees it, with the reason) */
  reject(trx: PortalDb, id: number, now: number): Promise<void>;
}

export type ReviewKinds = Readonly<Record<string, ReviewKind>>;

/**
 * Takes a row as an update does, changing nothing (`set id = id`): on PostgreSQL the row is held
 * until the transaction ends, whoever else writes it waits (on SQLite one writer at a time holds
 * anyway). Without it, an edit committing between the decision's read of the version and its
 * approval would be published unseen.
 */
export async function lockContentRow(
  trx: PortalDb,
  table: keyof Database & string,
  id: number,
): Promise<void> {
  await sql`update ${sql.table(table)} set id = id where id = ${id}`.execute(trx);
}
