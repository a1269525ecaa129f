import { ANONYMOUS_NAME, isAnonymousIdentity } from '@portal/api/identity';
import { WATERMARK_MARK } from '@portal/api/rules/article-writing';
import sharp from 'sharp';
import { UPLOADED_IMAGE_PREFIX } from '../../../content-safety/sanitize';
import type { PortalDb } from '../../../db/database';
import { WEBP_QUALITY } from '../../../media/uploads/image-processing';
import { createUploadStore, uploadUrl } from '../../../media/uploads/upload-store';
import { uploadSettings } from '../../../paths';

const UPLOADED = /^\/media\/uploads\/(\d{4})\/(\d{2})\/([0-9a-f]{32}\.webp)$/;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** the name drawn on an author's pictures: never the name of an author shown anonymously */
export const watermarkName = (author: { real_name: string; identity: number | null }) =>
  isAnonymousIdentity(author.identity, 'article') ? ANONYMOUS_NAME : author.real_name;

/**
 * The picture with the author's name and the portal's mark drawn in its lower right corner, light
 * text over a soft shadow so it reads on dark scans and light photographs alike. Same size, WebP.
 */
export async function drawWatermark(bytes: Buffer, authorName: string): Promise<Buffer> {
  const image = sharp(bytes);
  const { width = 0, height = 0 } = await image.metadata();
  if (width < 2 || height < 2) return image.webp({ quality: WEBP_QUALITY }).toBuffer();
  const size = Math.max(10, Math.round(Math.min(width, height) * 0.05));
  const text = escapeXml(`${authorName} · ${WATERMARK_MARK}`);
  const pad = Math.round(size * 0.6);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <text x="${width - pad}" y="${height - pad}" text-anchor="end" font-family="Noto Sans CJK SC, Noto Serif CJK SC, sans-serif"
    font-size="${size}" fill="#000" fill-opacity="0.45" dx="1" dy="1">${text}</text>
  <text x="${width - pad}" y="${height - pad}" text-anchor="end" font-family="Noto Sans CJK SC, Noto Serif CJK SC, sans-serif"
    font-size="${size}" fill="#fff" fill-opacity="0.8">${text}</text>
</svg>`;
  return image
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/** `src="…"` of each picture address in `html` replaced by its entry in `map` */
export function replacePictures(html: string, map: ReadonlyMap<string, string>): string {
  if (map.size === 0) return html;
  return html.replace(/(<img\b[^>]*?\bsrc=")([^"]+)(")/gi, (whole, before, src: string, after) => {
    const to = map.get(src);
    return to ? `${before}${to}${after}` : whole;
  });
}

/** the piece's watermarked copies, copy → original (to give the editor back what was uploaded) */
export async function originalsOf(db: PortalDb, articleId: number): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('mp_article_watermarks')
    .select(['original', 'copy'])
    .where('article_id', '=', articleId)
    .execute();
  return new Map(rows.map((r) => [r.copy, r.original]));
}

/**
 * Draws the copies of the pictures the author uploaded (a picture of someone else's, even when it
 * is among our uploads, is left as it is) and records them for the piece: original → copy.
 * Pictures already drawn for the piece are not drawn again.
 */
export async function watermarkPictures(
  db: PortalDb,
  input: { articleId: number; authorId: number; authorName: string; pictures: readonly string[]; at: number },
): Promise<Map<string, string>> {
  const wanted = [...new Set(input.pictures.filter((p) => p.startsWith(UPLOADED_IMAGE_PREFIX)))];
  const out = new Map<string, string>();
  if (wanted.length === 0) return out;
  const known = await db
    .selectFrom('mp_article_watermarks')
    .select(['original', 'copy'])
    .where('article_id', '=', input.articleId)
    .where('original', 'in', wanted)
    .execute();
  for (const k of known) out.set(k.original, k.copy);
  const rest = wanted.filter((p) => !out.has(p));
  if (rest.length === 0) return out;
  const owned = await db
    .selectFrom('media_uploads')
    .select('path')
    .where('user_id', '=', input.authorId)
    .where(
      'path',
      'in',
      rest.map((p) => p.slice(UPLOADED_IMAGE_PREFIX.length)),
    )
    .execute();
  const ownedPaths = new Set(owned.map((o) => uploadUrl(o.path)));
  const store = createUploadStore(uploadSettings().dir);
  for (const original of rest) {
    if (!ownedPaths.has(original)) continue;
    const [, year = '', month = '', name = ''] = UPLOADED.exec(original) ?? [];
    const bytes = await store.read(year, month, name);
    if (!bytes) continue;
    const copy = uploadUrl(await store.save(await drawWatermark(bytes, input.authorName), input.at));
    await db
      .insertInto('mp_article_watermarks')
      .values({ article_id: input.articleId, original, copy })
      .onConflict((oc) => oc.columns(['article_id', 'original']).doUpdateSet({ copy }))
      .execute();
    out.set(original, copy);
  }
  return out;
}

const IMG_SRC = /<img\b[^>]*?\bsrc="([^"]+)"/gi;
/** `mp_articles.images`: the body's first pictures, for list cards */
export const LISTED_IMAGES = 9;
export const picturesOf = (html: string) =>
  [...html.matchAll(IMG_SRC)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));

/**
 * Puts the piece's pictures as they are to be served: the watermarked copies when it is published
 * with the switch on, the author's uploads otherwise (whatever the stored body held, copies are
 * first turned back into the originals they were drawn from). Call after every write of the
 * piece's body, status or switch, in the same transaction.
 */
export async function stampPictures(db: PortalDb, articleId: number, at: number): Promise<void> {
  const row = await db
    .selectFrom('mp_articles as a')
    .innerJoin('users as u', 'u.id', 'a.creator_id')
    .leftJoin('mp_article_writing as w', 'w.article_id', 'a.id')
    .select([
      'a.body_html',
      'a.cover',
      'a.status',
      'a.creator_id',
      'u.real_name',
      'u.identity',
      'w.watermark',
    ])
    .where('a.id', '=', articleId)
    .executeTakeFirst();
  if (!row) return;
  const originals = await originalsOf(db, articleId);
  let body = replacePictures(row.body_html, originals);
  let cover = originals.get(row.cover) ?? row.cover;
  if (row.status === 'published' && row.watermark === 'T') {
    const copies = await watermarkPictures(db, {
      articleId,
      authorId: row.creator_id,
      authorName: watermarkName(row),
      pictures: [...picturesOf(body), cover],
      at,
    });
    body = replacePictures(body, copies);
    cover = copies.get(cover) ?? cover;
  }
  if (body === row.body_html && cover === row.cover) return;
  await db
    .updateTable('mp_articles')
    .set({ body_html: body, cover, images: JSON.stringify(picturesOf(body).slice(0, LISTED_IMAGES)) })
    .where('id', '=', articleId)
    .execute();
}
