import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type MigrationProvider, sql } from 'kysely';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../db/database';
import type { Dialect } from '../db/dialect';
import { backupName } from './backup';
import { BACKUPS_DIR, copyDataFile, isHidden, syncFile } from './data-files';
import {
  BackupError,
  type BackupFile,
  type BackupManifest,
  DATABASE_FILE,
  FILES_DIR,
  readManifest,
  verifyBackup,
} from './manifest';
import { restorePostgres, tableCount, withoutPassword } from './postgres-tools';

/**
 * Restores a backup (`takeBackup`'s folder) into a data folder and, for a PostgreSQL backup, into
 * a database. It writes only into a new or empty target unless told `force`, checks every file
 * against the manifest before it writes anything, and builds the restored data aside (a hidden
 * folder inside the target, the database in one transaction) before it moves it into place, so a
 * failed restore leaves the target as it was. The restored database is migrated to this code's
 * latest migration, as the server would on its start.
 */

export interface RestoreOptions {
  /** the backup's folder */
  from: string;
  /** the data folder to restore into (its SQLite database, `portal.db`, and its files) */
  dataDir: string;
  /** a PostgreSQL backup's target database */
  databaseUrl?: string;
  /**
   * restore over existing data: the data folder's former contents are moved aside (never deleted),
   * a PostgreSQL target's public schema is emptied in the restoring transaction
   */
  force?: boolean;
  /** the migrations of this code (`areas/migrations.ts`), applied after the restore */
  migrations: (dialect: Dialect) => MigrationProvider;
  now?: () => Date;
}

export interface RestoreResult {
  manifest: BackupManifest;
  dataDir: string;
  /** the SQLite file, or the PostgreSQL address without its password */
  database: string;
  /** where the data folder's former contents went (`force`), or null */
  movedAside: string | null;
  /** the PostgreSQL target's tables that `force` replaced */
  replacedTables: number;
  /** the latest migration after the restore */
  migration: string | null;
  took: { verifyMs: number; restoreMs: number; totalMs: number };
}

const SQLITE_FILE = 'portal.db';

/** the data folder's entries a restore would replace: all but hidden ones and the backups */
function dataEntries(dataDir: string): string[] {
  if (!fs.existsSync(dataDir)) return [];
  if (!fs.statSync(dataDir).isDirectory()) throw new BackupError(`恢复目标 ${dataDir} 不是目录`);
  return fs
    .readdirSync(dataDir)
    .filter((name) => !isHidden(name) && name !== BACKUPS_DIR)
    .sort();
}

async function latestMigration(handle: DatabaseHandle): Promise<string | null> {
  const result = await sql<{
    name: string;
  }>`SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(handle.db);
  return result.rows[0]?.name ?? null;
}

async function migrate(
  handle: DatabaseHandle,
  migrations: RestoreOptions['migrations'],
): Promise<string | null> {
  try {
    await migrateToLatest(handle, migrations);
  } catch (error) {
    throw new BackupError(`恢复后的数据库迁移失败：${(error as Error).message}`);
  }
  return latestMigration(handle);
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const now = options.now ?? (() => new Date());
  const started = performance.now();
  const from = path.resolve(options.from);
  const dataDir = path.resolve(options.dataDir);
  const manifest = readManifest(from);
  const force = options.force ?? false;

  // a backup from a newer portal has migrations this code does not know: its server could not run it
  const known = Object.keys(await options.migrations(manifest.kind).getMigrations());
  const latest = manifest.migration.latest;
  if ((latest !== null && !known.includes(latest)) || manifest.migration.applied > known.length)
    throw new BackupError(
      `备份的数据库结构（迁移 ${latest ?? '无'}）比本程序新：请用写出这个备份的门户版本或更新的版本恢复`,
    );

  if (manifest.kind === 'sqlite' && options.databaseUrl)
    throw new BackupError(
      '这是 SQLite 的备份，但当前指定了 PostgreSQL 数据库（DATABASE_URL）：服务器会用 PostgreSQL，不会读恢复出的 SQLite 文件。取消 DATABASE_URL 后再恢复',
    );
  const url = manifest.kind === 'postgres' ? options.databaseUrl : undefined;
  if (manifest.kind === 'postgres' && !url)
    throw new BackupError(
      '这是 PostgreSQL 的备份：用 DATABASE_URL 或 --database-url 指定要恢复到的（空）数据库',
    );
  const tables = url ? await tableCount(url) : 0;
  if (url && tables > 0 && !force)
    throw new BackupError(
      `目标数据库 ${withoutPassword(url)} 已有 ${tables} 张表：恢复只写入空数据库，不覆盖已有数据。` +
        '请新建一个空数据库再恢复；确要替换其中的全部数据，加 --force（在同一个事务中先清空 public 模式）',
    );
  const existing = dataEntries(dataDir);
  if (existing.length > 0 && !force)
    throw new BackupError(
      `目标数据目录 ${dataDir} 不是空的（有 ${existing.slice(0, 5).join('、')}${existing.length > 5 ? ' 等' : ''}）：` +
        '恢复只写入新的或空的目录，不覆盖已有数据。请换一个目录；确要替换，先停止服务器，再加 --force（原有内容会移到旁边的文件夹，不删除）',
    );

  await verifyBackup(from, manifest);
  const verified = performance.now();

  const createdDataDir = !fs.existsSync(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const staging = path.join(dataDir, `.restoring-${randomBytes(4).toString('hex')}`);
  fs.mkdirSync(staging);
  let migration: string | null;
  try {
    const copyChecked = async (fromDir: string, rel: string, expected: BackupFile) => {
      const copied = await copyDataFile(fromDir, staging, rel, true);
      if (!copied || copied.sha256 !== expected.sha256 || copied.bytes !== expected.bytes)
        throw new BackupError(`恢复中复制 ${rel} 出错（复制后的内容与清单不符），未做任何恢复`);
    };
    for (const file of manifest.files.list) await copyChecked(path.join(from, FILES_DIR), file.path, file);
    if (url) {
      await restorePostgres(url, path.join(from, DATABASE_FILE.postgres), force && tables > 0);
      const handle = openDatabase({ kind: 'postgres', url, poolSize: 2 });
      try {
        migration = await migrate(handle, options.migrations);
      } finally {
        await handle.close();
      }
    } else {
      await copyChecked(from, DATABASE_FILE.sqlite, manifest.database);
      const file = path.join(staging, SQLITE_FILE);
      const handle = openDatabase({ kind: 'sqlite', file });
      try {
        const check = await sql<{ quick_check: string }>`pragma quick_check`.execute(handle.db);
        const verdict = check.rows.map((r) => Object.values(r)[0]).join('；');
        if (verdict !== 'ok') throw new BackupError(`恢复出的数据库没有通过检查：${verdict}`);
        migration = await migrate(handle, options.migrations);
      } finally {
        await handle.close();
      }
    }
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    if (createdDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  let movedAside: string | null = null;
  if (existing.length > 0) {
    const base = `${dataDir}.before-restore-${backupName(now()).replace('portal-backup-', '')}`;
    movedAside = base;
    for (let n = 2; fs.existsSync(movedAside); n += 1) movedAside = `${base}-${n}`;
    fs.mkdirSync(movedAside);
    for (const name of existing) fs.renameSync(path.join(dataDir, name), path.join(movedAside, name));
  }
  // the database last: a data folder that has it has everything it refers to
  const staged = fs
    .readdirSync(staging)
    .sort((a, b) => Number(a === SQLITE_FILE) - Number(b === SQLITE_FILE));
  for (const name of staged) fs.renameSync(path.join(staging, name), path.join(dataDir, name));
  fs.rmdirSync(staging);
  await syncFile(dataDir);

  const done = performance.now();
  return {
    manifest,
    dataDir,
    database: url ? withoutPassword(url) : path.join(dataDir, SQLITE_FILE),
    movedAside,
    replacedTables: url && force ? tables : 0,
    migration,
    took: {
      verifyMs: Math.round(verified - started),
      restoreMs: Math.round(done - verified),
      totalMs: Math.round(done - started),
    },
  };
}
