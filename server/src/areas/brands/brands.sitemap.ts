import { jumpUrl } from '@portal/api/jump-rules';
import { departmentUrl } from '@portal/api/links';
import { bookUrl } from '@portal/api/rules/account-wallet';
import { entryAt, type SitemapContribution, tableSource } from '../../web/sitemap/sitemap-source';

const brandSource = tableSource({
  name: 'brands',
  rows: (db) => db.selectFrom('brands'),
  columns: ['id', 'created_at'],
  entry: (r) => entryAt(jumpUrl({ type: 'brand', id: r.id }), r.created_at),
});

/** Product lines filed under a category: the jump rule has no page for one without */
const productLineSource = tableSource({
  name: 'product-lines',
  rows: (db) => db.selectFrom('product_lines').where('category_id', 'is not', null),
  columns: ['id', 'category_id', 'created_at'],
  entry: (r) =>
    entryAt(jumpUrl({ type: 'brandProductLine', id: r.id, categoryId: r.category_id }), r.created_at),
});

const productSource = tableSource({
  name: 'products',
  rows: (db) => db.selectFrom('products'),
  columns: ['id', 'category_id', 'created_at'],
  entry: (r) => entryAt(jumpUrl({ type: 'product', id: r.id, categoryId: r.category_id }), r.created_at),
});

const brandActivitySource = tableSource({
  name: 'brand-activities',
  rows: (db) => db.selectFrom('brand_activities'),
  columns: ['id', 'category_id', 'created_at'],
  entry: (r) =>
    entryAt(jumpUrl({ type: 'brandActivity', id: r.id, categoryId: r.category_id }), r.created_at),
});

const departmentSource = tableSource({
  name: 'departments',
  rows: (db) => db.selectFrom('departments'),
  columns: ['id', 'created_at'],
  entry: (r) => entryAt(departmentUrl(r.id), r.created_at),
});

const bookSource = tableSource({
  name: 'books',
  rows: (db) => db.selectFrom('books'),
  columns: ['id', 'created_at'],
  entry: (r) => entryAt(bookUrl(r.id), r.created_at),
});

export const BRANDS_SITEMAP: SitemapContribution = {
  sources: [brandSource, productLineSource, productSource, brandActivitySource, departmentSource, bookSource],
};
