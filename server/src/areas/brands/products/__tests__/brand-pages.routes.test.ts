import { brandEndpoints as e } from '@portal/api/endpoints/brand';
import { BRAND_MESSAGES } from '@portal/api/rules/brand';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
let doctor: { cookie: string; id: number };
let other: { cookie: string; id: number };
/** a category with lines, one of its lines and that line's brand */
let category: { id: number; code: string };
let line: { id: number; brand_id: number };

const get = (path: string, query: Record<string, string | number>, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: path,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: cookie ? { cookie } : {},
  });
const post = (path: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: 'POST', url: path, payload, headers: cookie ? { cookie } : {} });

const count = async (table: 'brands' | 'product_lines' | 'products', column: string, id: number) =>
  Number(
    (
      (await t.database.db
        .selectFrom(table)
        .select(column as 'id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()) as Record<string, unknown>
    )[column],
  );

beforeAll(async () => {
  t = await createTestApp({ seed: 'small' });
  doctor = await signIn(t, '13500000101');
  other = await signIn(t, '13500000102');
  const row = await t.database.db
    .selectFrom('product_lines as l')
    .innerJoin('brand_categories as c', 'c.id', 'l.category_id')
    .select(['l.id', 'l.brand_id', 'c.id as category_id', 'c.code'])
    .orderBy('l.id')
    .executeTakeFirstOrThrow();
  category = { id: row.category_id, code: row.code };
  line = { id: row.id, brand_id: row.brand_id };
});

afterAll(async () => {
  await t.close();
});

describe('a device category home', () => {
  it('lists the brands with a line in it, its lines and its products, most viewed first', async () => {
    const res = await get(e.categoryHome.path, { categoryId: category.id });
    expect(res.statusCode).toBe(200);
    const home = res.json().result;
    expect(home.category).toEqual(expect.objectContaining({ id: category.id, code: category.code }));
    expect(home.brands.length).toBeGreaterThan(0);
    for (const brand of home.brands) expect(brand.productLines).toBeGreaterThan(0);
    expect(home.productLines.every((l: { categoryId: number }) => l.categoryId === category.id)).toBe(true);
    const views = home.hotProducts.map((p: { views: number }) => p.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(home.hotProducts.every((p: { categoryId: number }) => p.categoryId === category.id)).toBe(true);
  });

  it('is found by its code when the id is not given (the More popup’s categoryCode)', async () => {
    const res = await get(e.categoryHome.path, { categoryCode: category.code });
    expect(res.json().result.category.id).toBe(category.id);
  });

  it('says 器械分类不存在 for an unknown category, and for neither id nor code', async () => {
    const queries: Record<string, string | number>[] = [
      { categoryId: 999_999 },
      { categoryCode: 'NO_SUCH' },
      {},
    ];
    for (const query of queries) {
      const res = await get(e.categoryHome.path, query);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: BRAND_MESSAGES.categoryNotFound });
    }
  });
});

describe('a brand page', () => {
  it('shows the introduction, categories and lines, and counts a view', async () => {
    const before = await count('brands', 'views', line.brand_id);
    const res = await get(e.brand.path, { id: line.brand_id });
    expect(res.statusCode).toBe(200);
    const brand = res.json().result;
    expect(brand.productLines.map((l: { id: number }) => l.id)).toContain(line.id);
    expect(brand.categories.map((c: { id: number }) => c.id)).toContain(category.id);
    expect(brand.views).toBe(before + 1);
    expect(await count('brands', 'views', line.brand_id)).toBe(before + 1);
  });

  it('says 品牌不存在 for an unknown brand and refuses a bad id in Chinese', async () => {
    const missing = await get(e.brand.path, { id: 999_999 });
    expect(missing.json()).toEqual({ code: 404, message: BRAND_MESSAGES.brandNotFound });
    const bad = await get(e.brand.path, { id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('subscribing needs sign-in, flips for the session user only, and ignores a userId', async () => {
    const before = await count('brands', 'subscribers', line.brand_id);
    expect((await post(e.subscribeBrand.path, { brandId: line.brand_id })).statusCode).toBe(401);

    const on = await post(e.subscribeBrand.path, { brandId: line.brand_id, userId: other.id }, doctor.cookie);
    expect(on.json()).toEqual({
      code: 1,
      result: { subscribeStatus: 'T', subscribers: before + 1 },
      message: BRAND_MESSAGES.subscribed,
    });
    const mine = (await get(e.brand.path, { id: line.brand_id }, doctor.cookie)).json().result;
    const theirs = (await get(e.brand.path, { id: line.brand_id }, other.cookie)).json().result;
    expect([mine.subscribeStatus, theirs.subscribeStatus]).toEqual(['T', 'F']);

    const off = await post(e.subscribeBrand.path, { brandId: line.brand_id }, doctor.cookie);
    expect(off.json().result).toEqual({ subscribeStatus: 'F', subscribers: before });
  });
});

describe('a product line', () => {
  it('subscribes with 订阅成功, and names its own brand or is not found', async () => {
    const wrongBrand = await post(
      e.subscribeProductLine.path,
      { brandId: line.brand_id + 1, productLineId: line.id },
      doctor.cookie,
    );
    expect(wrongBrand.json()).toEqual({ code: 404, message: BRAND_MESSAGES.productLineNotFound });

    const res = await post(
      e.subscribeProductLine.path,
      { brandId: line.brand_id, productLineId: line.id },
      doctor.cookie,
    );
    expect(res.json().message).toBe('订阅成功');
    expect(res.json().result.subscribeStatus).toBe('T');
    const page = (await get(e.productLine.path, { id: line.id }, doctor.cookie)).json().result;
    expect(page.subscribeStatus).toBe('T');
    expect(page.followStatus).toBe('F');
  });

  it('follows apart from subscribing (result.followStatus), and concurrent clicks never drift the count', async () => {
    const before = await count('product_lines', 'followers', line.id);
    const body = { brandId: line.brand_id, productLineId: line.id };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(e.followProductLine.path, body, other.cookie)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    // the counter agrees with the rows, whatever order the flips ran in
    const following = await t.database.db
      .selectFrom('product_line_follows')
      .select('user_id')
      .where('product_line_id', '=', line.id)
      .where('user_id', '=', other.id)
      .executeTakeFirst();
    expect(await count('product_lines', 'followers', line.id)).toBe(before + (following ? 1 : 0));
    // and each answer's count is what the rows said at that moment: never below the start, never above it by more than one
    for (const a of answers) expect(a.json().result.followers - before).toBeGreaterThanOrEqual(0);
    for (const a of answers) expect(a.json().result.followers - before).toBeLessThanOrEqual(1);
  });
});

describe('products', () => {
  it('a product page has its pictures, specifications and introduction, and a follow', async () => {
    const product = await t.database.db
      .selectFrom('products')
      .select(['id', 'followers'])
      .where('product_line_id', '=', line.id)
      .executeTakeFirstOrThrow();
    const page = (await get(e.product.path, { id: product.id }, doctor.cookie)).json().result;
    expect(page.pictures.length).toBeGreaterThan(0);
    expect(page.specs.length).toBeGreaterThan(0);
    expect(page.description).not.toBe('');
    expect(page.brandProductLine.id).toBe(line.id);
    expect(page.followStatus).toBe('F');

    const res = await post(e.followProduct.path, { productId: product.id }, doctor.cookie);
    expect(res.json()).toEqual({
      code: 1,
      result: { followStatus: 'T', followers: Number(product.followers) + 1 },
      message: BRAND_MESSAGES.followed,
    });
    expect((await post(e.followProduct.path, { productId: 999_999 }, doctor.cookie)).json()).toEqual({
      code: 404,
      message: BRAND_MESSAGES.productNotFound,
    });
  });

  it('lists a line’s products a page at a time; a page past the end is empty, a huge page size refused', async () => {
    const first = (await get(e.products.path, { productLineId: line.id, pageNo: 1, pageSize: 1 })).json();
    expect(first.list).toHaveLength(1);
    expect(first.page.totalCount).toBeGreaterThan(0);
    const past = (await get(e.products.path, { productLineId: line.id, pageNo: 500, pageSize: 10 })).json();
    expect(past.list).toEqual([]);
    expect((await get(e.products.path, { productLineId: line.id, pageSize: 10_000 })).statusCode).toBe(400);
  });

  it('finds products by words of their or their brand’s name, every word; wildcards are literal', async () => {
    const some = await t.database.db
      .selectFrom('products as p')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select(['p.id', 'p.name', 'b.name as brand'])
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const byName = (await get(e.products.path, { keywords: some.name.slice(0, 3), pageSize: 100 })).json();
    expect(byName.list.map((p: { id: number }) => p.id)).toContain(some.id);
    for (const p of byName.list as { name: string; brand: { name: string } | null }[])
      expect(`${p.name} ${p.brand?.name ?? ''}`.toLowerCase()).toContain(some.name.slice(0, 3).toLowerCase());
    const both = (
      await get(e.products.path, { keywords: `${some.brand} ${some.name}`, pageSize: 100 })
    ).json();
    expect(both.list.map((p: { id: number }) => p.id)).toContain(some.id);
    expect((await get(e.products.path, { keywords: '%' })).json().list).toEqual([]);
    expect((await get(e.products.path, { keywords: '不存在的产品名称' })).json().page.totalCount).toBe(0);
    expect((await get(e.products.path, { keywords: 'x'.repeat(51) })).statusCode).toBe(400);
  });
});
