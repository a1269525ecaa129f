import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { DatabaseConfig } from '../db/database';
import { BACKUPS_DIR, copyDataFile, listDataFiles, sqliteFileNames, syncFile } from './data-files';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  type BackupFile,
  type BackupManifest,
  DATABASE_FILE,
  FILES_DIR,
  hashFile,
  MANIFEST_FILE,
} from './manifest';
import { dumpPostgres } from './postgres-tools';

/**
 * An online backup: the database first, as one consistent snapshot taken while the server goes on
 * writing (SQLite's online backup API; `pg_dump` in an exported snapshot), then the data folder's
 * files. In that order every file the snapshot refers to is already on disk when the files are
 * copied: uploads are named by their content, renamed into place whole before their row is
 * written, and never deleted. Files that came after the snapshot are copied too, unreferenced and
 * harmless.
 */

export interface BackupOptions {
  /** the database the server's settings name (`databaseSettings`) */
  database: DatabaseConfig;
  /** the data folder whose files go with it */
  dataDir: string;
  /** the folder the backup is written into (one sub-folder per backup) */
  to: string;
  now?: () => Date;
}

export interface BackupResult {
  /** the backup's folder */
  dir: string;
  manifest: BackupManifest;
}

/** every page in one step: see `snapshotSqlite` */
const ALL_PAGES = 0x7fffffff;

const pad = (n: number) => String(n).padStart(2, '0');

/** `portal-backup-20260520-083000`: the local time, sortable */
export function backupName(at: Date): string {
  const day = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `portal-backup-${day}-${time}`;
}

/** the migrations applied in a SQLite database */
function sqliteMigrations(db: SQLite.Database): { latest: string | null; applied: number } {
  const table = db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'`)
    .get();
  if (!table)
    throw new BackupError('这个数据库不是门户的数据库（没有 kysely_migration 表）：检查 PORTAL_DATA_DIR');
  const names = db.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all() as string[];
  return { latest: names.at(-1) ?? null, applied: names.length };
}

/**
 * A consistent copy of the SQLite database at `source` in `target`, through the online backup API
 * on a connection of its own. The whole database is copied in one step: the step holds a read
 * transaction, which in WAL mode the server's writers do not wait for, and it sees one snapshot.
 * (Copied in small steps, as by default, every write the server makes between two steps restarts
 * the copy, and under steady writing it may never finish.) The copy is then made a standalone file
 * (rollback journal, not WAL) and checked.
 */
async function snapshotSqlite(
  source: string,
  target: string,
): Promise<{ latest: string | null; applied: number }> {
  if (!fs.existsSync(source))
    throw new BackupError(
      `找不到 SQLite 数据库文件 ${source}：检查 PORTAL_DATA_DIR（或用 --data-dir 指定数据目录）`,
    );
  let db: SQLite.Database;
  try {
    db = new SQLite(source, { fileMustExist: true });
  } catch (error) {
    throw new BackupError(`无法打开数据库 ${source}：${(error as Error).message}`);
  }
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(target, { progress: () => ALL_PAGES });
  } catch (error) {
    throw new BackupError(`数据库备份失败：${(error as Error).message}`);
  } finally {
    db.close();
  }
  const copy = new SQLite(target);
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok')
      throw new BackupError(`备份出的数据库没有通过检查（${String(check)}）：原数据库可能已损坏`);
    return sqliteMigrations(copy);
  } finally {
    copy.close();
  }
}

export async function takeBackup(options: BackupOptions): Promise<BackupResult> {
  const now = options.now ?? (() => new Date());
  const started = performance.now();
  const to = path.resolve(options.to);
  const dataDir = path.resolve(options.dataDir);
  if (to === dataDir)
    throw new BackupError(
      `备份目录不能就是数据目录 ${dataDir}：用 --to 指定另一个目录（默认 ${path.join(dataDir, BACKUPS_DIR)}）`,
    );
  try {
    fs.mkdirSync(to, { recursive: true });
  } catch (error) {
    throw new BackupError(`无法创建备份目录 ${to}：${(error as Error).message}`);
  }
  const createdAt = now();
  const base = backupName(createdAt);
  let name = base;
  for (let n = 2; fs.existsSync(path.join(to, name)); n += 1) name = `${base}-${n}`;
  // written aside and renamed when whole: a folder with this name is always a complete backup
  const staging = path.join(to, `.${name}.partial-${randomBytes(4).toString('hex')}`);
  fs.mkdirSync(staging);
  try {
    const kind = options.database.kind;
    const databaseFile = path.join(staging, DATABASE_FILE[kind]);
    const migration =
      options.database.kind === 'sqlite'
        ? await snapshotSqlite(options.database.file, databaseFile)
        : await dumpPostgres(options.database.url, databaseFile);
    await syncFile(databaseFile);
    const database: BackupFile = { path: DATABASE_FILE[kind], ...(await hashFile(databaseFile)) };
    const databaseDone = performance.now();

    const skip = new Set([BACKUPS_DIR]);
    if (options.database.kind === 'sqlite' && path.dirname(path.resolve(options.database.file)) === dataDir)
      for (const n of sqliteFileNames(options.database.file)) skip.add(n);
    // a backup folder inside the data folder is not backed up into itself
    const toInData = path.relative(dataDir, to);
    if (toInData && !toInData.startsWith('..') && !path.isAbsolute(toInData))
      skip.add(toInData.split(path.sep)[0]!);
    const list: BackupFile[] = [];
    const filesDir = path.join(staging, FILES_DIR);
    fs.mkdirSync(filesDir);
    for (const rel of listDataFiles(dataDir, skip)) {
      const copied = await copyDataFile(dataDir, filesDir, rel, true);
      if (copied) list.push(copied);
    }
    const filesDone = performance.now();

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      kind,
      createdAt: createdAt.toISOString(),
      migration,
      database,
      files: { count: list.length, bytes: list.reduce((sum, f) => sum + f.bytes, 0), list },
      took: {
        databaseMs: Math.round(databaseDone - started),
        filesMs: Math.round(filesDone - databaseDone),
        totalMs: Math.round(performance.now() - started),
      },
    };
    const manifestFile = path.join(staging, MANIFEST_FILE);
    fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    await syncFile(manifestFile);
    const dir = path.join(to, name);
    fs.renameSync(staging, dir);
    await syncFile(to);
    return { dir, manifest };
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
