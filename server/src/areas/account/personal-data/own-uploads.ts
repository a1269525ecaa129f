import { UPLOADED_IMAGE_PREFIX } from '@portal/api/rules/uploads';
import type { PortalDb } from '../../../db/database';

/** the address of a picture our uploads stored: `/media/uploads/YYYY/MM/<32 hex>.webp` */
const UPLOADED_IMAGE = new RegExp(
  `^${UPLOADED_IMAGE_PREFIX.replace(/\//g, '\\/')}(\\d{4}/(?:0[1-9]|1[0-2])/[0-9a-f]{32}\\.webp)$`,
);

/**
 * Whether `url` is a picture our uploads stored for this user. An avatar or a certificate must be
 * the user's own upload: an outside address could track whoever views it, and someone else's
 * upload (its address seen on a page) is not this user's certificate.
 */
export async function isOwnUpload(db: PortalDb, userId: number, url: string): Promise<boolean> {
  const path = UPLOADED_IMAGE.exec(url)?.[1];
  if (!path) return false;
  const row = await db
    .selectFrom('media_uploads')
    .select('id')
    .where('path', '=', path)
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
