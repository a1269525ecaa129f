import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrationProvider } from '../areas/migrations';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../db/database';

/**
 * A fresh, migrated database for one test file: in-memory SQLite by default, or a throw-away
 * schema on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(handle, migrationProvider);
    return handle;
  }
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
