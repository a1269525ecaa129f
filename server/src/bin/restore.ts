/**
 * Restores a backup written by `pnpm backup` into a new or empty data folder (and, for a PostgreSQL
 * backup, an empty database), checking every file against the backup's manifest first; the
 * restored database is migrated to this version's latest, ready for the server.
 *
 *   pnpm restore <backup folder> [--data-dir <folder>] [--database-url <postgres://…>] [--force]
 *
 * Targets default to the server's settings (PORTAL_DATA_DIR, DATABASE_URL). --force restores over
 * existing data (stop the server first): the data folder's former contents are moved aside, a
 * PostgreSQL database's public schema is replaced in the restoring transaction.
 */

import { migrationProvider } from '../areas/migrations';
import { BackupError, formatBytes, formatSeconds, restoreBackup } from '../backup/index';
import { resolveDataDir } from '../paths';

const USAGE = '用法: pnpm restore <备份目录> [--data-dir 数据目录] [--database-url postgres://…] [--force]';

interface CliArgs {
  from?: string;
  dataDir?: string;
  databaseUrl?: string;
  force: boolean;
}

function parseArgs(argv: readonly string[]): CliArgs {
  const args: CliArgs = { force: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (!v) throw new BackupError(`${flag} 需要一个值\n${USAGE}`);
      return v;
    };
    if (flag === '--data-dir') args.dataDir = value();
    else if (flag === '--database-url') args.databaseUrl = value();
    else if (flag === '--from') args.from = value();
    else if (flag === '--force') args.force = true;
    else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (!arg.startsWith('-') && !args.from) args.from = arg;
    else throw new BackupError(`未知参数: ${arg}\n${USAGE}`);
  }
  return args;
}

async function main(): Promise<void> {
  // `pnpm restore` runs in server/: relative paths mean the folder the operator typed them in
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const args = parseArgs(process.argv.slice(2));
  if (!args.from) throw new BackupError(`请指定要恢复的备份目录\n${USAGE}`);
  const dataDir = resolveDataDir(
    args.dataDir ? { ...process.env, PORTAL_DATA_DIR: args.dataDir } : process.env,
  );
  const databaseUrl = args.databaseUrl ?? process.env.DATABASE_URL;
  console.log(`正在校验备份 ${args.from} 并恢复到 ${dataDir}…`);
  const result = await restoreBackup({
    from: args.from,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    force: args.force,
    migrations: migrationProvider,
  });
  const { manifest, took } = result;
  console.log(`恢复完成：${result.dataDir}`);
  console.log(
    `  来自：${args.from}（${new Date(manifest.createdAt).toLocaleString('zh-CN', { hour12: false })} 的 ${manifest.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} 备份）`,
  );
  console.log(
    `  校验：数据库（${formatBytes(manifest.database.bytes)}）和 ${manifest.files.count} 个数据文件（${formatBytes(manifest.files.bytes)}）的 SHA-256 与清单一致`,
  );
  console.log(
    `  数据库：${result.database}；结构版本 ${result.migration ?? '无'}${result.migration !== manifest.migration.latest ? `（备份时 ${manifest.migration.latest ?? '无'}，已迁移到最新）` : '（最新）'}`,
  );
  if (result.replacedTables > 0)
    console.log(`  已替换目标数据库原有的 ${result.replacedTables} 张表（--force）`);
  if (result.movedAside)
    console.log(`  数据目录原有的内容已移到 ${result.movedAside}（确认无误后可自行删除）`);
  console.log(
    `  用时 ${formatSeconds(took.totalMs)}：校验 ${formatSeconds(took.verifyMs)}，恢复 ${formatSeconds(took.restoreMs)}`,
  );
  console.log(
    `启动服务器：PORTAL_DATA_DIR=${result.dataDir}${manifest.kind === 'postgres' ? ` DATABASE_URL=${result.database}` : ''} pnpm start`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? `恢复失败：${error.message}` : error);
  process.exit(1);
});
