/**
 * Takes an online backup of the portal's data: the database (SQLite's online backup API, or
 * pg_dump of PostgreSQL) and the data folder's files (uploads…), while the server keeps running.
 *
 *   pnpm backup [--to <folder>] [--data-dir <folder>] [--database-url <postgres://…>]
 *
 * Reads the server's settings (PORTAL_DATA_DIR, DATABASE_URL); the backup is one folder
 * `portal-backup-<date>-<time>` under --to (default `<dataDir>/backups`). Restore it with
 * `pnpm restore <folder>`.
 */
import path from 'node:path';
import { BACKUPS_DIR, BackupError, formatBytes, formatSeconds, takeBackup } from '../backup/index';
import { databaseSettings, resolveDataDir } from '../paths';

const USAGE = '用法: pnpm backup [--to 备份目录] [--data-dir 数据目录] [--database-url postgres://…]';

interface CliArgs {
  to?: string;
  dataDir?: string;
  databaseUrl?: string;
}

function parseArgs(argv: readonly string[]): CliArgs {
  const args: CliArgs = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (!v) throw new BackupError(`${flag} 需要一个值\n${USAGE}`);
      return v;
    };
    if (flag === '--to') args.to = value();
    else if (flag === '--data-dir') args.dataDir = value();
    else if (flag === '--database-url') args.databaseUrl = value();
    else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new BackupError(`未知参数: ${arg}\n${USAGE}`);
  }
  return args;
}

async function main(): Promise<void> {
  // `pnpm backup` runs in server/: relative paths mean the folder the operator typed them in
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const args = parseArgs(process.argv.slice(2));
  const env = {
    ...process.env,
    ...(args.dataDir ? { PORTAL_DATA_DIR: args.dataDir } : {}),
    ...(args.databaseUrl ? { DATABASE_URL: args.databaseUrl } : {}),
  };
  const dataDir = resolveDataDir(env);
  const database = databaseSettings(env);
  const to = path.resolve(args.to ?? path.join(dataDir, BACKUPS_DIR));
  console.log(
    `正在备份${database.kind === 'sqlite' ? ` SQLite 数据库 ${database.file}` : ' PostgreSQL 数据库'}，以及数据目录 ${dataDir} 中的文件…`,
  );
  const { dir, manifest } = await takeBackup({ database, dataDir, to });
  const { migration, files, took } = manifest;
  const folders = [...new Set(files.list.map((f) => f.path.split('/')[0]))];
  console.log(`备份完成：${dir}`);
  console.log(
    `  数据库（${manifest.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL，pg_dump 自定义格式'}）：${manifest.database.path}，${formatBytes(manifest.database.bytes)}；结构版本（迁移）${migration.latest ?? '无'}，共 ${migration.applied} 个`,
  );
  console.log(
    `  数据文件：${files.count} 个，${formatBytes(files.bytes)}${folders.length ? `（${folders.map((f) => `${f}/`).join('、')}）` : ''}`,
  );
  console.log(`  清单：manifest.json（每个文件的大小和 SHA-256）`);
  console.log(
    `  用时 ${formatSeconds(took.totalMs)}：数据库 ${formatSeconds(took.databaseMs)}，文件 ${formatSeconds(took.filesMs)}`,
  );
  console.log(`恢复：pnpm restore ${dir} --data-dir <新的数据目录>`);
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? `备份失败：${error.message}` : error);
  process.exit(1);
});
