import type { DatabaseHandle } from '../../../db/database';
import { seedDatabase } from '../../../seed/generate';
import { countRows } from '../../../test-support/seeded-tables';
import { createTestDatabase } from '../../../test-support/test-database';
import { ADVERTISEMENTS } from '../advertisements-data';

const SCALE = 0.05;
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDatabase(handle.db, { scale: SCALE });
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe('advertisements seed', () => {
  it('has advertisements that open a real place', async () => {
    const db = handle.db;
    expect(await countRows(db, 'advertisements')).toBe(ADVERTISEMENTS.length);
    const ads = await db.selectFrom('advertisements').select(['click_location', 'extras']).execute();
    for (const ad of ads) {
      expect(ad.click_location).toMatch(
        /^\/(bms\/classify\/\d+\/product-details\/\d+|mall\/product\/\d+|[a-z])/,
      );
      const extras = JSON.parse(ad.extras);
      expect(extras.keywords.length).toBeGreaterThan(0);
      expect(extras.position).toBeGreaterThanOrEqual(1);
    }
  });
});
