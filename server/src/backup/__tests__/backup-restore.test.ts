import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mediaUploadEndpoints as uploads } from '@portal/api/endpoints/media-uploads';
import { meetingCommentEndpoints as comments } from '@portal/api/endpoints/meeting-comments';
import { UPLOAD_LIMITS } from '@portal/api/rules/uploads';
import { sql } from 'kysely';
import sharp from 'sharp';
import { migrationProvider } from '../../areas/migrations';
import { UPLOADED_IMAGE_PREFIX } from '../../content-safety/sanitize';
import { type DatabaseHandle, openDatabase } from '../../db/database';
import { DEFAULT_SEED_NOW } from '../../seed/options';
import { postgresScratch, sqliteTemplate } from '../../test-support/database-templates';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../test-support/test-app';
import { BackupError, MANIFEST_FILE, readManifest, restoreBackup } from '../index';
import { restorePostgres } from '../postgres-tools';

/**
 * Backups that restore: the real commands (`pnpm backup`, `pnpm restore`, run as the operator runs
 * them) against a server taking writes the whole time. Every write the server acknowledged before
 * the backup started is in the restored data, the restored database is whole, the pictures its rows
 * name are on disk, and a server starts on it. Then the refusals: a data folder or database that
 * already has data, a damaged backup, a missing one.
 */

const serverRoot = path.resolve(__dirname, '..', '..', '..');
const TSX = path.join(serverRoot, 'node_modules', '.bin', 'tsx');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const pgUrl = process.env.TEST_DATABASE_URL ?? '';
const hasPgTools = ['pg_dump', 'pg_restore', 'psql'].every(
  (tool) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0,
);
if (onPostgres && !hasPgTools)
  console.warn(
    '备份测试：找不到 pg_dump/pg_restore/psql（apt-get install postgresql-client），PostgreSQL 的备份与恢复测试已跳过',
  );

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** one of the operator commands (`src/bin/<name>.ts`), as `pnpm backup`/`pnpm restore` run it */
function command(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string | undefined>,
): Promise<Ran> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  // the commands read the server's settings: only what the test gives them
  for (const key of ['INIT_CWD', 'DATABASE_URL', 'PORTAL_DATA_DIR'] as const)
    if (!(key in env)) delete childEnv[key];
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [path.join('src', 'bin', `${name}.ts`), ...args], {
      cwd: serverRoot,
      env: childEnv,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const succeeded = (ran: Ran) => {
  if (ran.code !== 0) throw new Error(`command failed (${ran.code}):\n${ran.stdout}\n${ran.stderr}`);
  return ran;
};

/** the backup folder a successful `pnpm backup` printed */
const backupDirOf = (ran: Ran) => {
  const dir = /备份完成：(.+)/.exec(ran.stdout)?.[1]?.trim();
  if (!dir) throw new Error(`no backup folder in:\n${ran.stdout}`);
  return dir;
};

const tempDir = (label: string) => fs.mkdtempSync(path.join(os.tmpdir(), `portal-backup-${label}-`));

/** A multipart body as a browser's FormData encodes it. */
async function multipart(bytes: Buffer) {
  const form = new FormData();
  form.append(UPLOAD_LIMITS.field, new Blob([new Uint8Array(bytes)]), 'image.png');
  const request = new Request('http://portal.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

interface Acknowledged {
  comments: number[];
  uploads: string[];
}

/**
 * Writers posting meeting comments (three users) and uploading pictures (one), each write awaited
 * before the next, until stopped (or a bounded count). What the server acknowledged is recorded in
 * the order it was. The clock moves on with each write, so no user runs into the per-minute limits.
 */
function writeLoad(t: TestApp, users: { cookie: string }[], meetingId: number, tick: (ms: number) => void) {
  const acked: Acknowledged = { comments: [], uploads: [] };
  let stopped = false;
  let budget = 3000;
  const waiters: { done: (a: Acknowledged) => boolean; resolve: () => void; reject: (e: unknown) => void }[] =
    [];
  const acknowledged = () => {
    for (const w of waiters.filter((w) => w.done(acked))) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };
  const commenter = async (user: { cookie: string }, k: number) => {
    while (!stopped && budget-- > 0) {
      tick(7_000);
      const res = await t.app.inject({
        method: 'POST',
        url: comments.saveComment.path,
        payload: { meetingId, text: `备份测试评论 ${k}-${acked.comments.length}` },
        headers: { ...OWN_PAGE_HEADERS, cookie: user.cookie },
      });
      if (res.statusCode !== 200 || res.json().code !== 1) throw new Error(`comment refused: ${res.body}`);
      acked.comments.push(res.json().result.id);
      acknowledged();
    }
  };
  const uploader = async (user: { cookie: string }) => {
    for (let n = 0; !stopped && budget-- > 0; n += 1) {
      // over an hour between two uploads: the hourly limit never counts more than one
      tick(61_000);
      const png = await sharp({
        create: { width: 16, height: 16, channels: 3, background: { r: n % 256, g: (n >> 8) % 256, b: 99 } },
      })
        .png()
        .toBuffer();
      const { payload, contentType } = await multipart(png);
      const res = await t.app.inject({
        method: 'POST',
        url: uploads.uploadImage.path,
        payload,
        headers: { ...OWN_PAGE_HEADERS, 'content-type': contentType, cookie: user.cookie },
      });
      if (res.statusCode !== 200 || res.json().code !== 1) throw new Error(`upload refused: ${res.body}`);
      acked.uploads.push(res.json().result.url as string);
      acknowledged();
    }
  };
  const [a, b, c, d] = users;
  if (!a || !b || !c || !d) throw new Error('four writers');
  const running = Promise.all([commenter(a, 1), commenter(b, 2), commenter(c, 3), uploader(d)]);
  // a refused write fails whoever waits for the load, rather than leaving them waiting
  running.catch((error: unknown) => {
    stopped = true;
    for (const w of waiters.splice(0)) w.reject(error);
  });
  return {
    acked,
    /** resolves once what has been acknowledged satisfies `done` */
    until(done: (a: Acknowledged) => boolean) {
      return new Promise<void>((resolve, reject) => {
        waiters.push({ done, resolve, reject });
        acknowledged();
      });
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/** the relative path below the uploads folder of an upload's address */
const uploadPath = (url: string) => url.slice(UPLOADED_IMAGE_PREFIX.length);

async function firstMeeting(db: DatabaseHandle['db']): Promise<number> {
  const row = await db
    .selectFrom('meetings')
    .select('id')
    .where('publish_status', '=', '1')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let savedDataDir: string | undefined;
beforeAll(() => {
  savedDataDir = process.env.PORTAL_DATA_DIR;
});
afterAll(() => {
  if (savedDataDir === undefined) delete process.env.PORTAL_DATA_DIR;
  else process.env.PORTAL_DATA_DIR = savedDataDir;
});

/**
 * The server on `database` with its uploads in `dataDir`, writing until the backup command has
 * finished; answers what was acknowledged before the command started, and the command's output.
 */
async function backupUnderLoad(
  database: DatabaseHandle,
  dataDir: string,
  backupEnv: Record<string, string | undefined>,
  to: string,
) {
  let clock = DEFAULT_SEED_NOW;
  // the upload routes find the data folder as the server does
  process.env.PORTAL_DATA_DIR = dataDir;
  const t = await createTestApp({ database, now: () => clock });
  try {
    const meetingId = await firstMeeting(database.db);
    const users = [];
    for (const mobile of ['13900025001', '13900025002', '13900025003', '13900025004'])
      users.push(await signIn(t, mobile));
    const load = writeLoad(t, users, meetingId, (ms) => {
      clock += ms;
    });
    let ran: Ran;
    let before: Acknowledged;
    try {
      // the server is busy before the backup starts: some writes acknowledged, more on the way
      await load.until((a) => a.comments.length >= 9 && a.uploads.length >= 3);
      before = { comments: [...load.acked.comments], uploads: [...load.acked.uploads] };
      ran = await command('backup', ['--to', to], backupEnv);
    } finally {
      await load.stop();
    }
    return { before, ran: succeeded(ran) };
  } finally {
    await t.close();
  }
}

/** what must hold of restored data: every write acknowledged before the backup, and their files */
async function expectRestored(database: DatabaseHandle, dataDir: string, before: Acknowledged) {
  const db = database.db;
  const ids = new Set(
    (await db.selectFrom('comments').select('id').where('id', 'in', before.comments).execute()).map(
      (r) => r.id,
    ),
  );
  expect(before.comments.filter((id) => !ids.has(id))).toEqual([]);
  const stored = (await db.selectFrom('media_uploads').select('path').execute()).map((r) => r.path);
  expect(before.uploads.map(uploadPath).filter((p) => !stored.includes(p))).toEqual([]);
  // every upload the restored database names is on disk in the restored data folder
  expect(stored.filter((p) => !fs.existsSync(path.join(dataDir, 'uploads', ...p.split('/'))))).toEqual([]);
  expect(before.uploads.length).toBeGreaterThan(0);
}

/** a server started on the restored data serves what was written before the backup */
async function expectServed(database: DatabaseHandle, dataDir: string, before: Acknowledged) {
  process.env.PORTAL_DATA_DIR = dataDir;
  const t = await createTestApp({ database });
  try {
    const url = before.uploads.at(-1) ?? '';
    const picture = await t.app.inject({ method: 'GET', url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const meetingId = await firstMeeting(database.db);
    const page = await t.app.inject({
      method: 'GET',
      url: comments.comments.path,
      query: { meetingId: String(meetingId), pageNo: '1', pageSize: '5' },
      headers: OWN_PAGE_HEADERS,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().code).toBe(1);
  } finally {
    await t.close();
  }
}

(onPostgres ? describe.skip : describe)('SQLite', () => {
  /** a data folder with the small demo seed in portal.db, as a server would have it */
  async function seededDataDir(label: string) {
    const dir = tempDir(label);
    fs.writeFileSync(path.join(dir, 'portal.db'), await sqliteTemplate('small'));
    return dir;
  }

  let work: string[] = [];
  afterEach(() => {
    for (const dir of work) fs.rmSync(dir, { recursive: true, force: true });
    work = [];
  });

  it('a backup taken while the server writes restores every write acknowledged before it, whole, with its uploads', async () => {
    const dataDir = await seededDataDir('source');
    const backups = tempDir('to');
    const restored = path.join(tempDir('target'), 'data');
    work.push(dataDir, backups, path.dirname(restored));
    const source = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'portal.db') });
    // the writes stay in the WAL, none in the database file: a backup must read through the WAL
    // as SQLite does (a copy of the file alone would miss them all)
    await sql`pragma wal_autocheckpoint = 0`.execute(source.db);
    let before: Acknowledged;
    let ran: Ran;
    try {
      ({ before, ran } = await backupUnderLoad(source, dataDir, { PORTAL_DATA_DIR: dataDir }, backups));
    } finally {
      await source.close();
    }
    const dir = backupDirOf(ran);
    expect(path.dirname(dir)).toBe(backups);
    expect(ran.stdout).toMatch(/数据库（SQLite）：portal\.db/);
    expect(ran.stdout).toMatch(/用时 \d+\.\d+ 秒/);
    const manifest = readManifest(dir);
    expect(manifest.kind).toBe('sqlite');
    expect(Object.keys(await migrationProvider('sqlite').getMigrations())).toContain(
      manifest.migration.latest,
    );
    expect(manifest.files.list.every((f) => f.path.startsWith('uploads/'))).toBe(true);
    // nothing but the backup itself in the backups folder: no staging folder left behind
    expect(fs.readdirSync(backups)).toEqual([path.basename(dir)]);

    const restoredRun = succeeded(await command('restore', [dir, '--data-dir', restored], {}));
    expect(restoredRun.stdout).toMatch(/恢复完成/);
    expect(fs.readdirSync(restored).sort()).toEqual(['portal.db', 'uploads']);

    const copy = openDatabase({ kind: 'sqlite', file: path.join(restored, 'portal.db') });
    try {
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(copy.db);
      expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
      await expectRestored(copy, restored, before);
      await expectServed(copy, restored, before);
    } finally {
      await copy.close();
    }
  });

  it('refuses to restore over a data folder that has data; with --force it moves the old contents aside', async () => {
    const dataDir = await seededDataDir('force-source');
    const backups = path.join(dataDir, 'backups');
    const target = path.join(tempDir('force'), 'data');
    work.push(dataDir, path.dirname(target));
    fs.mkdirSync(path.join(target, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(target, 'portal.db'), 'the data that was there');
    const dir = backupDirOf(succeeded(await command('backup', [], { PORTAL_DATA_DIR: dataDir })));
    expect(path.dirname(dir)).toBe(backups);

    const refusal = restoreBackup({ from: dir, dataDir: target, migrations: migrationProvider });
    await expect(refusal).rejects.toThrow(BackupError);
    await expect(refusal).rejects.toThrow(/目标数据目录 .* 不是空的（有 portal\.db、uploads）/);
    expect(fs.readFileSync(path.join(target, 'portal.db'), 'utf8')).toBe('the data that was there');

    const forced = await restoreBackup({
      from: dir,
      dataDir: target,
      force: true,
      migrations: migrationProvider,
    });
    expect(forced.movedAside).not.toBeNull();
    expect(fs.readFileSync(path.join(forced.movedAside ?? '', 'portal.db'), 'utf8')).toBe(
      'the data that was there',
    );
    const copy = openDatabase({ kind: 'sqlite', file: path.join(target, 'portal.db') });
    try {
      const users = await copy.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      expect(Number(users?.n)).toBeGreaterThan(0);
    } finally {
      await copy.close();
    }
    // the data folder's own backups are neither backed up nor taken into a restore
    expect(readManifest(dir).files.list.filter((f) => f.path.startsWith('backups/'))).toEqual([]);
  });

  it('refuses a damaged backup before writing anything: a file that no longer matches its checksum', async () => {
    const dataDir = await seededDataDir('damaged');
    fs.mkdirSync(path.join(dataDir, 'uploads', '2026', '05'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', '2026', '05', `${'a'.repeat(32)}.webp`), 'picture');
    const backups = tempDir('damaged-to');
    const target = path.join(tempDir('damaged-target'), 'data');
    work.push(dataDir, backups, path.dirname(target));
    const dir = backupDirOf(
      succeeded(await command('backup', ['--to', backups], { PORTAL_DATA_DIR: dataDir })),
    );
    // one byte of a picture changed, sizes alike
    fs.writeFileSync(path.join(dir, 'files', 'uploads', '2026', '05', `${'a'.repeat(32)}.webp`), 'pictur3');

    const ran = await command('restore', [dir, '--data-dir', target], {});
    expect(ran.code).toBe(1);
    expect(ran.stderr).toMatch(
      /恢复失败：备份校验失败（备份已损坏或被改动），未做任何恢复：files\/uploads\/2026\/05\/a+\.webp 的大小或 SHA-256 与清单不符/,
    );
    expect(fs.existsSync(target)).toBe(false);

    // the database's checksum is checked too
    fs.writeFileSync(path.join(dir, 'files', 'uploads', '2026', '05', `${'a'.repeat(32)}.webp`), 'picture');
    const db = path.join(dir, 'portal.db');
    const bytes = fs.readFileSync(db);
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0xff;
    fs.writeFileSync(db, bytes);
    await expect(
      restoreBackup({ from: dir, dataDir: target, migrations: migrationProvider }),
    ).rejects.toThrow(/portal\.db 的大小或 SHA-256 与清单不符/);
    expect(fs.existsSync(target)).toBe(false);
  });

  it('refuses a missing folder, a folder that is not a backup and a corrupt manifest, in Chinese', async () => {
    const dir = tempDir('not-a-backup');
    work.push(dir);
    const restore = (from: string) =>
      restoreBackup({ from, dataDir: path.join(dir, 'target'), migrations: migrationProvider });
    await expect(restore(path.join(dir, 'missing'))).rejects.toThrow(/备份目录不存在：/);
    await expect(restore(dir)).rejects.toThrow(/不是门户备份：.* 中没有 manifest\.json/);
    fs.writeFileSync(path.join(dir, MANIFEST_FILE), '{"format": "portal-backup", "version": 1, "kind": "sql');
    await expect(restore(dir)).rejects.toThrow(/备份清单已损坏：.* 不是有效的 JSON/);
    fs.writeFileSync(
      path.join(dir, MANIFEST_FILE),
      JSON.stringify({
        format: 'portal-backup',
        version: 1,
        kind: 'sqlite',
        createdAt: new Date().toISOString(),
        migration: { latest: null, applied: 0 },
        database: { path: 'portal.db', bytes: 1, sha256: '0'.repeat(64) },
        // a manifest edited to write outside the target
        files: { count: 1, bytes: 1, list: [{ path: '../../escape', bytes: 1, sha256: '0'.repeat(64) }] },
      }),
    );
    await expect(restore(dir)).rejects.toThrow(/备份清单已损坏：.*（文件清单无效）/);
    expect(fs.existsSync(path.join(dir, 'target'))).toBe(false);

    const ran = await command('restore', [], {});
    expect(ran.code).toBe(1);
    expect(ran.stderr).toMatch(/恢复失败：请指定要恢复的备份目录/);
  });
});

(onPostgres && hasPgTools ? describe : describe.skip)('PostgreSQL', () => {
  const scratch: { drop(): Promise<void> }[] = [];
  let work: string[] = [];
  afterEach(async () => {
    for (const dir of work) fs.rmSync(dir, { recursive: true, force: true });
    work = [];
    while (scratch.length > 0) await scratch.pop()?.drop();
  });

  it('a backup taken while the server writes restores every write acknowledged before it into an empty database', async () => {
    const source = await postgresScratch(pgUrl, 'small');
    scratch.push(source);
    const dataDir = tempDir('pg-source');
    const backups = tempDir('pg-to');
    const restoredDir = path.join(tempDir('pg-target'), 'data');
    work.push(dataDir, backups, path.dirname(restoredDir));
    const handle = openDatabase({ kind: 'postgres', url: source.url, poolSize: 4 });
    let before: Acknowledged;
    let ran: Ran;
    try {
      ({ before, ran } = await backupUnderLoad(
        handle,
        dataDir,
        { DATABASE_URL: source.url, PORTAL_DATA_DIR: dataDir },
        backups,
      ));
    } finally {
      await handle.close();
    }
    const dir = backupDirOf(ran);
    expect(ran.stdout).toMatch(/数据库（PostgreSQL，pg_dump 自定义格式）：portal\.pgdump/);
    const manifest = readManifest(dir);
    expect(manifest.kind).toBe('postgres');
    expect(manifest.files.count).toBeGreaterThan(0);

    const target = await postgresScratch(pgUrl, null, true);
    scratch.push(target);
    const restoredRun = succeeded(
      await command('restore', [dir, '--data-dir', restoredDir, '--database-url', target.url], {}),
    );
    expect(restoredRun.stdout).toMatch(/恢复完成/);
    const copy = openDatabase({ kind: 'postgres', url: target.url, poolSize: 4 });
    try {
      await expectRestored(copy, restoredDir, before);
      await expectServed(copy, restoredDir, before);
    } finally {
      await copy.close();
    }
  });

  /** a scratch copy of the small seed and its backup, made by the command */
  async function smallSeedBackup(label: string) {
    const source = await postgresScratch(pgUrl, 'small');
    scratch.push(source);
    const backups = tempDir(label);
    work.push(backups);
    const dir = backupDirOf(
      succeeded(
        await command('backup', ['--to', backups], {
          DATABASE_URL: source.url,
          PORTAL_DATA_DIR: path.join(backups, 'no-data-files'),
        }),
      ),
    );
    return { source, backups, dir };
  }

  it('refuses a database that has tables; --force replaces them in one transaction', async () => {
    const { source, backups, dir } = await smallSeedBackup('pg-force-to');
    const target = await postgresScratch(pgUrl, null);
    scratch.push(target);
    // the target is migrated, not seeded: tables without the seed's users
    const dataDir = path.join(backups, 'target-data');
    const refusal = restoreBackup({
      from: dir,
      dataDir,
      databaseUrl: target.url,
      migrations: migrationProvider,
    });
    await expect(refusal).rejects.toThrow(/目标数据库 .* 已有 \d+ 张表：恢复只写入空数据库/);
    expect(fs.existsSync(dataDir)).toBe(false);

    const forced = await restoreBackup({
      from: dir,
      dataDir,
      databaseUrl: target.url,
      force: true,
      migrations: migrationProvider,
    });
    expect(forced.replacedTables).toBeGreaterThan(0);
    const users = async (url: string) => {
      const h = openDatabase({ kind: 'postgres', url, poolSize: 1 });
      try {
        const row = await h.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst();
        return Number(row?.n);
      } finally {
        await h.close();
      }
    };
    expect(await users(target.url)).toBeGreaterThan(0);
    expect(await users(target.url)).toBe(await users(source.url));
  });

  it('a dump cut short leaves the target database as it was (the restore is one transaction)', async () => {
    const { backups, dir } = await smallSeedBackup('pg-cut-to');
    const dump = path.join(dir, 'portal.pgdump');
    const cut = path.join(backups, 'cut.pgdump');
    const bytes = fs.readFileSync(dump);
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const target = await postgresScratch(pgUrl, null, true);
    scratch.push(target);
    await expect(restorePostgres(target.url, cut, false)).rejects.toThrow(/pg_restore 失败/);
    const handle = openDatabase({ kind: 'postgres', url: target.url, poolSize: 1 });
    try {
      const tables = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`.execute(handle.db);
      expect(tables.rows[0]?.n).toBe(0);
    } finally {
      await handle.close();
    }
  });
});
