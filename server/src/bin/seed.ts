/**
 * Seeds a database with demo data.
 *
 *   tsx src/bin/seed.ts [--scale N] [--file path]
 *
 * Target: the SQLite file given by --file, else PostgreSQL at DATABASE_URL, else
 * $PORTAL_DATA_DIR/portal.db (default ./.data/portal.db). Migrates first; leaves a database
 * that already has users alone.
 */
import path from 'node:path';
import { migrationProvider } from '../areas/migrations';
import { seedIfEmpty } from '../areas/seed';
import { DEMO_MODERATOR_MOBILE } from '../config';
import { type DatabaseConfig, migrateToLatest, openDatabase } from '../db/database';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';

interface CliArgs {
  scale: number;
  file: string | undefined;
}

function parseArgs(argv: readonly string[]): CliArgs {
  const args: CliArgs = { scale: 1, file: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--scale') {
      const scale = Number(value());
      if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale 需要一个正数');
      args.scale = scale;
    } else if (flag === '--file') {
      const file = value();
      if (!file) throw new Error('--file 需要一个文件路径');
      args.file = file;
    } else if (flag === '--help' || flag === '-h') {
      console.log('用法: tsx src/bin/seed.ts [--scale N] [--file path]');
      process.exit(0);
    } else {
      throw new Error(`未知参数: ${arg}`);
    }
  }
  return args;
}

function targetOf(args: CliArgs): { config: DatabaseConfig; label: string } {
  if (args.file) return { config: { kind: 'sqlite', file: args.file }, label: args.file };
  const url = process.env.DATABASE_URL;
  if (url) return { config: { kind: 'postgres', url }, label: url.replace(/\/\/[^@/]*@/, '//***@') };
  const file = path.join(process.env.PORTAL_DATA_DIR ?? './.data', 'portal.db');
  return { config: { kind: 'sqlite', file }, label: file };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const { config, label } = targetOf(args);
  const started = performance.now();
  const handle = openDatabase(config);
  try {
    await migrateToLatest(handle, migrationProvider);
    const summary = await seedIfEmpty(handle.db, { scale: args.scale });
    const total = Math.round(performance.now() - started);
    if (!summary) {
      console.log(`${label}: 已有用户数据，未写入演示数据；空的门户框架表已补齐（${total} ms）`);
      return;
    }
    console.log(`${label}: 种子数据写入完成（scale ${args.scale}）`);
    console.table({
      亚专业: summary.subspecialties,
      用户: summary.users,
      演示账号: summary.demoAccounts,
      资讯: summary.infoArticles,
      资讯作者: summary.infoAuthors,
      资讯亚专业: summary.infoSubspecialties,
      门户框架: summary.frameRows,
      消息: summary.messages,
      审核队列: summary.reviewQueue,
      文章与病例: summary.mpArticles,
      评论: summary.comments,
      点赞: summary.likes,
      收藏: summary.collections,
      关注: summary.follows,
    });
    console.log(`写入 ${summary.elapsedMs} ms，总计 ${total} ms`);
    console.log('演示账号:');
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.mobile}  ${a.realName}  ${a.label}`);
    console.log(`  ${DEMO_MODERATOR_MOBILE}  （首次登录时创建）  内容审核员：/topic-circle/review`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
