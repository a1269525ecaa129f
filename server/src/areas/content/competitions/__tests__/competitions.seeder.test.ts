import type { DatabaseHandle } from '../../../../db/database';
import { seedDatabase } from '../../../../seed/generate';
import { countRows } from '../../../../test-support/seeded-tables';
import { createTestDatabase } from '../../../../test-support/test-database';
import { COMPETITIONS } from '../competitions-data';

const SCALE = 0.05;
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDatabase(handle.db, { scale: SCALE });
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe('competitions seed', () => {
  it('has competitions in every status', async () => {
    const db = handle.db;
    expect(await countRows(db, 'competitions')).toBe(COMPETITIONS.length);
    const statuses = new Set(
      (await db.selectFrom('competitions').select(['status']).execute()).map((c) => c.status),
    );
    expect([...statuses].sort()).toEqual([0, 1, 2, 3]);
  });
});
