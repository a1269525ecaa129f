import fs from 'node:fs';
import path from 'node:path';
import { type BackupFile, hashFile } from './manifest';

/**
 * The data folder's files beside the database: the uploaded pictures (`uploads/`), the competition
 * videos (`competition/`) and whatever an area keeps there later. Every entry is taken except the
 * database's own files, the backups and hidden names: those are work in progress (an upload written
 * aside before its rename, `.x.tmp`; a transcode's `.work-…` folder, a restore's staging folder).
 */

/** the backups' default place, `<dataDir>/backups`: never part of a backup, never replaced by a restore */
export const BACKUPS_DIR = 'backups';

export const isHidden = (name: string) => name.startsWith('.');

/** the SQLite database's files (`portal.db`, its WAL, shared memory and journal) */
export function sqliteFileNames(file: string): string[] {
  const base = path.basename(file);
  return [base, `${base}-wal`, `${base}-shm`, `${base}-journal`];
}

/**
 * The files below `dataDir` a backup takes, as `/`-separated paths, in a stable order. `skip`: the
 * top-level names left out besides the hidden ones.
 */
export function listDataFiles(dataDir: string, skip: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const walk = (dir: string, prefix: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      // a folder removed meanwhile (a competition entry replaced) has nothing left to take
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (isHidden(entry.name) || (prefix === '' && skip.has(entry.name))) continue;
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), rel);
      else if (entry.isFile()) found.push(rel);
    }
  };
  walk(dataDir, '');
  return found;
}

/**
 * Copies `rel` from `fromDir` to `toDir` and answers what was written (size, SHA-256 of the copy),
 * or null when the file was gone (a competition upload removed once transcoded). `durable`: the
 * copy is on disk when this answers (fsync), as a backup must be before it says it is done.
 */
export async function copyDataFile(
  fromDir: string,
  toDir: string,
  rel: string,
  durable: boolean,
): Promise<BackupFile | null> {
  const parts = rel.split('/');
  const source = path.join(fromDir, ...parts);
  const target = path.join(toDir, ...parts);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  try {
    await fs.promises.copyFile(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (durable) await syncFile(target);
  return { path: rel, ...(await hashFile(target)) };
}

/** flushes a file (or a folder's entries) to disk */
export async function syncFile(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
