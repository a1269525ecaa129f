import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * A backup is one folder: `manifest.json`, the database (`portal.db`, a SQLite file, or
 * `portal.pgdump`, `pg_dump --format=custom`) and `files/`, the data folder's files (the uploaded
 * pictures, competition videos) under their paths in the data folder. The manifest names every file
 * with its size and SHA-256, so a restore can tell a whole backup from a damaged one before it
 * writes anything.
 */

export const MANIFEST_FILE = 'manifest.json';
export const FILES_DIR = 'files';
export const BACKUP_FORMAT = 'portal-backup';
export const BACKUP_FORMAT_VERSION = 1;

export type BackupKind = 'sqlite' | 'postgres';

export const DATABASE_FILE: Record<BackupKind, string> = {
  sqlite: 'portal.db',
  postgres: 'portal.pgdump',
};

export interface BackupFile {
  /** below the backup folder (the database) or below `files/` (a data file), with `/` separators */
  path: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  kind: BackupKind;
  /** when the database's snapshot was taken (ISO 8601, UTC) */
  createdAt: string;
  /** the migrations applied in the snapshot: the schema's version */
  migration: { latest: string | null; applied: number };
  database: BackupFile;
  files: { count: number; bytes: number; list: BackupFile[] };
  took: { databaseMs: number; filesMs: number; totalMs: number };
}

/** a refusal or failure the operator reads: the message is the whole story, in Chinese */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** size and SHA-256 of a file, read as a stream (a database dump may not fit in memory) */
export async function hashFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(fs.createReadStream(file), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      bytes += chunk.length;
      hash.update(chunk);
    }
  });
  return { bytes, sha256: hash.digest('hex') };
}

/**
 * A path a manifest may name: relative, `/`-separated, no `.`/`..` segment. A manifest is read from
 * a folder the operator points at; one edited to say `../../etc/x` must not make a restore write
 * outside its target.
 */
export function isSafeRelativePath(p: string): boolean {
  if (p === '' || p.startsWith('/') || p.includes('\\') || p.includes('\0')) return false;
  return p.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBackupFile(value: unknown): value is BackupFile {
  return (
    isRecord(value) &&
    typeof value.path === 'string' &&
    isSafeRelativePath(value.path) &&
    typeof value.bytes === 'number' &&
    Number.isInteger(value.bytes) &&
    value.bytes >= 0 &&
    typeof value.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(value.sha256)
  );
}

/** The manifest of the backup in `dir`, checked for shape; a clear refusal when it is not one. */
export function readManifest(dir: string): BackupManifest {
  if (!fs.existsSync(dir)) throw new BackupError(`备份目录不存在：${dir}`);
  if (!fs.statSync(dir).isDirectory())
    throw new BackupError(`不是备份目录：${dir}（需要 pnpm backup 写出的文件夹）`);
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file))
    throw new BackupError(
      `不是门户备份：${dir} 中没有 ${MANIFEST_FILE}（备份不完整，或不是 pnpm backup 写出的文件夹）`,
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new BackupError(`备份清单已损坏：${file} 不是有效的 JSON`);
  }
  const damaged = (what: string) => new BackupError(`备份清单已损坏：${file}（${what}）`);
  if (!isRecord(parsed) || parsed.format !== BACKUP_FORMAT) throw damaged('不是门户备份的清单');
  if (parsed.version !== BACKUP_FORMAT_VERSION)
    throw new BackupError(
      `备份格式版本 ${String(parsed.version)} 不受本程序支持（支持 ${BACKUP_FORMAT_VERSION}）：请用写出它的门户版本恢复`,
    );
  if (parsed.kind !== 'sqlite' && parsed.kind !== 'postgres') throw damaged('数据库类型无效');
  if (typeof parsed.createdAt !== 'string' || Number.isNaN(Date.parse(parsed.createdAt)))
    throw damaged('备份时间无效');
  const migration = parsed.migration;
  if (
    !isRecord(migration) ||
    !(migration.latest === null || typeof migration.latest === 'string') ||
    typeof migration.applied !== 'number'
  )
    throw damaged('迁移版本无效');
  if (!isBackupFile(parsed.database) || parsed.database.path !== DATABASE_FILE[parsed.kind])
    throw damaged('数据库文件的记录无效');
  const files = parsed.files;
  if (!isRecord(files) || !Array.isArray(files.list) || !files.list.every(isBackupFile))
    throw damaged('文件清单无效');
  const list = files.list as BackupFile[];
  if (files.count !== list.length) throw damaged('文件数与清单不符');
  if (new Set(list.map((f) => f.path)).size !== list.length) throw damaged('文件清单有重复项');
  return parsed as unknown as BackupManifest;
}

/**
 * Every file the manifest names is there with its size and SHA-256; a refusal naming the first
 * ones that are not. Reads the whole backup once.
 */
export async function verifyBackup(dir: string, manifest: BackupManifest): Promise<void> {
  const entries: { file: string; expected: BackupFile; label: string }[] = [
    {
      file: path.join(dir, manifest.database.path),
      expected: manifest.database,
      label: manifest.database.path,
    },
    ...manifest.files.list.map((f) => ({
      file: path.join(dir, FILES_DIR, ...f.path.split('/')),
      expected: f,
      label: `${FILES_DIR}/${f.path}`,
    })),
  ];
  const problems: string[] = [];
  for (const { file, expected, label } of entries) {
    if (!fs.existsSync(file)) {
      problems.push(`${label} 缺失`);
    } else {
      const actual = await hashFile(file);
      if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256)
        problems.push(`${label} 的大小或 SHA-256 与清单不符`);
    }
    if (problems.length >= 5) break;
  }
  if (problems.length > 0)
    throw new BackupError(`备份校验失败（备份已损坏或被改动），未做任何恢复：${problems.join('；')}`);
}
