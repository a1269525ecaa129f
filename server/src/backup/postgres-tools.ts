import { spawn } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { BackupError } from './manifest';

/**
 * PostgreSQL's own client programs (`pg_dump`, `pg_restore`, `psql`) run for the backup and the
 * restore: they know every object type and version detail a hand-written dump would miss.
 */

/** `postgres://user@host:5432/db` without the password: for messages and the programs' arguments */
export function withoutPassword(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    return u.toString();
  } catch {
    throw new BackupError('PostgreSQL 地址无效：应形如 postgres://用户@主机:5432/数据库');
  }
}

/**
 * The programs take the address without its password (an argument shows in `ps`), the password in
 * their environment.
 */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const password = decodeURIComponent(new URL(url).password);
  return {
    dbname: withoutPassword(url),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

const NOT_INSTALLED = (tool: string) =>
  `找不到 ${tool}：PostgreSQL 的备份和恢复需要 PostgreSQL 客户端程序（Debian：apt-get install postgresql-client，版本不低于数据库服务器）`;

/** whether `tool` can be run here (tests skip the PostgreSQL case without it) */
export function hasTool(tool: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(tool, ['--version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

interface Run {
  done: Promise<void>;
  stdin: NodeJS.WritableStream | null;
  stdout: NodeJS.ReadableStream;
}

/** runs a program; `done` rejects with its last lines of stderr when it fails */
function run(tool: string, args: string[], env: NodeJS.ProcessEnv, input = false): Run {
  const child = spawn(tool, args, { env, stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
  const { stdout, stderr: errors } = child;
  if (!stdout || !errors) throw new BackupError(`${tool} 无法启动`);
  let stderr = '';
  errors.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  // psql may stop (ON_ERROR_STOP) before it has read all its input: the writer's EPIPE is not the error
  child.stdin?.on('error', () => undefined);
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(error.code === 'ENOENT' ? NOT_INSTALLED(tool) : `${tool} 无法启动：${error.message}`),
      ),
    );
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new BackupError(
            `${tool} 失败（${signal ? `信号 ${signal}` : `退出码 ${code}`}）：${stderr.trim() || '无输出'}`,
          ),
        );
    });
  });
  return { done, stdin: child.stdin, stdout };
}

/** the migrations applied, read in the snapshot the dump is taken in */
async function appliedMigrations(client: pg.Client): Promise<{ latest: string | null; applied: number }> {
  const exists = await client.query<{ found: string | null }>(
    `SELECT to_regclass('kysely_migration') AS found`,
  );
  if (!exists.rows[0]?.found)
    throw new BackupError('这个数据库不是门户的数据库（没有 kysely_migration 表）：检查 DATABASE_URL');
  const rows = await client.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name');
  return { latest: rows.rows.at(-1)?.name ?? null, applied: rows.rowCount ?? rows.rows.length };
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`连不上 PostgreSQL（${withoutPassword(url)}）：${(error as Error).message}`);
  }
  return client;
}

/**
 * `pg_dump --format=custom` of the database at `url` into `file`. The dump runs in a snapshot this
 * connection exported, and the migration version is read in the same snapshot, so the manifest
 * tells the schema of exactly what was dumped. Writers go on meanwhile (MVCC): every transaction
 * committed before the snapshot is in the dump, none after.
 */
export async function dumpPostgres(
  url: string,
  file: string,
): Promise<{ latest: string | null; applied: number }> {
  const client = await connect(url);
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]?.id;
    if (!snapshot) throw new BackupError('PostgreSQL 没有给出快照编号');
    const migration = await appliedMigrations(client);
    const { dbname, env } = toolConnection(url);
    await run(
      'pg_dump',
      ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`],
      env,
    ).done;
    await client.query('COMMIT');
    return migration;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** tables in the database's own schemas: a restore writes only into a database that has none */
export async function tableCount(url: string): Promise<number> {
  const client = await connect(url);
  try {
    const result = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_catalog.pg_tables
       WHERE schemaname NOT IN ('pg_catalog', 'information_schema') AND schemaname NOT LIKE 'pg_temp%'`,
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Restores a custom-format dump into the database at `url` in one transaction: `pg_restore` writes
 * the SQL, `psql` runs it between a BEGIN and a COMMIT, stopping at the first error. The COMMIT is
 * sent only once `pg_restore` has finished well: a script cut short (pg_restore failing mid-way)
 * reaches psql's end without it and is rolled back, so a failed restore leaves the database as it
 * was. `replace` empties the public schema first, in the same transaction (the operator's `--force`).
 */
export async function restorePostgres(url: string, dumpFile: string, replace: boolean): Promise<void> {
  if (!fs.existsSync(dumpFile)) throw new BackupError(`备份中缺少数据库文件 ${dumpFile}`);
  const { dbname, env } = toolConnection(url);
  const apply = run(
    'psql',
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`],
    { ...env, PGOPTIONS: '--client-min-messages=warning' },
    true,
  );
  const input = apply.stdin;
  if (!input) throw new BackupError('psql 无法启动');
  input.write(`BEGIN;\n${replace ? 'DROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\n' : ''}`);
  const script = run('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dumpFile], env);
  script.stdout.pipe(input, { end: false });
  // psql gone early (a refused connection, ON_ERROR_STOP): pg_restore's output is drained, so it
  // never waits on a pipe no one reads
  apply.done.catch(() => {
    script.stdout.unpipe(input);
    script.stdout.resume();
  });
  const restored = await script.done.then(
    () => null,
    (error: unknown) => error,
  );
  // 'close' comes after pg_restore's output ended: everything it wrote is queued before this
  input.end(restored ? '' : 'COMMIT;\n');
  const applied = await apply.done.then(
    () => null,
    (error: unknown) => error,
  );
  if (restored) throw restored;
  if (applied) throw applied;
}
