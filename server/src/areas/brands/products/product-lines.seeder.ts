import type { Insertable } from 'kysely';
import type { PortalDb } from '../../../db/database';
import { catalogueStream, readUsers, type SeedUser } from '../../../seed/area-inputs';
import { type AreaSeeder, coverUrl, insertChunks } from '../../../seed/area-seeder';
import { daysAgo, pickDistinct, type Rng } from '../../../seed/random';
import type { BrandsTable, ProductLineSubscriptionsTable, ProductLinesTable } from './schema';

/**
 * Brands and product lines out of the products the side bar seeded: a brand per maker, a line
 * per brand and device category, with the line's counters matching its products, linked
 * content and subscribers.
 */
async function buildProductLines(db: PortalDb, r: Rng, now: number, users: readonly SeedUser[]) {
  const [products, categories, links] = await Promise.all([
    db.selectFrom('products').select(['id', 'name', 'brand_name', 'category_id']).orderBy('id').execute(),
    db.selectFrom('brand_categories').select(['id', 'name']).execute(),
    db.selectFrom('content_products').select(['product_id', 'content_type', 'content_id']).execute(),
  ]);
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const contentOf = new Map<number, string[]>();
  for (const l of links)
    contentOf.set(l.product_id, [
      ...(contentOf.get(l.product_id) ?? []),
      `${l.content_type}:${l.content_id}`,
    ]);

  const brands: Insertable<BrandsTable>[] = [];
  const brandId = new Map<string, number>();
  const lines: Insertable<ProductLinesTable>[] = [];
  const lineProducts = new Map<number, number[]>();
  const lineKey = new Map<string, number>();
  for (const p of products) {
    let bId = brandId.get(p.brand_name);
    if (bId === undefined) {
      bId = brands.length + 1;
      brandId.set(p.brand_name, bId);
      brands.push({
        id: bId,
        name: p.brand_name,
        logo: coverUrl(`brand-${bId}`, p.brand_name),
        views: r.skewed(200, 60_000),
        created_at: daysAgo(r, now, 300, 1500),
        description: `${p.brand_name}神经外科相关产品、临床资料与学术活动。`,
      });
    }
    const key = `${bId}:${p.category_id ?? '-'}`;
    let lId = lineKey.get(key);
    if (lId === undefined) {
      lId = lines.length + 1;
      lineKey.set(key, lId);
      const category = p.category_id !== null ? categoryName.get(p.category_id) : undefined;
      const name = `${p.brand_name} ${category ?? '神经外科产品'}`;
      lines.push({
        id: lId,
        brand_id: bId,
        name,
        category_id: p.category_id,
        share_image: coverUrl(`product-line-${lId}`, name),
        products: 0,
        articles: 0,
        views: r.skewed(100, 40_000),
        subscribers: 0,
        created_at: daysAgo(r, now, 200, 1200),
        description: `${p.brand_name}在${category ?? '神经外科'}领域的产品线，收录产品参数、操作视频与临床应用文章。`,
      });
    }
    lineProducts.set(lId, [...(lineProducts.get(lId) ?? []), p.id]);
  }
  const subscriptions: Insertable<ProductLineSubscriptionsTable>[] = [];
  for (const line of lines) {
    const ids = lineProducts.get(line.id as number) ?? [];
    line.products = ids.length;
    line.articles = new Set(ids.flatMap((id) => contentOf.get(id) ?? [])).size;
    const fans = pickDistinct(r, users, r.skewed(0, Math.min(30, users.length)));
    for (const u of fans)
      subscriptions.push({
        product_line_id: line.id as number,
        user_id: u.id,
        created_at: u.created_at + r.int(0, Math.max(0, now - u.created_at)),
      });
    line.subscribers = fans.length;
  }
  const productUpdates = lines.map((l) => ({
    brandId: l.brand_id,
    lineId: l.id as number,
    productIds: lineProducts.get(l.id as number) ?? [],
  }));
  return { brands, lines, subscriptions, productUpdates };
}

/**
 * Brands, their product lines and the lines' subscribers, filing every seeded product under its
 * brand and line (migration 010's part of this feature).
 */
export const productLinesSeeder: AreaSeeder = {
  name: 'brands-product-lines',
  tables: ['brands', 'product_lines', 'product_line_subscriptions'],
  sequenceTables: ['brands', 'product_lines'],
  async seed(db, context) {
    const users = await readUsers(db);
    const built = await buildProductLines(
      db,
      catalogueStream(context.seed, 'product-lines'),
      context.now,
      users,
    );
    await insertChunks(built.brands, (rows) => db.insertInto('brands').values(rows).execute());
    await insertChunks(built.lines, (rows) => db.insertInto('product_lines').values(rows).execute());
    await insertChunks(built.subscriptions, (rows) =>
      db.insertInto('product_line_subscriptions').values(rows).execute(),
    );
    for (const u of built.productUpdates) {
      if (u.productIds.length === 0) continue;
      await db
        .updateTable('products')
        .set({ brand_id: u.brandId, product_line_id: u.lineId })
        .where('id', 'in', u.productIds)
        .execute();
    }
  },
};
