import { sql } from 'kysely';
import { createTestDatabase } from '../../test-support/test-database';
import type { DatabaseHandle } from '../database';

// The introspector only exists for PostgreSQL; on SQLite these tests have nothing to check.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('schema-scoped introspection (PostgreSQL)', () => {
  let ours: DatabaseHandle;
  let theirs: DatabaseHandle;
  beforeAll(async () => {
    ours = await createTestDatabase({ isolation: 'schema' });
    theirs = await createTestDatabase({ isolation: 'schema' });
    await sql`create table only_in_theirs (id serial primary key, label text)`.execute(theirs.db);
  });
  afterAll(async () => {
    await ours?.close();
    await theirs?.close();
  });

  it('lists the tables of its own schema, with columns, and none of another schema', async () => {
    const tables = await ours.db.introspection.getTables({ withInternalKyselyTables: true });
    expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([ours.schema]));
    const names = tables.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['users', 'kysely_migration', 'kysely_migration_lock']));
    expect(names).not.toContain('only_in_theirs');
    const users = tables.find((t) => t.name === 'users');
    expect(users?.columns.find((c) => c.name === 'id')?.isAutoIncrementing).toBe(true);
  });

  it('hides the migration tables unless asked', async () => {
    const names = (await ours.db.introspection.getTables()).map((t) => t.name);
    expect(names).not.toContain('kysely_migration');
  });

  it('keeps working while another schema is dropped under it', async () => {
    const doomed = await createTestDatabase({ isolation: 'schema' });
    const drops = doomed.close();
    const reads = Array.from({ length: 5 }, () =>
      ours.db.introspection.getTables({ withInternalKyselyTables: true }),
    );
    await drops;
    for (const tables of await Promise.all(reads)) expect(tables.length).toBeGreaterThan(10);
  });

  it('reports only the schema on the search path', async () => {
    expect(await ours.db.introspection.getSchemas()).toEqual([{ name: ours.schema }]);
  });
});
