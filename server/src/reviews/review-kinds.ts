import type { PortalDb } from '../db/database';

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
 * What an area tells the review mechanism about one kind of content it queues
 * (`review_queue.content_type`): how to show it to a moderator, and what approving or rejecting
 * does to it, in the decision's transaction. Areas declare their kinds; `areas/index.ts` hands them
 * to the review routes, which import no area.
 */
export interface ReviewKind {
  describe(db: PortalDb, ids: readonly number[]): Promise<Map<number, ReviewedContent>>;
  /** publishes it; the search index types and ids to refresh once committed */
  approve(trx: PortalDb, id: number, now: number): Promise<{ refresh?: { type: string; ids: number[] } }>;
  /** hides it for good (its author still sees it, with the reason) */
  reject(trx: PortalDb, id: number, now: number): Promise<void>;
}

export type ReviewKinds = Readonly<Record<string, ReviewKind>>;
