import { jumpUrl } from '@portal/api/jump-rules';
import { departmentUrl } from '@portal/api/links';
import { bookUrl } from '@portal/api/rules/account-wallet';
import { countOf, type SitemapContribution, type SitemapSource } from '../../web/sitemap/sitemap-source';

const brandSource: SitemapSource = {
  name: 'brands',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('brands')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('brands')
      .select(['id', 'created_at'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.flatMap((r) => {
      const path = jumpUrl({ type: 'brand', id: r.id });
      return path ? [{ path, lastmod: Number(r.created_at) }] : [];
    });
  },
};

/** Product lines filed under a category: the jump rule has no page for one without */
const productLineSource: SitemapSource = {
  name: 'product-lines',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('product_lines')
        .where('category_id', 'is not', null)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('product_lines')
      .where('category_id', 'is not', null)
      .select(['id', 'category_id', 'created_at'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.flatMap((r) => {
      const path = jumpUrl({ type: 'brandProductLine', id: r.id, categoryId: r.category_id });
      return path ? [{ path, lastmod: Number(r.created_at) }] : [];
    });
  },
};

const productSource: SitemapSource = {
  name: 'products',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('products')
      .select(['id', 'category_id', 'created_at'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.flatMap((r) => {
      const path = jumpUrl({ type: 'product', id: r.id, categoryId: r.category_id });
      return path ? [{ path, lastmod: Number(r.created_at) }] : [];
    });
  },
};

const brandActivitySource: SitemapSource = {
  name: 'brand-activities',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('brand_activities')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('brand_activities')
      .select(['id', 'category_id', 'created_at'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.flatMap((r) => {
      const path = jumpUrl({ type: 'brandActivity', id: r.id, categoryId: r.category_id });
      return path ? [{ path, lastmod: Number(r.created_at) }] : [];
    });
  },
};

const departmentSource: SitemapSource = {
  name: 'departments',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('departments')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('departments')
      .select(['id', 'created_at'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({ path: departmentUrl(r.id), lastmod: Number(r.created_at) }));
  },
};

const bookSource: SitemapSource = {
  name: 'books',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('books')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('books')
      .select(['id', 'created_at'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({ path: bookUrl(r.id), lastmod: Number(r.created_at) }));
  },
};

export const BRANDS_SITEMAP: SitemapContribution = {
  sources: [brandSource, productLineSource, productSource, brandActivitySource, departmentSource, bookSource],
};
