import type { PortalDb } from '../../../db/database';
import { type Feeder, idsAfter, type SearchObjects, toDocument } from '../../../search/feeder';

/** the products of these ids, with the names of their brand, category and line */
async function productRows(db: PortalDb, ids: readonly number[]) {
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('brand_categories as c', 'c.id', 'p.category_id')
    .leftJoin('product_lines as l', 'l.id', 'p.product_line_id')
    .select([
      'p.id',
      'p.name',
      'p.image',
      'p.brand_name',
      'p.brand_id',
      'p.category_id',
      'p.product_line_id',
      'p.views',
      'p.created_at',
      'b.name as brand',
      'c.name as category_name',
      'l.name as line_name',
      'l.category_id as line_category_id',
    ])
    .where('p.id', 'in', ids)
    .execute();
  return rows.map((r) => ({
    ...r,
    brand: r.brand ?? undefined,
    categoryName: r.category_name ?? undefined,
    line: r.line_name === null ? undefined : { name: r.line_name, categoryId: r.line_category_id },
  }));
}

/** Medical device products: only under All, found by their name, brand, category and line. */
export const productFeeder: Feeder<'bms_product'> = {
  type: 'bms_product',
  popularity: { table: 'products', column: 'views' },

  ids: idsAfter('products'),

  async documents(db, ids, analyzer) {
    if (ids.length === 0) return [];
    return (await productRows(db, ids)).map((r) =>
      toDocument(analyzer, {
        type: 'bms_product',
        refId: r.id,
        tabs: [],
        title: r.name,
        body: [r.brand ?? r.brand_name, r.categoryName ?? '', r.line?.name ?? ''].join(' '),
        publishTime: Number(r.created_at),
        views: r.views,
      }),
    );
  },

  async objects(db, ids) {
    const out: SearchObjects<'bms_product'> = new Map();
    if (ids.length === 0) return out;
    for (const r of await productRows(db, ids)) {
      out.set(r.id, {
        type: 'bms_product',
        bms_product: {
          id: r.id,
          name: r.name,
          image: r.image,
          category: r.categoryName ?? '',
          // a product not yet filed under a brand row still names its maker (id 0: no brand page)
          brand: { id: r.brand_id ?? 0, name: r.brand ?? r.brand_name },
          brandProductLine:
            r.line !== undefined && r.product_line_id !== null
              ? { id: r.product_line_id, name: r.line.name, categoryId: r.line.categoryId }
              : null,
        },
      });
    }
    return out;
  },
};
