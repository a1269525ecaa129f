import { countRows, seededDatabase, tally } from '../../../../test-support/seeded-tables';
import { productLinesSeeder } from '../product-lines.seeder';

const seeded = seededDatabase('small');

describe('brands and product lines seed', () => {
  it('fills its tables', async () => {
    for (const table of productLinesSeeder.tables)
      expect(await countRows(seeded(), table)).toBeGreaterThan(0);
  });

  it('keeps product line counters equal to their rows', async () => {
    const db = seeded();
    const lines = await db
      .selectFrom('product_lines')
      .select(['id', 'brand_id', 'category_id', 'products', 'subscribers'])
      .execute();
    const products = await db
      .selectFrom('products')
      .innerJoin('brands', 'brands.id', 'products.brand_id')
      .select([
        'products.product_line_id',
        'products.brand_id',
        'products.category_id',
        'products.brand_name',
        'brands.name',
      ])
      .execute();
    expect(products).toHaveLength(await countRows(db, 'products'));
    const lineById = new Map(lines.map((l) => [l.id, l]));
    for (const p of products) {
      expect(p.name).toBe(p.brand_name);
      const line = lineById.get(p.product_line_id ?? -1);
      expect(line).toBeDefined();
      expect([line?.brand_id, line?.category_id]).toEqual([p.brand_id, p.category_id]);
    }
    const perLine = tally(products.map((p) => p.product_line_id ?? -1));
    const lineSubscriptions = tally(
      (await db.selectFrom('product_line_subscriptions').select(['product_line_id']).execute()).map(
        (s) => s.product_line_id,
      ),
    );
    for (const l of lines) {
      expect([l.id, l.products, l.subscribers]).toEqual([
        l.id,
        perLine.get(l.id) ?? 0,
        lineSubscriptions.get(l.id) ?? 0,
      ]);
    }
  });
});
