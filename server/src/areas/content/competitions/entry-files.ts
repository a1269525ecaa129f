import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { resolveDataDir } from '../../../paths';

/**
 * Where competition videos live under the data folder:
 * `<dataDir>/competition/uploads/<random>.upload` (the video as sent, until transcoded) and
 * `<dataDir>/competition/entries/<entryId>/index.m3u8` + `segNNN.ts` (the HLS output, renamed
 * into place whole once ffmpeg is done, so nothing half-written is ever served).
 */
export function entryFiles(dataDir = resolveDataDir()) {
  const root = path.join(dataDir, 'competition');
  const uploads = path.join(root, 'uploads');
  const entries = path.join(root, 'entries');
  return {
    root,
    /** a fresh name for an upload on its way in */
    async newUpload(): Promise<{ relative: string; absolute: string }> {
      await fs.mkdir(uploads, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.upload`;
      return { relative: path.join('uploads', name), absolute: path.join(uploads, name) };
    },
    absolute: (relative: string) => path.join(root, relative),
    outputDir: (entryId: number) => path.join(entries, String(entryId)),
    /** a fresh folder beside the output for ffmpeg to write into */
    async workDir(entryId: number): Promise<string> {
      await fs.mkdir(entries, { recursive: true });
      const dir = path.join(entries, `.work-${entryId}-${randomBytes(4).toString('hex')}`);
      await fs.mkdir(dir);
      return dir;
    },
    /** moves a finished work folder to the entry's output (replacing an earlier one) */
    async publish(workDir: string, entryId: number): Promise<void> {
      const target = path.join(entries, String(entryId));
      await fs.rm(target, { recursive: true, force: true });
      await fs.rename(workDir, target);
    },
    remove: (absolute: string) => fs.rm(absolute, { recursive: true, force: true }),
  };
}

export type EntryFiles = ReturnType<typeof entryFiles>;

/** the files of an entry's output a request may name: nothing else below the folder is reachable */
export const SERVED_FILE = /^(index\.m3u8|seg\d{3,5}\.ts)$/;
