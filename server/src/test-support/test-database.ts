import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrationProvider } from '../areas/migrations';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../db/database';
import { postgresTemplate, type SeedPreset, sqliteTemplate } from './database-templates';

export type { SeedPreset } from './database-templates';

/**
 * The time a test that seeds a database itself is given (the seed's own tests): seeding takes what
 * it takes, seconds on a quiet machine and much more when both cores are busy, and a test must not
 * fail for the machine's speed. Only a hang runs into it.
 */
export const SEEDING_TIMEOUT = 20 * 60_000;

export interface TestDatabaseOptions {
  /**
   * The demo seed the database starts with (`SEED_PRESETS`). Each is made once (a template, before
   * the tests) and each test file gets its own copy: seeding anew in every file cost more than the
   * tests themselves.
   */
  seed?: SeedPreset;
  /**
   * PostgreSQL only: a throw-away schema in the test database instead of a database of its own
   * (the introspector's tests, which are about several schemas in one database).
   */
  isolation?: 'database' | 'schema';
}

/**
 * A fresh, migrated database for one test file: in-memory SQLite by default, or a throw-away
 * database on the PostgreSQL server named by TEST_DATABASE_URL, copied from a migrated (and, when
 * asked, seeded) template.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const image = await sqliteTemplate(options.seed ?? null);
    return openDatabase({ kind: 'sqlite', file: ':memory:', image });
  }
  if (options.isolation === 'schema') return schemaDatabase(url);
  return postgresTemplate(url, options.seed ?? null);
}

async function schemaDatabase(url: string): Promise<DatabaseHandle> {
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const handle = openDatabase({ kind: 'postgres', url, schema, poolSize: 4 });
  const close = async () => {
    await handle.close();
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
    await cleanup.end();
  };
  try {
    await migrateToLatest(handle, migrationProvider);
  } catch (error) {
    await close();
    throw error;
  }
  return { ...handle, close };
}
