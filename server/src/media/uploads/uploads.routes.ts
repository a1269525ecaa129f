import fastifyMultipart from '@fastify/multipart';
import { mediaUploadEndpoints as e } from '@portal/api/endpoints/media-uploads';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@portal/api/rules/uploads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** The picture of a multipart upload, read while it streams in and cut off past `maxBytes`. */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.empty);
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5 } });
    if (!part || part.fieldname !== UPLOAD_LIMITS.field) throw badRequest(UPLOAD_MESSAGES.empty);
    // throws past fileSize: busboy stops buffering there, so a larger body never sits in memory
    const bytes = await part.toBuffer();
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
   * A user's uploads of the last hour, counted from `media_uploads` (kept anyway for clean-up)
   * rather than in memory: the limit then holds across server instances and restarts, and one
   * indexed count is nothing next to decoding a picture. Counted before the body is read, so a
   * user over the limit costs no decoding. Uploads racing in parallel may pass it by a few.
   */
  const uploadsSince = async (userId: number, since: number) => {
    const row = await app.db
      .selectFrom('media_uploads')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
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
        `每人每小时最多${perHour}张。`,
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const at = now();
      if ((await uploadsSince(me.id, at - HOUR)) >= perHour) throw tooManyRequests(UPLOAD_MESSAGES.tooMany);
      const image = await reencodeImage(await readUpload(request, maxBytes));
      const path = await store.save(image.data, at);
      await app.db
        .insertInto('media_uploads')
        .values({ user_id: me.id, path, bytes: image.data.length, created_at: at })
        .execute();
      return { code: 1 as const, result: { url: uploadUrl(path), width: image.width, height: image.height } };
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
