import { UPLOADED_IMAGE_PREFIX } from '@portal/api/rules/uploads';
import type { PortalDb } from '../../../db/database';
import type { UploadAccess } from '../../../media/uploads/uploads.routes';

/**
 * Who may see an uploaded picture that is an identity document (执业证, 工牌 of an application):
 * its applicant and the moderators who decide it, nobody else — not even with the address. Every
 * other upload is public (an answer's picture). Handed to the uploads mechanism by `app.ts`; the
 * mechanism imports no area.
 *
 * The store keeps one file per content, so the same bytes uploaded by someone else (who has the
 * picture already) are the same address: once anyone but the applicants uploaded it, it is public,
 * or naming another's public picture as one's certificate would hide it from every reader.
 */
export function identityDocumentAccess(db: PortalDb, moderatorMobiles: readonly string[]): UploadAccess {
  const moderators = new Set(moderatorMobiles);
  return async (url, viewer) => {
    const owners = await db
      .selectFrom('identity_verifications')
      .select('user_id')
      .where((eb) => eb.or([eb('certificate_url', '=', url), eb('badge_url', '=', url)]))
      .execute();
    if (owners.length === 0) return 'public';
    const applicants = owners.map((o) => o.user_id);
    const sharedBy = await db
      .selectFrom('media_uploads')
      .select('user_id')
      .where('path', '=', url.slice(UPLOADED_IMAGE_PREFIX.length))
      .where('user_id', 'not in', applicants)
      .limit(1)
      .executeTakeFirst();
    if (sharedBy) return 'public';
    if (!viewer) return 'denied';
    if (owners.some((o) => o.user_id === viewer.id)) return 'private';
    const row = await db.selectFrom('users').select('mobile').where('id', '=', viewer.id).executeTakeFirst();
    return row && moderators.has(row.mobile) ? 'private' : 'denied';
  };
}
