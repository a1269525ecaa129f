import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { migrationProvider } from '../areas/migrations';
import { seedDatabase } from '../areas/seed';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../db/database';
import type { SeedOptions } from '../seed/options';

/**
 * Seeded databases for tests, made once and copied per test file.
 *
 * The seed is deterministic (a fixed clock and random streams), so a database seeded with the same
 * options by the same code is the same database: it is made once (a template) and every test file
 * that asks for it gets a copy of it, an in-memory copy of a SQLite file or a PostgreSQL database
 * created from a template database. A template is named by a hash of the code that makes it (the
 * server's and the contract's sources and the lockfile) and of the seed options, so a change to a
 * seeder, a migration or a dependency makes a new one; it outlives the run, so a second run of an
 * unchanged tree seeds nothing. Templates made more than two days ago are removed.
 */

/**
 * The seeds tests start from, by name. Every template is made before the first test (jest's global
 * setup, `test-support/global-setup.ts`), where no test timeout runs: making one takes seconds on a
 * quiet machine and much longer on a busy one, and no test should fail for the machine's speed.
 */
export const SEED_PRESETS = {
  /** the demo seed at 5 %: every area's tables, small */
  small: { scale: 0.05 },
  /** 20 %: enough documents for the search tests' rankings */
  search: { scale: 0.2 },
  /** the demo seed at its default size */
  full: {},
  /** the default size without the areas' tables (users, news, user articles, the frame) */
  core: { areas: false },
} as const satisfies Record<string, SeedOptions>;

export type SeedPreset = keyof typeof SEED_PRESETS;

const serverRoot = path.resolve(__dirname, '..', '..');
const repoRoot = path.resolve(serverRoot, '..');
const STALE_MS = 2 * 24 * 60 * 60 * 1000;

let codeHash: string | undefined;

/** a hash of everything a seeded database depends on: migrations, seeders, data, dependencies */
function codeKey(): string {
  if (codeHash) return codeHash;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === '__tests__' || entry.name === 'node_modules') continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        hash.update(path.relative(repoRoot, file));
        hash.update(fs.readFileSync(file));
      }
    }
  };
  walk(path.join(serverRoot, 'src'));
  walk(path.join(repoRoot, 'packages', 'api', 'src'));
  hash.update(fs.readFileSync(path.join(repoRoot, 'pnpm-lock.yaml')));
  codeHash = hash.digest('hex').slice(0, 16);
  return codeHash;
}

const seedKey = (preset: SeedPreset | null) => preset ?? 'migrated';

// ---------------------------------------------------------------------------------------------
// SQLite: a database file, read into memory by each test file

const sqliteDir = path.join(os.tmpdir(), 'portal-test-templates');
const sqliteImages = new Map<string, Promise<Buffer>>();

/**
 * The bytes of a migrated SQLite database seeded with `preset` (`null`: not seeded), made now or
 * earlier by this or another worker.
 */
export function sqliteTemplate(preset: SeedPreset | null): Promise<Buffer> {
  const name = `${codeKey()}-${seedKey(preset)}`;
  let image = sqliteImages.get(name);
  if (!image) {
    image = buildSqliteTemplate(name, preset === null ? null : SEED_PRESETS[preset]);
    sqliteImages.set(name, image);
  }
  return image;
}

async function buildSqliteTemplate(name: string, seed: SeedOptions | null): Promise<Buffer> {
  fs.mkdirSync(sqliteDir, { recursive: true });
  const file = path.join(sqliteDir, `${name}.sqlite`);
  const lock = `${file}.lock`;
  for (;;) {
    if (fs.existsSync(file)) return fs.readFileSync(file);
    if (takeLock(lock)) break;
    // another worker is making it: wait until it is there, or its maker is gone
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    if (fs.existsSync(file)) return fs.readFileSync(file);
    removeStale(sqliteDir);
    const building = `${file}.${process.pid}.tmp`;
    fs.rmSync(building, { force: true });
    const handle = openDatabase({ kind: 'sqlite', file: building });
    try {
      await migrateToLatest(handle, migrationProvider);
      if (seed) await seedDatabase(handle.db, seed);
      // an image opened in memory cannot be in WAL mode
      await sql`pragma journal_mode = delete`.execute(handle.db);
    } finally {
      await handle.close();
    }
    // whole or not at all: a reader never sees a half-written template
    fs.renameSync(building, file);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** an exclusive lock as a directory holding its owner's pid; a dead owner's lock is taken over */
function takeLock(lock: string): boolean {
  try {
    fs.mkdirSync(lock);
    fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
    return true;
  } catch {
    const owner = Number(readOr(path.join(lock, 'pid'), ''));
    if (owner > 0 && !alive(owner)) fs.rmSync(lock, { recursive: true, force: true });
    return false;
  }
}

function readOr(file: string, fallback: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeStale(dir: string): void {
  const now = Date.now();
  for (const entry of fs.readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (entry.endsWith('.sqlite') && now - fs.statSync(file).mtimeMs > STALE_MS)
      fs.rmSync(file, { force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: a template database, copied by CREATE DATABASE … TEMPLATE

const TEMPLATE_PREFIX = 'portal_tpl_';
const COPY_PREFIX = 'portal_t_';
const templates = new Map<string, Promise<string>>();

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of this test file's own on the PostgreSQL server at `url`, copied from the template
 * of this seed (`null`: migrated, not seeded); closing the handle drops it.
 */
export async function postgresTemplate(url: string, preset: SeedPreset | null): Promise<DatabaseHandle> {
  const copy = await postgresScratch(url, preset);
  const handle = openDatabase({ kind: 'postgres', url: copy.url, poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await copy.drop();
    },
  };
}

/**
 * A throw-away database on the server at `url`, by its address (for what takes an address, not a
 * handle: the backup and restore commands): a copy of this seed's template, or with `empty` a
 * database with nothing in it. `drop` removes it once its connections are gone.
 */
export async function postgresScratch(
  url: string,
  preset: SeedPreset | null,
  empty = false,
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = empty ? null : await postgresTemplateName(url, preset);
  // the time in the name lets a later run drop what a killed run left behind
  const name = `${COPY_PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  await admin(url, async (client) =>
    template ? createFrom(client, name, template) : client.query(`CREATE DATABASE ${name}`),
  );
  return {
    url: withDatabase(url, name),
    drop: () => admin(url, (client) => dropWhenClosed(client, name)),
  };
}

/** The template database of this seed on the server at `url`, made if it is not there yet. */
export function postgresTemplateName(url: string, preset: SeedPreset | null): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${codeKey()}_${seedKey(preset)}`;
  let template = templates.get(name);
  if (!template) {
    template = buildPostgresTemplate(url, name, preset === null ? null : SEED_PRESETS[preset]);
    templates.set(name, template);
  }
  return template;
}

/**
 * Drops a test file's copy once its connections are gone. The pool's end resolves when it has
 * asked its connections to close, not when their server processes have exited; dropping WITH
 * (FORCE) then terminated the ones still exiting, and pg reported that to a client already ending
 * as an error no one listened for, failing whatever test ran next in that worker (seen with both
 * cores busy). So it waits for them; FORCE only if they never go (a hang guard).
 */
async function dropWhenClosed(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 1; attempt <= 600; attempt += 1) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${database}`);
      return;
    } catch (error) {
      if (!/is being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}

/** CREATE DATABASE … TEMPLATE, again while another session still holds the template a moment */
async function createFrom(client: pg.Client, database: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(`CREATE DATABASE ${database} TEMPLATE ${template}`);
      return;
    } catch (error) {
      const busy = /is being accessed by other users/.test(String(error));
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function buildPostgresTemplate(url: string, name: string, seed: SeedOptions | null): Promise<string> {
  await admin(url, async (client) => {
    // one maker per template across workers and runs: the others wait for the lock, then find it
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount) return;
      await dropStale(client);
      const building = `${name}_${process.pid}`;
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${building}`);
      const handle = openDatabase({ kind: 'postgres', url: withDatabase(url, building), poolSize: 4 });
      try {
        await migrateToLatest(handle, migrationProvider);
        if (seed) await seedDatabase(handle.db, seed);
      } finally {
        await handle.close();
      }
      // whole or not at all: a template is renamed into place once it is complete
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      await client.query(`COMMENT ON DATABASE ${name} IS '${Date.now()}'`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

/** templates made more than two days ago, and copies a killed run left behind over an hour ago */
async function dropStale(client: pg.Client): Promise<void> {
  const rows = await client.query<{ datname: string; note: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS note FROM pg_database
     WHERE datname LIKE '${TEMPLATE_PREFIX}%' OR datname LIKE '${COPY_PREFIX}%'`,
  );
  const now = Date.now();
  for (const { datname, note } of rows.rows) {
    const copyTime = datname.startsWith(COPY_PREFIX) ? Number(datname.split('_')[2]) * 1000 : Number.NaN;
    const stale = datname.startsWith(COPY_PREFIX)
      ? now - copyTime > 60 * 60 * 1000
      : note !== null && now - Number(note) > STALE_MS;
    if (!stale) continue;
    await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
  }
}
