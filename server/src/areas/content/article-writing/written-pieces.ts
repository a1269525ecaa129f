import type { WrittenPiece } from '@portal/api/contract/article-writing';
import {
  USER_ARTICLE_REVIEW_TYPE,
  WRITING_KINDS,
  type WritingKind,
  type WritingState,
  writtenPieceUrl,
} from '@portal/api/rules/article-writing';
import type { PortalDb } from '../../../db/database';

/** the columns of a piece and its editor state (a seeded piece has no editor row: nulls) */
export function piecesOf(db: PortalDb) {
  return db
    .selectFrom('mp_articles as a')
    .leftJoin('mp_article_writing as w', 'w.article_id', 'a.id')
    .select([
      'a.id',
      'a.type',
      'a.status',
      'a.creator_id',
      'a.title',
      'a.description',
      'a.cover',
      'a.publish_time',
      'a.created_at',
      'w.kind',
      'w.version',
      'w.watermark',
      'w.updated_at',
    ]);
}

export type PieceRow = Awaited<ReturnType<ReturnType<typeof piecesOf>['executeTakeFirstOrThrow']>>;

export const kindOf = (row: Pick<PieceRow, 'kind' | 'type'>): WritingKind =>
  row.kind === 0 || row.kind === 2 || row.kind === 3
    ? row.kind
    : row.type === 'case'
      ? WRITING_KINDS.case
      : WRITING_KINDS.article;

export const updatedAtOf = (row: Pick<PieceRow, 'updated_at' | 'created_at'>) =>
  Number(row.updated_at ?? row.created_at);

/**
 * The latest review of each piece (the queue keeps one row per submission): a draft whose latest
 * review was a rejection reads as rejected, with the reviewer's reason, until it is sent again.
 */
export async function latestReviews(db: PortalDb, ids: readonly number[]) {
  const out = new Map<number, { status: string; reason: string | null }>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('review_queue')
    .select(['content_id', 'status', 'reason'])
    .where('content_type', '=', USER_ARTICLE_REVIEW_TYPE)
    .where('content_id', 'in', [...ids])
    .orderBy('id', 'desc')
    .execute();
  for (const r of rows) if (!out.has(r.content_id)) out.set(r.content_id, r);
  return out;
}

export function stateOf(status: PieceRow['status'], review: { status: string } | undefined): WritingState {
  if (status === 'draft' && review?.status === 'rejected') return 'rejected';
  return status;
}

/** what the author's lists show of their pieces */
export async function writtenPieces(db: PortalDb, rows: readonly PieceRow[]): Promise<WrittenPiece[]> {
  const reviews = await latestReviews(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const review = reviews.get(r.id);
    const state = stateOf(r.status, review);
    return {
      id: r.id,
      type: kindOf(r),
      title: r.title,
      summary: r.description,
      cover: r.cover,
      state,
      reason: state === 'rejected' ? (review?.reason ?? null) : null,
      watermark: r.watermark === 'T',
      version: r.version ?? 0,
      publishTime: Number(r.publish_time),
      updatedAt: updatedAtOf(r),
      url: writtenPieceUrl(r.id),
    };
  });
}
