import type { PortalDb } from '../db/database';

/**
 * What the reader has done to one piece of content: liked it (`content_diggs` by target type)
 * and collected it (`collections` by content type). Visitors have done neither, without a query.
 */
export async function readerMarks(
  db: PortalDb,
  viewerId: number | null | undefined,
  content: { diggTarget: string; collectType: number; id: number },
): Promise<{ digged: boolean; collected: boolean }> {
  if (!viewerId) return { digged: false, collected: false };
  const [digged, collected] = await Promise.all([
    db
      .selectFrom('content_diggs')
      .select('user_id')
      .where('target_type', '=', content.diggTarget)
      .where('target_id', '=', content.id)
      .where('user_id', '=', viewerId)
      .executeTakeFirst(),
    db
      .selectFrom('collections')
      .select('user_id')
      .where('user_id', '=', viewerId)
      .where('content_type', '=', content.collectType)
      .where('content_id', '=', content.id)
      .executeTakeFirst(),
  ]);
  return { digged: Boolean(digged), collected: Boolean(collected) };
}
