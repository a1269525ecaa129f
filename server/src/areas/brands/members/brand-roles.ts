import type { PortalDb } from '../../../db/database';
import { forbidden } from '../../../lib/app-error';

/** Refuses (403, with `message`) anyone who does not administer the brand. */
export async function assertBrandAdmin(db: PortalDb, brandId: number, userId: number, message: string) {
  const row = await db
    .selectFrom('brand_members')
    .select('user_id')
    .where('brand_id', '=', brandId)
    .where('user_id', '=', userId)
    .where('role', '=', 'admin')
    .executeTakeFirst();
  if (!row) throw forbidden(message);
}
