import { createReadStream, createWriteStream, promises as fs } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { MyCompetitionEntry } from '@portal/api/contract/competitions';
import { competitionEndpoints as e } from '@portal/api/endpoints/competitions';
import { IDENTITY, IS_AUTH } from '@portal/api/identity';
import { COMPETITION_LIMITS, COMPETITION_MESSAGES, type EntryState } from '@portal/api/rules/competitions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AreaSettings } from '../../../area';
import { multilinePlainText, plainText } from '../../../content-safety/plain-text';
import { AppError, badRequest, forbidden, notFound } from '../../../lib/app-error';
import { pageList } from '../../../lib/envelope';
import { limitedTo } from '../../../lib/rate-limits';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { probeVideo, readHead, sniffVideo } from '../../../media/ffmpeg';
import { positiveNumber, resolveDataDir } from '../../../paths';
import { createCompetitionRepository } from './competitions.repository';
import { entryFiles, SERVED_FILE } from './entry-files';
import { createTranscodeWorker } from './transcode-worker';

const tags = ['比赛'];
const HOUR = 3_600_000;

export interface CompetitionEntrySettings {
  /** `<dataDir>/competition` holds uploads and transcoded entries */
  dataDir: string;
  /** `PORTAL_ENTRY_MAX_BYTES`: the largest video accepted (200 MB by default) */
  maxBytes: number;
  /** `PORTAL_ENTRIES_PER_HOUR`: submissions one client may make an hour */
  perHour: number;
  /** `PORTAL_TRANSCODE_WORKER=off` runs no transcoder in this process (another instance does) */
  worker: boolean;
}

export function competitionEntrySettings(env: NodeJS.ProcessEnv = process.env): CompetitionEntrySettings {
  return {
    dataDir: resolveDataDir(env),
    maxBytes: positiveNumber(env.PORTAL_ENTRY_MAX_BYTES, COMPETITION_LIMITS.maxBytes),
    perHour: positiveNumber(env.PORTAL_ENTRIES_PER_HOUR, COMPETITION_LIMITS.perHour),
    worker: env.PORTAL_TRANSCODE_WORKER !== 'off',
  };
}

interface EntryFields {
  competitionId?: string;
  title?: string;
  description?: string;
}

const notFoundSchema = {
  type: 'object',
  properties: { code: { type: 'integer' }, message: { type: 'string' } },
  required: ['code', 'message'],
} as const;

/**
 * Competitions (issue 22): the list and a competition's page, its approved entries, and a verified
 * doctor's video entry while registration is open. The video streams to disk (never into memory),
 * is checked by its bytes and by ffprobe, and waits for the transcode worker (`transcode-worker.ts`)
 * in `transcode_jobs`; once transcoded it goes to the review queue, whose approval makes it a short
 * video. `GET /media/competition/entry/{id}/…` serves the HLS output: anyone once approved, the
 * uploader alone before.
 */
/** the states of a doctor's entry that a new submission replaces */
const REPLACEABLE: EntryState[] = ['failed', 'rejected'];

export async function competitionRoutes(app: FastifyInstance, options: AreaSettings) {
  const now = options.now ?? (() => Date.now());
  const settings = competitionEntrySettings();
  const repo = createCompetitionRepository(app.db);
  const moderators = new Set(options.moderatorMobiles ?? []);
  const files = entryFiles(settings.dataDir);
  const worker = createTranscodeWorker({ db: app.db, files, log: app.log });
  if (settings.worker) {
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }

  // in this plugin only: every other route keeps refusing multipart bodies
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });

  await serve(app, e.list, { tags, summary: '比赛列表（最新在前；可按状态筛选）' }, async (request) => {
    const { status, pageNo = 1, pageSize = 10 } = request.query;
    const page = await repo.list(status, pageNo, pageSize);
    return pageList(page.list, page.total, pageNo, pageSize);
  });

  await serve(
    app,
    e.detail,
    {
      tags,
      summary: '比赛详情（计一次浏览）',
      config: { fieldMessages: { competitionId: COMPETITION_MESSAGES.notFound } },
    },
    async (request) => {
      const row = await repo.find(request.query.competitionId);
      if (!row) throw notFound(COMPETITION_MESSAGES.notFound);
      await repo.countView(row.id);
      const detail = await repo.detail(row, now());
      return { code: 1 as const, result: { ...detail, views: detail.views + 1 } };
    },
  );

  await serve(
    app,
    e.entries,
    {
      tags,
      summary: '比赛的参赛作品（仅已通过审核；结束后获奖作品在前）',
      config: { fieldMessages: { competitionId: COMPETITION_MESSAGES.notFound } },
    },
    async (request) => {
      const { competitionId, pageNo = 1, pageSize = 10 } = request.query;
      if (!(await repo.find(competitionId))) throw notFound(COMPETITION_MESSAGES.notFound);
      const page = await repo.entries(competitionId, pageNo, pageSize);
      return pageList(page.list, page.total, pageNo, pageSize);
    },
  );

  await serve(
    app,
    e.myEntry,
    {
      tags,
      summary: '我在该比赛的参赛作品（转码进度、审核状态与原因；需登录）',
      preValidation: signedInFirst,
      config: { fieldMessages: { competitionId: COMPETITION_MESSAGES.notFound } },
    },
    async (request) => {
      const me = await request.requireUser();
      return { code: 1 as const, result: await repo.mine(request.query.competitionId, me.id) };
    },
  );

  /** the text fields, checked before any byte of the video is kept */
  async function admit(userId: number, fields: EntryFields) {
    const competitionId = Number(fields.competitionId);
    if (!Number.isInteger(competitionId) || competitionId < 1 || competitionId > 2_147_483_647)
      throw notFound(COMPETITION_MESSAGES.notFound);
    const competition = await repo.find(competitionId);
    if (!competition) throw notFound(COMPETITION_MESSAGES.notFound);
    if (!repo.acceptsEntries(competition, now())) throw forbidden(COMPETITION_MESSAGES.notOpen);
    const title = plainText(fields.title ?? '');
    const description = multilinePlainText(fields.description ?? '');
    if (!title) throw badRequest(COMPETITION_MESSAGES.titleRequired);
    if (Array.from(title).length > COMPETITION_LIMITS.titleMax)
      throw badRequest(COMPETITION_MESSAGES.titleTooLong);
    if (Array.from(description).length > COMPETITION_LIMITS.descriptionMax)
      throw badRequest(COMPETITION_MESSAGES.descriptionTooLong);
    const existing = await app.db
      .selectFrom('competition_entries')
      .select(['id', 'state'])
      .where('competition_id', '=', competitionId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    // a failed transcode or a rejected entry (its reason read, the video mended) may be replaced
    // while registration is open; one that waits or was approved is the doctor's one entry
    if (existing && !REPLACEABLE.includes(existing.state as EntryState))
      throw new AppError(409, COMPETITION_MESSAGES.alreadyEntered);
    return { competitionId, title, description, replaces: existing?.id };
  }

  /** reads the form: fields first, then the video, streamed to a file of its own */
  async function receive(request: FastifyRequest, userId: number) {
    if (!request.isMultipart()) throw badRequest(COMPETITION_MESSAGES.empty);
    const fields: EntryFields = {};
    let admitted: Awaited<ReturnType<typeof admit>> | undefined;
    let upload: { relative: string; absolute: string } | undefined;
    let bytes = 0;
    try {
      const parts = request.parts({
        limits: { fileSize: settings.maxBytes, files: 1, fields: 3, parts: 4, fieldSize: 8 * 1024 },
      });
      for await (const part of parts) {
        if (part.type === 'field') {
          if (
            part.fieldname === 'competitionId' ||
            part.fieldname === 'title' ||
            part.fieldname === 'description'
          )
            fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== COMPETITION_LIMITS.field || upload) {
          part.file.resume();
          continue;
        }
        admitted = await admit(userId, fields);
        upload = await files.newUpload();
        const target = upload.absolute;
        await pipeline(part.file, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
        if (part.file.truncated) throw badRequest(COMPETITION_MESSAGES.tooLarge);
        bytes = (await fs.stat(target)).size;
      }
    } catch (error) {
      if (upload) await files.remove(upload.absolute);
      if (error instanceof AppError) throw error;
      if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw badRequest(COMPETITION_MESSAGES.tooLarge);
      // a form cut short or malformed (a dropped connection, a broken boundary, too many parts)
      throw badRequest(COMPETITION_MESSAGES.failed);
    }
    if (!admitted) admitted = await admit(userId, fields);
    if (!upload || bytes === 0) {
      if (upload) await files.remove(upload.absolute);
      throw badRequest(COMPETITION_MESSAGES.empty);
    }
    return { ...admitted, upload, bytes };
  }

  await serve(
    app,
    e.submit,
    {
      tags,
      summary:
        '提交参赛作品（multipart/form-data：competitionId、title、description，然后 file；仅认证医生，报名中）',
      description:
        `按文件内容识别 MP4/MOV、WebM/MKV、AVI（不看文件名和声明的类型），不超过${COMPETITION_LIMITS.maxBytes / 1024 / 1024}MB，` +
        `时长${COMPETITION_LIMITS.minSeconds}秒至${COMPETITION_LIMITS.maxSeconds / 60}分钟；每位医生每个比赛一件作品。` +
        '视频在后台转码为HLS，完成后进入审核。',
      preValidation: signedInFirst,
      config: { rateLimit: limitedTo(settings.perHour, HOUR, COMPETITION_MESSAGES.tooMany) },
    },
    async (request) => {
      const me = await request.requireUser();
      if (me.identity !== IDENTITY.doctor) throw forbidden(COMPETITION_MESSAGES.doctorsOnly);
      if (me.is_auth !== IS_AUTH.verified) throw forbidden(COMPETITION_MESSAGES.pleaseAuthenticate);
      const entry = await receive(request, me.id);
      let kept = false;
      try {
        const kind = sniffVideo(await readHead(entry.upload.absolute));
        if (!kind) throw badRequest(COMPETITION_MESSAGES.badType);
        const probed = await probeVideo(entry.upload.absolute);
        if (!probed) throw badRequest(COMPETITION_MESSAGES.corrupt);
        if (probed.duration < COMPETITION_LIMITS.minSeconds) throw badRequest(COMPETITION_MESSAGES.tooShort);
        if (probed.duration > COMPETITION_LIMITS.maxSeconds) throw badRequest(COMPETITION_MESSAGES.tooLong);
        const at = now();
        const row = await app.db.transaction().execute(async (trx) => {
          if (entry.replaces !== undefined) {
            await trx
              .deleteFrom('competition_entries')
              .where('id', '=', entry.replaces)
              .where('state', 'in', REPLACEABLE)
              .execute();
          }
          const inserted = await trx
            .insertInto('competition_entries')
            .values({
              competition_id: entry.competitionId,
              user_id: me.id,
              title: entry.title,
              description: entry.description,
              state: 'transcoding',
              source_path: entry.upload.relative,
              bytes: entry.bytes,
              duration: Math.round(probed.duration),
              created_at: at,
              updated_at: at,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('transcode_jobs')
            .values({ entry_id: inserted.id, state: 'queued', progress: 0, created_at: at })
            .execute();
          return inserted;
        });
        kept = true;
        // a rejected entry's HLS output goes with it (its queue row stays, decided, for the record)
        if (entry.replaces !== undefined) await files.remove(files.outputDir(entry.replaces));
        worker.wake();
        const mine: MyCompetitionEntry = await repo.asOwnerSees(row);
        return { code: 1 as const, result: mine, message: COMPETITION_MESSAGES.submitted };
      } catch (error) {
        // two submissions at once: the unique index lets one in
        if (!(error instanceof AppError) && /unique|duplicate/i.test(String((error as Error).message)))
          throw new AppError(409, COMPETITION_MESSAGES.alreadyEntered);
        throw error;
      } finally {
        if (!kept) await files.remove(entry.upload.absolute);
      }
    },
  );

  app.get<{ Params: { id: string; file: string } }>(
    '/media/competition/entry/:id/:file',
    {
      schema: {
        tags,
        summary: '参赛作品的HLS播放列表与分片（通过审核后公开；此前仅上传者本人可看）',
        params: {
          type: 'object',
          properties: {
            id: { type: 'string', description: '作品id' },
            file: { type: 'string', description: 'index.m3u8 或 segNNN.ts' },
          },
          required: ['id', 'file'],
        },
        response: { 404: notFoundSchema },
      },
    },
    async (request, reply) => {
      const missing = () => reply.code(404).send({ code: 404, message: '资源不存在' });
      const { id, file } = request.params;
      if (!/^[1-9]\d{0,9}$/.test(id) || !SERVED_FILE.test(file)) return missing();
      const entryId = Number(id);
      if (entryId > 2_147_483_647) return missing();
      const viewer = await request.sessionUser();
      let access = await repo.playable(entryId, viewer?.id ?? null);
      // a moderator watches a pending entry before deciding on it
      if (access === 'denied' && viewer && moderators.size > 0) {
        const row = await app.db
          .selectFrom('users')
          .select('mobile')
          .where('id', '=', viewer.id)
          .executeTakeFirst();
        if (row && moderators.has(row.mobile) && (await repo.transcoded(entryId))) access = 'private';
      }
      if (access === 'denied') return missing();
      const absolute = `${files.outputDir(entryId)}/${file}`;
      const stat = await fs.stat(absolute).catch(() => null);
      if (!stat?.isFile()) return missing();
      return reply
        .header('Content-Type', file.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
        .header('Content-Length', String(stat.size))
        .header('Cache-Control', access === 'public' ? 'public, max-age=3600' : 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(createReadStream(absolute));
    },
  );
}
