import { randomBytes } from 'node:crypto';
import { COMPETITION_ENTRY_REVIEW_TYPE, competitionEntryPlaylist } from '@portal/api/rules/competitions';
import type { FastifyBaseLogger } from 'fastify';
import type { PortalDb } from '../../../db/database';
import { transcodeToHls } from '../../../media/ffmpeg';
import { createReviewQueue } from '../../../reviews/review-queue';
import type { EntryFiles } from './entry-files';

export interface TranscodeWorkerOptions {
  db: PortalDb;
  files: EntryFiles;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** a running job whose worker has not been heard of for this long is taken again (a dead process) */
  staleMs?: number;
  /** how often the running worker says it is alive */
  heartbeatMs?: number;
  /** how long an idle worker waits before it looks again (a submit wakes it at once) */
  idleMs?: number;
  /** a job taken this many times without finishing (it keeps killing its worker) fails */
  maxAttempts?: number;
}

type Claimed = { id: number; entryId: number; attempts: number };

/**
 * The background transcoder of competition entries: one loop in the server process, one job at a
 * time (this machine has 2 cores, and ffmpeg uses both). Jobs live in `transcode_jobs`, so they
 * survive a restart: a job left `running` by a process that died is taken again once its heartbeat
 * is older than `staleMs`; on a clean shutdown the running job goes back to `queued`. Several
 * server instances may run a worker each: a job is claimed by a conditional update, and a worker
 * that finds its claim gone (taken over) stops its ffmpeg.
 */
export function createTranscodeWorker(options: TranscodeWorkerOptions) {
  const { db, files, log } = options;
  const staleMs = options.staleMs ?? 30_000;
  const heartbeatMs = options.heartbeatMs ?? 2_000;
  const idleMs = options.idleMs ?? 1_000;
  const maxAttempts = options.maxAttempts ?? 3;
  const token = randomBytes(12).toString('hex');
  let running = false;
  let loop: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let wakeUp: (() => void) | null = null;
  let current: AbortController | null = null;

  const jobs = () => db.updateTable('transcode_jobs');

  /** the oldest job to take, claimed for this worker; null when there is none */
  async function claim(): Promise<Claimed | null> {
    for (;;) {
      const now = Date.now();
      const next = await db
        .selectFrom('transcode_jobs')
        .select(['id', 'entry_id', 'attempts'])
        .where((eb) =>
          eb.or([
            eb('state', '=', 'queued'),
            eb.and([eb('state', '=', 'running'), eb('heartbeat_at', '<', now - staleMs)]),
          ]),
        )
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!next) return null;
      const taken = await jobs()
        .set({ state: 'running', worker: token, heartbeat_at: now, attempts: next.attempts + 1 })
        .where('id', '=', next.id)
        .where((eb) =>
          eb.or([
            eb('state', '=', 'queued'),
            eb.and([eb('state', '=', 'running'), eb('heartbeat_at', '<', now - staleMs)]),
          ]),
        )
        .executeTakeFirst();
      // another worker took it between the two statements: look again
      if (Number(taken.numUpdatedRows) === 1)
        return { id: next.id, entryId: next.entry_id, attempts: next.attempts + 1 };
    }
  }

  async function fail(job: Claimed, reason: string) {
    await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('transcode_jobs')
        .set({ state: 'failed', error: reason.slice(0, 500), finished_at: Date.now() })
        .where('id', '=', job.id)
        .where('worker', '=', token)
        .where('state', '=', 'running')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return;
      await trx
        .updateTable('competition_entries')
        .set({ state: 'failed', updated_at: Date.now() })
        .where('id', '=', job.entryId)
        .where('state', '=', 'transcoding')
        .execute();
    });
  }

  async function run(job: Claimed): Promise<void> {
    const entry = await db
      .selectFrom('competition_entries')
      .select(['id', 'user_id', 'source_path', 'duration', 'state'])
      .where('id', '=', job.entryId)
      .executeTakeFirst();
    if (entry?.state !== 'transcoding' || !entry.source_path) {
      await fail(job, 'entry gone or not waiting for a transcode');
      return;
    }
    if (job.attempts > maxAttempts) {
      await fail(job, `gave up after ${maxAttempts} attempts`);
      await files.remove(files.absolute(entry.source_path));
      return;
    }
    const source = files.absolute(entry.source_path);
    const work = await files.workDir(entry.id);
    const abort = new AbortController();
    current = abort;
    let progress = 0;
    let written = 0;
    let lost = false;
    // says it is alive (with the progress) until done; a claim gone means another worker has it
    const beat = setInterval(() => {
      void jobs()
        .set({ heartbeat_at: Date.now(), progress })
        .where('id', '=', job.id)
        .where('worker', '=', token)
        .where('state', '=', 'running')
        .executeTakeFirst()
        .then((r) => {
          written = progress;
          if (Number(r.numUpdatedRows) === 0) {
            lost = true;
            abort.abort();
          }
        })
        .catch(() => undefined);
    }, heartbeatMs);
    beat.unref();
    const started = Date.now();
    try {
      await transcodeToHls(source, work, {
        duration: Number(entry.duration),
        signal: abort.signal,
        onProgress: (fraction) => {
          // never 100 before the playlist is in place
          progress = Math.min(99, Math.floor(fraction * 100));
          if (progress - written >= 5) {
            written = progress;
            void jobs()
              .set({ progress, heartbeat_at: Date.now() })
              .where('id', '=', job.id)
              .where('worker', '=', token)
              .execute()
              .catch(() => undefined);
          }
        },
      });
    } catch (error) {
      clearInterval(beat);
      current = null;
      await files.remove(work);
      // stopped (shutdown) or taken over: the job is someone else's now, or queued again by stop()
      if (abort.signal.aborted || lost) return;
      log?.warn({ err: error, jobId: job.id, entryId: entry.id }, 'transcode failed');
      await fail(job, (error as Error).message);
      await files.remove(source);
      return;
    }
    clearInterval(beat);
    current = null;
    await files.publish(work, entry.id);
    const finished = await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('transcode_jobs')
        .set({ state: 'done', progress: 100, finished_at: Date.now() })
        .where('id', '=', job.id)
        .where('worker', '=', token)
        .where('state', '=', 'running')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      const entryMoved = await trx
        .updateTable('competition_entries')
        .set({
          state: 'pending',
          video_url: competitionEntryPlaylist(entry.id),
          source_path: '',
          updated_at: Date.now(),
        })
        .where('id', '=', entry.id)
        .where('state', '=', 'transcoding')
        .executeTakeFirst();
      if (Number(entryMoved.numUpdatedRows) !== 1) return false;
      // transcoded: now it waits for a moderator
      await createReviewQueue(trx).enqueue({
        userId: entry.user_id,
        contentType: COMPETITION_ENTRY_REVIEW_TYPE,
        contentId: entry.id,
      });
      return true;
    });
    if (finished) {
      await files.remove(source);
      log?.info({ jobId: job.id, entryId: entry.id, ms: Date.now() - started }, 'transcoded');
    }
  }

  async function work() {
    while (running) {
      let job: Claimed | null = null;
      try {
        job = await claim();
        if (job) await run(job);
      } catch (error) {
        // the database went away for a moment, a file could not be written…: try again after a pause
        log?.error({ err: error, jobId: job?.id }, 'transcode worker');
        job = null;
      }
      if (!running) break;
      if (!job) {
        await new Promise<void>((resolve) => {
          wakeUp = resolve;
          timer = setTimeout(resolve, idleMs);
          timer.unref();
        });
        wakeUp = null;
      }
    }
  }

  return {
    token,
    start() {
      if (running) return;
      running = true;
      loop = work();
    },
    /** a job was queued: look now rather than after the idle pause */
    wake() {
      if (timer) clearTimeout(timer);
      wakeUp?.();
    },
    /** stops the loop; the job it was running goes back to the queue for the next start */
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      wakeUp?.();
      current?.abort();
      await loop;
      loop = null;
      await jobs()
        .set({ state: 'queued', worker: '', heartbeat_at: 0 })
        .where('worker', '=', token)
        .where('state', '=', 'running')
        .execute()
        .catch(() => undefined);
    },
  };
}

export type TranscodeWorker = ReturnType<typeof createTranscodeWorker>;
