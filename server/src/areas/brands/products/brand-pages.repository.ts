import type {
  BrandCard,
  BrandCategory,
  BrandDetail,
  ProductCard,
  ProductDetail,
  ProductLine,
  ProductSpec,
} from '@portal/api/contract/brand';
import { BRAND_LIMITS, BRAND_MESSAGES } from '@portal/api/rules/brand';
import { sql } from 'kysely';
import type { PortalDb } from '../../../db/database';
import { notFound } from '../../../lib/app-error';

const TF = (on: boolean) => (on ? ('T' as const) : ('F' as const));

/** the marker tables of this area: who subscribed to or follows which brand, line or product */
const MARKERS = {
  brand_subscriptions: 'brand_id',
  product_line_subscriptions: 'product_line_id',
  product_line_follows: 'product_line_id',
  product_follows: 'product_id',
} as const;
type MarkerTable = keyof typeof MARKERS;

interface LineRow {
  id: number;
  name: string;
  brand_id: number;
  brand_name: string;
  category_id: number | null;
  share_image: string;
  products: number;
  articles: number;
  views: number;
  subscribers: number;
  followers: number;
  description: string;
}

/** JSON kept as text: what cannot be read is shown as nothing, never a failed page */
function parseJson<T>(text: string, valid: (value: unknown) => value is T, fallback: T): T {
  try {
    const value: unknown = JSON.parse(text);
    return valid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
const isSpecs = (v: unknown): v is ProductSpec[] =>
  Array.isArray(v) &&
  v.every(
    (s) =>
      typeof s === 'object' &&
      s !== null &&
      typeof (s as ProductSpec).name === 'string' &&
      typeof (s as ProductSpec).value === 'string',
  );

/**
 * The brand pages' reads: a device category's home, a brand, a product line, a product and lists of
 * products. Every subscription and follow mark is the viewer's (none for a visitor).
 */
export function createBrandPagesRepository(db: PortalDb) {
  /** the ids of `ids` the viewer has a row for in `table` */
  async function marked(table: MarkerTable, viewerId: number | null, ids: readonly number[]) {
    if (viewerId === null || ids.length === 0) return new Set<number>();
    const column = MARKERS[table];
    const { rows } = await sql<{ id: number }>`select ${sql.ref(column)} as id from ${sql.table(table)}
      where user_id = ${viewerId} and ${sql.ref(column)} in (${sql.join([...ids])})`.execute(db);
    return new Set(rows.map((r) => Number(r.id)));
  }

  async function category(ref: { id?: number; code?: string }): Promise<BrandCategory> {
    if (ref.id === undefined && !ref.code) throw notFound(BRAND_MESSAGES.categoryNotFound);
    const row = await db
      .selectFrom('brand_categories')
      .select(['id', 'name', 'code'])
      .where('parent_id', 'is', null)
      .where('enabled', '=', 1)
      .$if(ref.id !== undefined, (q) => q.where('id', '=', ref.id!))
      .$if(ref.id === undefined, (q) => q.where('code', '=', ref.code!))
      .executeTakeFirst();
    if (!row) throw notFound(BRAND_MESSAGES.categoryNotFound);
    return row;
  }

  const lineColumns = [
    'l.id',
    'l.name',
    'l.brand_id',
    'b.name as brand_name',
    'l.category_id',
    'l.share_image',
    'l.products',
    'l.articles',
    'l.views',
    'l.subscribers',
    'l.followers',
    'l.description',
  ] as const;
  const lines = () => db.selectFrom('product_lines as l').innerJoin('brands as b', 'b.id', 'l.brand_id');

  async function toLines(rows: readonly LineRow[], viewerId: number | null): Promise<ProductLine[]> {
    const ids = rows.map((r) => r.id);
    const [subscribed, followed] = await Promise.all([
      marked('product_line_subscriptions', viewerId, ids),
      marked('product_line_follows', viewerId, ids),
    ]);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      brand: { id: r.brand_id, name: r.brand_name },
      categoryId: r.category_id,
      shareImage: r.share_image,
      products: Number(r.products),
      articles: Number(r.articles),
      views: Number(r.views),
      subscribers: Number(r.subscribers),
      subscribeStatus: TF(subscribed.has(r.id)),
      followers: Number(r.followers),
      followStatus: TF(followed.has(r.id)),
      description: r.description,
    }));
  }

  const productColumns = [
    'p.id',
    'p.name',
    'p.image',
    'p.brand_id',
    'b.name as brand_name',
    'p.category_id',
    'c.name as category_name',
    'p.product_line_id',
    'l.name as line_name',
    'l.category_id as line_category_id',
    'p.views',
    'p.followers',
  ] as const;
  const products = () =>
    db
      .selectFrom('products as p')
      .leftJoin('brands as b', 'b.id', 'p.brand_id')
      .leftJoin('brand_categories as c', 'c.id', 'p.category_id')
      .leftJoin('product_lines as l', 'l.id', 'p.product_line_id');

  const toProduct = (r: {
    id: number;
    name: string;
    image: string;
    brand_id: number | null;
    brand_name: string | null;
    category_id: number | null;
    category_name: string | null;
    product_line_id: number | null;
    line_name: string | null;
    line_category_id: number | null;
    views: number;
    followers: number;
  }): ProductCard => ({
    id: r.id,
    name: r.name,
    image: r.image,
    brand: r.brand_id !== null && r.brand_name !== null ? { id: r.brand_id, name: r.brand_name } : null,
    categoryId: r.category_id,
    category: r.category_name ?? '',
    brandProductLine:
      r.product_line_id !== null && r.line_name !== null
        ? { id: r.product_line_id, name: r.line_name, categoryId: r.line_category_id }
        : null,
    views: Number(r.views),
    followers: Number(r.followers),
  });

  /** brands with their counts, in the given order */
  async function brandCards(
    rows: { id: number; name: string; logo: string; subscribers: number }[],
    categoryId: number | null,
    viewerId: number | null,
  ): Promise<BrandCard[]> {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const [lineCounts, productCounts, subscribed] = await Promise.all([
      db
        .selectFrom('product_lines')
        .select(['brand_id', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('brand_id', 'in', ids)
        .$if(categoryId !== null, (q) => q.where('category_id', '=', categoryId))
        .groupBy('brand_id')
        .execute(),
      db
        .selectFrom('products')
        .select(['brand_id', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('brand_id', 'in', ids)
        .$if(categoryId !== null, (q) => q.where('category_id', '=', categoryId))
        .groupBy('brand_id')
        .execute(),
      marked('brand_subscriptions', viewerId, ids),
    ]);
    const lineN = new Map(lineCounts.map((r) => [Number(r.brand_id), Number(r.n)]));
    const productN = new Map(productCounts.map((r) => [Number(r.brand_id), Number(r.n)]));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      logo: r.logo,
      categoryId,
      productLines: lineN.get(r.id) ?? 0,
      products: productN.get(r.id) ?? 0,
      subscribers: Number(r.subscribers),
      subscribeStatus: TF(subscribed.has(r.id)),
    }));
  }

  return {
    category,

    /** a category's brands (most viewed first), lines and hot products */
    async categoryHome(cat: BrandCategory, viewerId: number | null) {
      const [brandRows, lineRows, productRows] = await Promise.all([
        db
          .selectFrom('brands as b')
          .select(['b.id', 'b.name', 'b.logo', 'b.subscribers', 'b.views'])
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('product_lines as l')
                .select('l.id')
                .whereRef('l.brand_id', '=', 'b.id')
                .where('l.category_id', '=', cat.id),
            ),
          )
          .orderBy('b.views', 'desc')
          .orderBy('b.id')
          .limit(BRAND_LIMITS.homeBrands)
          .execute(),
        lines()
          .select(lineColumns)
          .where('l.category_id', '=', cat.id)
          .orderBy('l.views', 'desc')
          .orderBy('l.id')
          .limit(BRAND_LIMITS.homeProductLines)
          .execute(),
        products()
          .select(productColumns)
          .where('p.category_id', '=', cat.id)
          .orderBy('p.views', 'desc')
          .orderBy('p.id')
          .limit(BRAND_LIMITS.homeHotProducts)
          .execute(),
      ]);
      return {
        brands: await brandCards(brandRows, cat.id, viewerId),
        productLines: await toLines(lineRows, viewerId),
        hotProducts: productRows.map(toProduct),
      };
    },

    async brand(id: number, viewerId: number | null): Promise<BrandDetail> {
      const row = await db
        .selectFrom('brands')
        .select(['id', 'name', 'logo', 'description', 'views', 'subscribers'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound(BRAND_MESSAGES.brandNotFound);
      const [lineRows, categories, productCount, subscribed, admin] = await Promise.all([
        lines()
          .select(lineColumns)
          .where('l.brand_id', '=', id)
          .orderBy('l.views', 'desc')
          .orderBy('l.id')
          .execute(),
        db
          .selectFrom('brand_categories as c')
          .select(['c.id', 'c.name', 'c.code'])
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('product_lines as l')
                .select('l.id')
                .whereRef('l.category_id', '=', 'c.id')
                .where('l.brand_id', '=', id),
            ),
          )
          .orderBy('c.sort')
          .orderBy('c.id')
          .execute(),
        db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('brand_id', '=', id)
          .executeTakeFirst(),
        marked('brand_subscriptions', viewerId, [id]),
        viewerId === null
          ? undefined
          : db
              .selectFrom('brand_members')
              .select('user_id')
              .where('brand_id', '=', id)
              .where('user_id', '=', viewerId)
              .where('role', '=', 'admin')
              .executeTakeFirst(),
      ]);
      return {
        id: row.id,
        name: row.name,
        logo: row.logo,
        description: row.description,
        views: Number(row.views),
        subscribers: Number(row.subscribers),
        subscribeStatus: TF(subscribed.has(id)),
        categories,
        productLines: await toLines(lineRows, viewerId),
        products: Number(productCount?.n ?? 0),
        manage: admin !== undefined,
      };
    },

    async productLine(id: number, viewerId: number | null): Promise<ProductLine> {
      const row = await lines().select(lineColumns).where('l.id', '=', id).executeTakeFirst();
      if (!row) throw notFound(BRAND_MESSAGES.productLineNotFound);
      const [line] = await toLines([row], viewerId);
      return line as ProductLine;
    },

    /** products of a brand, a line or a category, most viewed first */
    async products(
      filter: { brandId?: number; productLineId?: number; categoryId?: number; keywords?: string },
      page: { pageNo: number; pageSize: number },
    ): Promise<{ items: ProductCard[]; total: number }> {
      // every word must be in the product's or the brand's name; LIKE's own wildcards are literal
      const words = (filter.keywords ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
      const scoped = () =>
        products()
          .$if(filter.brandId !== undefined, (q) => q.where('p.brand_id', '=', filter.brandId!))
          .$if(filter.productLineId !== undefined, (q) =>
            q.where('p.product_line_id', '=', filter.productLineId!),
          )
          .$if(filter.categoryId !== undefined, (q) => q.where('p.category_id', '=', filter.categoryId!))
          .$if(words.length > 0, (q) =>
            q.where((eb) =>
              eb.and(
                words.map((word) => {
                  const pattern = `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
                  return eb.or([
                    eb(sql`lower(p.name)`, 'like', sql<string>`${pattern} escape '\\'`),
                    eb(sql`lower(b.name)`, 'like', sql<string>`${pattern} escape '\\'`),
                  ]);
                }),
              ),
            ),
          );
      const [rows, count] = await Promise.all([
        scoped()
          .select(productColumns)
          .orderBy('p.views', 'desc')
          .orderBy('p.id')
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize)
          .execute(),
        scoped()
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirst(),
      ]);
      return { items: rows.map(toProduct), total: Number(count?.n ?? 0) };
    },

    async product(id: number, viewerId: number | null): Promise<ProductDetail> {
      const row = await products()
        .select([...productColumns, 'p.description', 'p.specs', 'p.pictures'])
        .where('p.id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound(BRAND_MESSAGES.productNotFound);
      const [followed, admin] = await Promise.all([
        marked('product_follows', viewerId, [id]),
        viewerId === null || row.brand_id === null
          ? undefined
          : db
              .selectFrom('brand_members')
              .select('user_id')
              .where('brand_id', '=', row.brand_id)
              .where('user_id', '=', viewerId)
              .where('role', '=', 'admin')
              .executeTakeFirst(),
      ]);
      const pictures = parseJson(row.pictures, isStrings, []);
      return {
        ...toProduct(row),
        pictures: pictures.length > 0 ? pictures : [row.image],
        specs: parseJson(row.specs, isSpecs, []),
        description: row.description,
        followStatus: TF(followed.has(id)),
        manage: admin !== undefined,
      };
    },

    /** one more view of a brand, line or product (after it was read: a missing one is not counted) */
    async countView(table: 'brands' | 'product_lines' | 'products', id: number) {
      await db
        .updateTable(table)
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /** the brand of a line (the subscribe and follow calls name both, and must agree) */
    async lineOfBrand(brandId: number, productLineId: number) {
      const row = await db
        .selectFrom('product_lines')
        .select('id')
        .where('id', '=', productLineId)
        .where('brand_id', '=', brandId)
        .executeTakeFirst();
      if (!row) throw notFound(BRAND_MESSAGES.productLineNotFound);
    },

    async assertExists(table: 'brands' | 'products', id: number) {
      const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
      if (!row)
        throw notFound(table === 'brands' ? BRAND_MESSAGES.brandNotFound : BRAND_MESSAGES.productNotFound);
    },
  };
}

export type BrandPagesRepository = ReturnType<typeof createBrandPagesRepository>;
