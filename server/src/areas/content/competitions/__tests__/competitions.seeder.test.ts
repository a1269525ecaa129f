import { countRows, seededDatabase } from '../../../../test-support/seeded-tables';
import { COMPETITIONS } from '../competitions-data';

const seeded = seededDatabase('small');

describe('competitions seed', () => {
  it('has competitions in every status', async () => {
    const db = seeded();
    expect(await countRows(db, 'competitions')).toBe(COMPETITIONS.length);
    const statuses = new Set(
      (await db.selectFrom('competitions').select(['status']).execute()).map((c) => c.status),
    );
    expect([...statuses].sort()).toEqual([0, 1, 2, 3]);
  });
});
