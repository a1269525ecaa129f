import type { PortalDb } from '../../../db/database';
import { readers } from '../../../readers/registry';
import { type Feeder, idsAfter, type SearchObjects, toDocument } from '../../../search/feeder';

/** the products of these ids, with the names of their brand, category and line (the brands area's) */
async function productRows(db: PortalDb, ids: readonly number[]) {
  const rows = await db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'image',
      'brand_name',
      'brand_id',
      'category_id',
      'product_line_id',
      'views',
      'created_at',
    ])
    .where('id', 'in', ids)
    .execute();
  const present = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];
  const names = await readers().deviceNames(db, {
    brands: present(rows.map((r) => r.brand_id)),
    categories: present(rows.map((r) => r.category_id)),
    lines: present(rows.map((r) => r.product_line_id)),
  });
  return rows.map((r) => ({
    ...r,
    brand: r.brand_id === null ? undefined : names.brands.get(r.brand_id),
    categoryName: r.category_id === null ? undefined : names.categories.get(r.category_id),
    line: r.product_line_id === null ? undefined : names.lines.get(r.product_line_id),
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
