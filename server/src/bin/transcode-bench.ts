import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { probeVideo, transcodeToHls } from '../media/ffmpeg';
import { makeClip } from '../test-support/video-clips';

/**
 * How long the competition transcode (`transcodeToHls`, what the worker runs) takes for a clip
 * of `--seconds` (60 by default) at `--size` (1280x720, 30 fps, with sound), on this machine:
 *
 *     pnpm --filter @portal/server transcode-bench [--seconds 60] [--size 1920x1080]
 */
async function main() {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
  };
  const seconds = Number(option('seconds', '60'));
  const size = option('size', '1280x720');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'transcode-bench-'));
  try {
    const source = path.join(dir, 'source.mp4');
    await makeClip(source, seconds, { size, rate: 30 });
    const probed = await probeVideo(source);
    if (!probed) throw new Error('the generated clip does not probe');
    const out = path.join(dir, 'out');
    await fs.mkdir(out);
    let updates = 0;
    const started = process.hrtime.bigint();
    await transcodeToHls(source, out, { duration: probed.duration, onProgress: () => updates++ });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const segments = (await fs.readdir(out)).filter((f) => f.endsWith('.ts')).length;
    const sourceBytes = (await fs.stat(source)).size;
    console.log(
      `transcoded ${probed.duration.toFixed(1)} s of ${size} (${(sourceBytes / 1e6).toFixed(1)} MB) to HLS in ` +
        `${(ms / 1000).toFixed(1)} s (${(probed.duration / (ms / 1000)).toFixed(2)}× real time), ` +
        `${segments} segments, ${updates} progress updates, ${os.cpus().length} cores`,
    );
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
