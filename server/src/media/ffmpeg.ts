import { execFile, spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

/**
 * What the server asks of ffmpeg and ffprobe (the Debian package `ffmpeg`, installed by
 * `scripts/ensure-ffmpeg.sh`): the kind of a video by its first bytes, its duration, and a transcode
 * to HLS that reports its progress. `PORTAL_FFMPEG` and `PORTAL_FFPROBE` name other binaries.
 */

export const FFMPEG = process.env.PORTAL_FFMPEG || 'ffmpeg';
export const FFPROBE = process.env.PORTAL_FFPROBE || 'ffprobe';

export type VideoKind = 'mp4' | 'webm' | 'avi';

/** the box types an ISO media file (MP4, MOV, M4V, 3GP) may begin with */
const ISO_BOXES = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/**
 * The container the bytes say, or null: ISO base media (MP4/MOV: a box type at offset 4), Matroska
 * or WebM (EBML magic 1A 45 DF A3), AVI ('RIFF' … 'AVI '). A name or a declared type says nothing.
 */
export function sniffVideo(head: Buffer): VideoKind | null {
  if (head.length >= 12) {
    const box = head.toString('latin1', 4, 8);
    if (ISO_BOXES.has(box)) return 'mp4';
    if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'AVI ') return 'avi';
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  return null;
}

/** the first `n` bytes of a file */
export async function readHead(file: string, n = 64): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(n);
    const { bytesRead } = await handle.read(buffer, 0, n, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export interface ProbedVideo {
  /** seconds */
  duration: number;
  width: number;
  height: number;
}

/** The duration and size of a file's first video stream, or null when ffprobe finds none (or fails). */
export function probeVideo(file: string, timeoutMs = 30_000): Promise<ProbedVideo | null> {
  return new Promise((resolve) => {
    execFile(
      FFPROBE,
      [
        '-v',
        'error',
        '-show_entries',
        'format=duration:stream=codec_type,width,height,duration',
        '-of',
        'json',
        file,
      ],
      { timeout: timeoutMs, maxBuffer: 1024 * 1024 },
      (error, stdout) => {
        if (error) return resolve(null);
        try {
          const info = JSON.parse(stdout) as {
            format?: { duration?: string };
            streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
          };
          const video = info.streams?.find((s) => s.codec_type === 'video');
          const duration = Number(info.format?.duration ?? video?.duration);
          if (!video || !Number.isFinite(duration) || duration <= 0) return resolve(null);
          resolve({ duration, width: video.width ?? 0, height: video.height ?? 0 });
        } catch {
          resolve(null);
        }
      },
    );
  });
}

/** whether ffmpeg and ffprobe answer at all (tests skip with a message only when they cannot) */
export function ffmpegAvailable(): Promise<boolean> {
  const answers = (bin: string) =>
    new Promise<boolean>((resolve) => execFile(bin, ['-version'], { timeout: 10_000 }, (e) => resolve(!e)));
  return Promise.all([answers(FFMPEG), answers(FFPROBE)]).then((both) => both.every(Boolean));
}

export interface TranscodeOptions {
  /** seconds of the source, to turn ffmpeg's out_time into a share */
  duration: number;
  /** 0–1 as ffmpeg goes */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Transcodes `source` into an HLS VOD playlist `index.m3u8` with `segNNN.ts` segments in `outDir`:
 * H.264 (at most 1280 wide, even sizes, yuv420p) and AAC, 4-second segments. ffmpeg writes its
 * progress as key=value lines to stdout (`-progress pipe:1`); `out_time_us` over the duration is
 * the share. Rejects with ffmpeg's last lines when it fails, or when aborted.
 */
export function transcodeToHls(source: string, outDir: string, options: TranscodeOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      FFMPEG,
      [
        '-hide_banner',
        '-nostdin',
        '-y',
        '-i',
        source,
        '-map',
        '0:v:0',
        '-map',
        '0:a:0?',
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-pix_fmt',
        'yuv420p',
        '-vf',
        "scale='trunc(min(1280,iw)/2)*2':-2",
        // a key frame every 2 s so the 4-second segments cut cleanly
        '-force_key_frames',
        'expr:gte(t,n_forced*2)',
        '-c:a',
        'aac',
        '-b:a',
        '128k',
        '-ac',
        '2',
        '-threads',
        '2',
        '-f',
        'hls',
        '-hls_time',
        '4',
        '-hls_playlist_type',
        'vod',
        '-hls_segment_filename',
        path.join(outDir, 'seg%03d.ts'),
        '-progress',
        'pipe:1',
        '-nostats',
        path.join(outDir, 'index.m3u8'),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const onAbort = () => child.kill('SIGKILL');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    const lines = readline.createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const [key, value] = line.split('=', 2);
      if ((key === 'out_time_us' || key === 'out_time_ms') && options.onProgress && options.duration > 0) {
        // both are microseconds (out_time_ms is misnamed by ffmpeg)
        const seconds = Number(value) / 1_000_000;
        if (Number.isFinite(seconds) && seconds >= 0)
          options.onProgress(Math.min(1, seconds / options.duration));
      } else if (key === 'progress' && value === 'end') {
        options.onProgress?.(1);
      }
    });
    child.on('error', (error) => {
      options.signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.on('close', (code, signal) => {
      options.signal?.removeEventListener('abort', onAbort);
      if (code === 0) return resolve();
      const last = stderr.trim().split('\n').slice(-3).join(' | ');
      reject(new Error(`ffmpeg ${signal ? `killed by ${signal}` : `exited ${code}`}: ${last}`));
    });
  });
}
