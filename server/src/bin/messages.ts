/**
 * The operator's system broadcasts (issue 14), on the configured database (SQLite under
 * PORTAL_DATA_DIR, or PostgreSQL when DATABASE_URL is set), as the server reads it:
 *
 *   node dist/messages.mjs broadcast --title "…" --content "…" [--link /path]
 *                                       one notice to every user (系统通知 and the badge)
 *   node dist/messages.mjs list [--limit 20]   the newest broadcasts, with how many have read each
 *
 * A refused input prints why (in Chinese) and exits 1; a wrong command prints the usage, exit 2.
 */
import { parseArgs } from 'node:util';
import { migrationProvider } from '../areas/migrations';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';
import { BroadcastInputError, checkBroadcast, listBroadcasts, sendBroadcast } from '../notices/broadcasts';

const USAGE = [
  '用法:',
  '  messages broadcast --title "标题" --content "内容" [--link /站内路径]',
  '  messages list [--limit 条数]',
].join('\n');

class UsageError extends Error {}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        title: { type: 'string' },
        content: { type: 'string' },
        link: { type: 'string' },
        limit: { type: 'string' },
      },
    });
  } catch (error) {
    const code = (error as { code?: string }).code;
    // node's own message is English: say it in Chinese, naming the option where node does
    const option = error instanceof Error ? /'(-[^' ]*)/.exec(error.message)?.[1] : undefined;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`未知参数：${option ?? ''}`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      throw new UsageError(`参数 ${option ?? ''} 缺少取值（含空格的内容请用引号括起）`);
    throw new UsageError('参数不正确');
  }
}

async function main(): Promise<number> {
  const { positionals, values } = parse(process.argv.slice(2));
  const [command, ...rest] = positionals;
  if (rest.length > 0 || (command !== 'broadcast' && command !== 'list')) throw new UsageError('');
  let input: { title: string; content: string; link?: string } | null = null;
  let limit: number | undefined;
  if (command === 'broadcast') {
    if (values.limit !== undefined) throw new UsageError('broadcast 不接受 --limit');
    input = { title: values.title ?? '', content: values.content ?? '', link: values.link };
    // refused before the database is opened: a typo touches nothing
    checkBroadcast(input);
  } else {
    if (values.title !== undefined || values.content !== undefined || values.link !== undefined)
      throw new UsageError('list 只接受 --limit');
    if (values.limit !== undefined) {
      if (!/^\d{1,4}$/.test(values.limit) || Number(values.limit) < 1)
        throw new UsageError('--limit 应为 1 到 9999 之间的整数');
      limit = Number(values.limit);
    }
  }

  const database = openDatabase(loadConfig(process.env).database);
  try {
    await migrateToLatest(database, migrationProvider);
    if (input) {
      const sent = await sendBroadcast(database.db, input, Date.now());
      console.log(JSON.stringify(sent, null, 2));
      console.log(`系统通知已发送（id ${sent.id}），所有用户的消息中心「系统通知」可见`);
    } else {
      console.log(JSON.stringify(await listBroadcasts(database.db, limit), null, 2));
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      if (error.message) console.error(error.message);
      console.error(USAGE);
      process.exit(2);
    }
    console.error(
      error instanceof BroadcastInputError
        ? `发送失败：${error.message}`
        : error instanceof Error
          ? error.message
          : error,
    );
    process.exit(1);
  },
);
