import { UPLOADED_IMAGE_PREFIX } from '@portal/api/rules/uploads';
import type { PortalDb } from '../../../db/database';

/** the address of a picture our uploads stored: `/media/uploads/YYYY/MM/<32 hex>.webp` */
const UPLOADED_IMAGE = new RegExp(
  `^${UPLOADED_IMAGE_PREFIX.replace(/\//g, '\\/')}(\\d{4}/(?:0[1-9]|1[0-2])/[0-9a-f]{32}\\.webp)$`,
);

/**
 * A question's pictures as stored (a JSON array), read defensively: only our upload addresses
 * leave the server, whatever the column holds.
 */
export function parseQuestionImages(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string' && UPLOADED_IMAGE.test(v))
      : [];
  } catch {
    return [];
  }
}

/**
 * The pictures an asker sent, kept only if each is a picture our uploads stored (in order, without
 * repeats); `null` when any is not, so the question is refused rather than saved without it.
 */
export async function uploadedImages(db: PortalDb, sent: readonly string[]): Promise<string[] | null> {
  const unique = [...new Set(sent.map((s) => s.trim()))];
  const paths: string[] = [];
  for (const url of unique) {
    const m = UPLOADED_IMAGE.exec(url);
    if (!m?.[1]) return null;
    paths.push(m[1]);
  }
  if (paths.length === 0) return [];
  const known = await db.selectFrom('media_uploads').select('path').where('path', 'in', paths).execute();
  const have = new Set(known.map((k) => k.path));
  return paths.every((p) => have.has(p)) ? paths.map((p) => `${UPLOADED_IMAGE_PREFIX}${p}`) : null;
}
