import fastifyMultipart from '@fastify/multipart';
import { mediaUploadEndpoints as e } from '@portal/api/endpoints/media-uploads';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@portal/api/rules/uploads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { UPLOADED_IMAGE_PREFIX } from '../../content-safety/sanitize';
import { AppError, badRequest, tooManyRequests } from '../../lib/app-error';
import { serve, signedInFirst } from '../../lib/serve-endpoint';
import { uploadSettings } from '../../paths';
import { reencodeImage } from './image-processing';
import { createUploadStore, uploadUrl } from './upload-store';

const HOUR = 3_600_000;
const tags = ['媒体'];

export interface MediaUploadOptions {
  /** where the pictures are kept (default: `<dataDir>/uploads`, config `uploadSettings`) */
  dir?: string;
  /** uploads one user may make an hour (default: `PORTAL_UPLOADS_PER_HOUR`, else 60) */
  perHour?: number;
  /** the largest upload in bytes (default `UPLOAD_LIMITS.maxBytes`) */
  maxBytes?: number;
  now?: () => number;
  /** who may read an upload; without it every upload is public (see `UploadAccess`) */
  access?: UploadAccess;
}

/**
 * Whether `viewer` may read the upload at `url`: 'public' (anyone, cached for good), 'private'
 * (this viewer may, never cached by anyone else) or 'denied' (answered as missing). An area that
 * keeps private pictures among the uploads (identity documents) says which ones.
 */
export type UploadAccess = (
  url: string,
  viewer: { id: number } | null,
) => Promise<'public' | 'private' | 'denied'>;

/**
 * One access rule from several areas' (each says which of its uploads are private): denied when
 * one denies, private when one keeps it private, public otherwise.
 */
export function everyAccess(rules: readonly UploadAccess[]): UploadAccess | undefined {
  if (rules.length <= 1) return rules[0];
  return async (url, viewer) => {
    const answers = await Promise.all(rules.map((rule) => rule(url, viewer)));
    if (answers.includes('denied')) return 'denied';
    return answers.includes('private') ? 'private' : 'public';
  };
}

interface ServedParams {
  year: string;
  month: string;
  file: string;
}

const notFoundSchema = {
  type: 'object',
  properties: { code: { type: 'integer' }, message: { type: 'string' } },
  required: ['code', 'message'],
} as const;

/**
 * What a form may carry besides the picture (part headers, a stray field or two of at most
 * FIELD_BYTES): a body longer than the picture's limit by more than this cannot be a valid upload.
 */
const FORM_OVERHEAD = 256 * 1024;
const FIELD_BYTES = 8 * 1024;

/** The picture of a multipart upload, read while it streams in and cut off past `maxBytes`. */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.empty);
  // a body that says it is too long is refused before a byte of it is read
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + FORM_OVERHEAD)
    throw badRequest(UPLOAD_MESSAGES.tooLarge);
  try {
    const part = await request.file({
      limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5, fieldSize: FIELD_BYTES },
    });
    if (!part || part.fieldname !== UPLOAD_LIMITS.field) throw badRequest(UPLOAD_MESSAGES.empty);
    // throws past fileSize while busboy still has bytes to hand over; busboy stops buffering there,
    // so a larger body never sits in memory
    const bytes = await part.toBuffer();
    // but when the cut falls exactly between two pieces of the body, busboy hands over the last
    // allowed byte before it knows there are more: toBuffer answers the first maxBytes as if they
    // were the whole file, and only the stream's flag tells the picture was cut
    if (part.file.truncated || bytes.length > maxBytes) throw badRequest(UPLOAD_MESSAGES.tooLarge);
    if (bytes.length === 0) throw badRequest(UPLOAD_MESSAGES.empty);
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    // AppError has no 413; a 400 with the message tells the editor the same
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest(UPLOAD_MESSAGES.tooLarge);
    // a form cut short or malformed (a dropped connection, a broken boundary, too many parts)
    throw badRequest(UPLOAD_MESSAGES.failed);
  }
}

/** pg_advisory_xact_lock's first key: the hourly upload count's lock space (the second is the user id) */
const HOURLY_LOCK_SPACE = 0x75_70_6c;

/**
 * Pictures for the rich-text editor: `POST /wapi/media/uploadImage` takes one (signed in), checks
 * it by its bytes, re-encodes it (`reencodeImage`) and keeps it under a name made of its content;
 * `GET /media/uploads/YYYY/MM/<hash>.webp` serves it, the only place the answer allowlist lets an
 * `<img>` point to (`UPLOADED_IMAGE_PREFIX`).
 */
export async function mediaUploadRoutes(app: FastifyInstance, options: MediaUploadOptions = {}) {
  const settings = uploadSettings();
  const store = createUploadStore(options.dir ?? settings.dir);
  const perHour = options.perHour ?? settings.perHour;
  const maxBytes = options.maxBytes ?? UPLOAD_LIMITS.maxBytes;
  const now = options.now ?? Date.now;

  // in this plugin only: every other route keeps refusing multipart bodies
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });

  /**
   * Takes one of the user's uploads of the hour before the body is read, or answers false when
   * they are all taken: a `media_uploads` row that names no picture yet (path ''), counted from
   * the table rather than in memory, so the limit holds across server instances and restarts. The
   * count and the insert are one step per user, so uploads sent in parallel cannot all pass the
   * count: one conditional INSERT on SQLite (which writes one at a time), a per-user advisory lock
   * around them on PostgreSQL.
   */
  const reserve = async (userId: number, at: number): Promise<number | null> => {
    const since = at - HOUR;
    if (app.dialect === 'postgres')
      return app.db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${HOURLY_LOCK_SPACE}::int4, ${userId}::int4)`.execute(trx);
        const taken = await trx
          .selectFrom('media_uploads')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .where('created_at', '>', since)
          .executeTakeFirstOrThrow();
        if (Number(taken.n) >= perHour) return null;
        const row = await trx
          .insertInto('media_uploads')
          .values({ user_id: userId, path: '', bytes: 0, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        return Number(row.id);
      });
    const inserted = await sql<{ id: number }>`
      insert into media_uploads (user_id, path, bytes, created_at)
      select ${userId}, '', 0, ${at}
      where (select count(*) from media_uploads where user_id = ${userId} and created_at > ${since}) < ${perHour}
      returning id`.execute(app.db);
    const row = inserted.rows[0];
    return row ? Number(row.id) : null;
  };

  await serve(
    app,
    e.uploadImage,
    {
      tags,
      summary: '上传富文本编辑器中的图片（multipart/form-data，字段 file；需登录）',
      description:
        '按文件内容识别 JPG、PNG、WebP、GIF（不看文件名和声明的类型），不超过10MB、5000万像素；' +
        '按EXIF方向摆正，去除全部元数据（含GPS），缩放到2000×2000以内，转为WebP保存。' +
        `每人每小时最多上传${perHour}次（未通过检查的也计入）。`,
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const at = now();
      const slot = await reserve(me.id, at);
      if (slot === null) throw tooManyRequests(UPLOAD_MESSAGES.tooMany);
      try {
        const image = await reencodeImage(await readUpload(request, maxBytes));
        const path = await store.save(image.data, at);
        await app.db
          .updateTable('media_uploads')
          .set({ path, bytes: image.data.length })
          .where('id', '=', slot)
          .execute();
        return {
          code: 1 as const,
          result: { url: uploadUrl(path), width: image.width, height: image.height },
        };
      } catch (error) {
        // a refused upload keeps its place in the hour (whoever sends junk or oversized files pays
        // for each, before any decoding); a failure of ours gives it back
        if (!(error instanceof AppError))
          await app.db.deleteFrom('media_uploads').where('id', '=', slot).execute();
        throw error;
      }
    },
  );

  app.get<{ Params: ServedParams }>(
    `${UPLOADED_IMAGE_PREFIX}:year/:month/:file`,
    {
      schema: {
        tags,
        summary: '上传的图片（WebP；名称由内容决定，可永久缓存）',
        params: {
          type: 'object',
          properties: {
            year: { type: 'string', description: 'YYYY' },
            month: { type: 'string', description: 'MM' },
            file: { type: 'string', description: '32位十六进制.webp' },
          },
          required: ['year', 'month', 'file'],
        },
        response: { 200: { type: 'string', description: 'image/webp' }, 404: notFoundSchema },
      },
    },
    async (request, reply) => {
      const { year, month, file } = request.params;
      const missing = () => reply.code(404).send({ code: 404, message: '资源不存在' });
      // the store answers only a stored name of the exact pattern: nothing else reaches the access check
      const data = await store.read(year, month, file);
      if (!data) return missing();
      const access = options.access
        ? await options.access(
            `${UPLOADED_IMAGE_PREFIX}${year}/${month}/${file}`,
            await request.sessionUser(),
          )
        : 'public';
      // a private picture is missing to whoever may not see it, as if there were nothing there
      if (access === 'denied') return missing();
      return (
        reply
          .header('Content-Type', 'image/webp')
          // the name is the content's hash: what it names never changes (but only a public one is shared)
          .header(
            'Cache-Control',
            access === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
          )
          .header('X-Content-Type-Options', 'nosniff')
          .send(data)
      );
    },
  );
}
