import { execFile, spawnSync } from 'node:child_process';
import { FFMPEG, FFPROBE } from '../media/ffmpeg';

/** whether ffmpeg and ffprobe run here (`scripts/ensure-ffmpeg.sh` installs them) */
export const HAVE_FFMPEG =
  spawnSync(FFMPEG, ['-version'], { stdio: 'ignore' }).status === 0 &&
  spawnSync(FFPROBE, ['-version'], { stdio: 'ignore' }).status === 0;

export const NO_FFMPEG_MESSAGE =
  'ffmpeg/ffprobe not found: run `sudo bash scripts/ensure-ffmpeg.sh` (Debian package ffmpeg); the video tests are skipped';

/**
 * Writes a generated clip (ffmpeg's lavfi test pattern and a tone) of `seconds` to `file`: small by
 * default (160×120, 10 fps), so a test makes one in a fraction of a second.
 */
export function makeClip(
  file: string,
  seconds: number,
  options: { size?: string; rate?: number; format?: 'mp4' | 'webm'; audio?: boolean } = {},
): Promise<void> {
  const size = options.size ?? '160x120';
  const rate = options.rate ?? 10;
  const audio = options.audio ?? true;
  const codec =
    options.format === 'webm'
      ? ['-c:v', 'libvpx', '-deadline', 'realtime', ...(audio ? ['-c:a', 'libopus'] : [])]
      : ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', ...(audio ? ['-c:a', 'aac'] : [])];
  return new Promise((resolve, reject) => {
    execFile(
      FFMPEG,
      [
        '-hide_banner',
        '-nostdin',
        '-y',
        '-f',
        'lavfi',
        '-i',
        `testsrc=size=${size}:rate=${rate}`,
        ...(audio ? ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'] : []),
        '-t',
        String(seconds),
        ...codec,
        ...(audio ? ['-shortest'] : []),
        file,
      ],
      { timeout: 120_000 },
      (error, _stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve()),
    );
  });
}
