import { countRows, seededDatabase } from '../../../test-support/seeded-tables';
import { ADVERTISEMENTS } from '../advertisements-data';

const seeded = seededDatabase('small');

describe('advertisements seed', () => {
  it('has advertisements that open a real place', async () => {
    const db = seeded();
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
