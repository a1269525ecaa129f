import { type Feeder, idsAfter, type SearchObjects, toDocument } from '../../../search/feeder';

/** Brand product lines: only under All; subscribeStatus is the session user's own subscription. */
export const productLineFeeder: Feeder<'bms_brand_product_line'> = {
  type: 'bms_brand_product_line',
  popularity: { table: 'product_lines', column: 'views' },

  ids: idsAfter('product_lines'),

  async documents(db, ids, analyzer) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('product_lines')
      .innerJoin('brands', 'brands.id', 'product_lines.brand_id')
      .leftJoin('brand_categories', 'brand_categories.id', 'product_lines.category_id')
      .select([
        'product_lines.id',
        'product_lines.name',
        'product_lines.views',
        'product_lines.created_at',
        'product_lines.description',
        'brands.name as brand',
        'brand_categories.name as category_name',
      ])
      .where('product_lines.id', 'in', ids)
      .execute();
    return rows.map((r) =>
      toDocument(analyzer, {
        type: 'bms_brand_product_line',
        refId: r.id,
        tabs: [],
        title: r.name,
        body: `${r.brand} ${r.category_name ?? ''} ${r.description}`,
        publishTime: Number(r.created_at),
        views: r.views,
      }),
    );
  },

  async objects(db, ids, viewerId) {
    const out: SearchObjects<'bms_brand_product_line'> = new Map();
    if (ids.length === 0) return out;
    const [rows, subscribed] = await Promise.all([
      db
        .selectFrom('product_lines')
        .innerJoin('brands', 'brands.id', 'product_lines.brand_id')
        .select([
          'product_lines.id',
          'product_lines.name',
          'product_lines.category_id',
          'product_lines.share_image',
          'product_lines.products',
          'product_lines.articles',
          'product_lines.views',
          'brands.id as brand_id',
          'brands.name as brand',
        ])
        .where('product_lines.id', 'in', ids)
        .execute(),
      viewerId === null
        ? Promise.resolve([])
        : db
            .selectFrom('product_line_subscriptions')
            .select('product_line_id')
            .where('user_id', '=', viewerId)
            .where('product_line_id', 'in', ids)
            .execute(),
    ]);
    const mine = new Set(subscribed.map((s) => s.product_line_id));
    for (const r of rows) {
      out.set(r.id, {
        type: 'bms_brand_product_line',
        bms_brand_product_line: {
          id: r.id,
          name: r.name,
          brand: { id: r.brand_id, name: r.brand },
          categoryId: r.category_id,
          shareImage: r.share_image,
          products: r.products,
          articles: r.articles,
          views: r.views,
          subscribeStatus: mine.has(r.id) ? 'T' : 'F',
        },
      });
    }
    return out;
  },
};
