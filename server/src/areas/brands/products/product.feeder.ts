import { type Feeder, idsAfter, type SearchObjects, toDocument } from '../../../search/feeder';

/** Medical device products: only under All, found by their name, brand, category and line. */
export const productFeeder: Feeder<'bms_product'> = {
  type: 'bms_product',
  popularity: { table: 'products', column: 'views' },

  ids: idsAfter('products'),

  async documents(db, ids, analyzer) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('products')
      .leftJoin('brand_categories', 'brand_categories.id', 'products.category_id')
      .leftJoin('product_lines', 'product_lines.id', 'products.product_line_id')
      .leftJoin('brands', 'brands.id', 'products.brand_id')
      .select([
        'products.id',
        'products.name',
        'products.brand_name',
        'products.views',
        'products.created_at',
        'brand_categories.name as category_name',
        'product_lines.name as line_name',
        'brands.name as brand',
      ])
      .where('products.id', 'in', ids)
      .execute();
    return rows.map((r) =>
      toDocument(analyzer, {
        type: 'bms_product',
        refId: r.id,
        tabs: [],
        title: r.name,
        body: [r.brand ?? r.brand_name, r.category_name ?? '', r.line_name ?? ''].join(' '),
        publishTime: Number(r.created_at),
        views: r.views,
      }),
    );
  },

  async objects(db, ids) {
    const out: SearchObjects<'bms_product'> = new Map();
    if (ids.length === 0) return out;
    const rows = await db
      .selectFrom('products')
      .leftJoin('brand_categories', 'brand_categories.id', 'products.category_id')
      .leftJoin('product_lines', 'product_lines.id', 'products.product_line_id')
      .leftJoin('brands', 'brands.id', 'products.brand_id')
      .select([
        'products.id',
        'products.name',
        'products.image',
        'products.brand_name',
        'brand_categories.name as category_name',
        'brands.id as brand_id',
        'brands.name as brand',
        'product_lines.id as line_id',
        'product_lines.name as line_name',
        'product_lines.category_id as line_category_id',
      ])
      .where('products.id', 'in', ids)
      .execute();
    for (const r of rows) {
      out.set(r.id, {
        type: 'bms_product',
        bms_product: {
          id: r.id,
          name: r.name,
          image: r.image,
          category: r.category_name ?? '',
          // a product not yet filed under a brand row still names its maker (id 0: no brand page)
          brand: { id: r.brand_id ?? 0, name: r.brand ?? r.brand_name },
          brandProductLine:
            r.line_id !== null && r.line_name !== null
              ? { id: r.line_id, name: r.line_name, categoryId: r.line_category_id }
              : null,
        },
      });
    }
    return out;
  },
};
