import { brandEndpoints } from '@portal/api/endpoints/brand';
import { brandActivityQuery, brandQuery, productLineQuery, productQuery } from '@portal/api/queries/brand';
import { departmentQuery } from '@portal/api/queries/department';
import { bookQuery } from '@portal/api/queries/mall';
import {
  canonicalOf,
  createPagesTestApp,
  jsonLdOf,
  mainTextOf,
  metaOf,
  type PagesTestApp,
  pageDataOf,
  SHELL_HTML,
} from '../../../../test-support/pages';
import { signIn } from '../../../../test-support/test-app';

const EVIL = '<script>alert(1)</script>';
const EVIL_NAME = `导航${EVIL}"系统"`;
const EVIL_NAME_HTML = '导航&lt;script&gt;alert(1)&lt;/script&gt;&quot;系统&quot;';
const NOW = Date.UTC(2026, 10, 1, 2);
const HOUR = 3_600_000;

let t: PagesTestApp;
let reader: { cookie: string; id: number };
let applicant: { cookie: string; id: number };
let categoryId: number;
let brandId: number;
let lineId: number;
let unfiledLineId: number;
let productId: number;
let activityId: number;
let departmentId: number;
let bookId: number;
let deletedProductId: number;

beforeAll(async () => {
  t = await createPagesTestApp({ remotes: 'portal' });
  reader = await signIn(t, '13900006001');
  applicant = await signIn(t, '13900006002');
  const db = t.database.db;
  categoryId = (
    await db
      .insertInto('brand_categories')
      .values({ name: '神经导航', code: 'NAV_T', parent_id: null, level: 1, sort: 1, enabled: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  brandId = (
    await db
      .insertInto('brands')
      .values({
        name: EVIL_NAME,
        logo: '/media/cover/brand.svg',
        views: 0,
        created_at: NOW,
        description: `专注神经外科导航。\n第二段 A & B <精准>`,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const line = (name: string, category: number | null) =>
    db
      .insertInto('product_lines')
      .values({
        brand_id: brandId,
        name,
        category_id: category,
        share_image: '/media/cover/line.svg',
        products: 1,
        articles: 0,
        views: 0,
        subscribers: 0,
        created_at: NOW,
        description: '光学导航产品线',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  lineId = (await line('光学导航', categoryId)).id;
  unfiledLineId = (await line('未归类产品线', null)).id;
  const product = (name: string) =>
    db
      .insertInto('products')
      .values({
        name,
        image: '/media/cover/product.svg',
        brand_name: EVIL_NAME,
        category_id: categoryId,
        views: 0,
        created_at: NOW,
        brand_id: brandId,
        product_line_id: lineId,
        description: `术中实时定位${EVIL}`,
        specs: JSON.stringify([{ name: '精度', value: '≤1mm' }]),
        pictures: JSON.stringify(['/media/cover/p1.svg']),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  productId = (await product('导航仪 S8')).id;
  deletedProductId = (await product('已下架')).id;
  await db.deleteFrom('products').where('id', '=', deletedProductId).execute();
  activityId = (
    await db
      .insertInto('brand_activities')
      .values({
        brand_id: brandId,
        category_id: categoryId,
        name: '导航操作培训',
        cover: '/media/cover/activity.svg',
        share_image: '/media/cover/activity.svg',
        place: '北京·国家会议中心',
        start_time: NOW + 24 * HOUR,
        end_time: NOW + 30 * HOUR,
        capacity: 0,
        signups: 0,
        subscribers: 0,
        views: 0,
        contents: 0,
        description: '上机实操',
        created_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  departmentId = (
    await db
      .insertInto('departments')
      .values({
        hospital_group_name: '首都医科大学附属北京天坛医院',
        name: '神经外科',
        icon_url: '/media/cover/dept.svg',
        city: '北京',
        subspecialty_id: null,
        member_total: 0,
        subscribers: 0,
        views: 0,
        created_at: NOW,
        description: '国家神经系统疾病临床医学研究中心',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('department_join_applications')
    .values({
      department_id: departmentId,
      user_id: applicant.id,
      status: 'rejected',
      remark: '申请加入',
      reason: '执业证明不清晰-私密',
      created_at: NOW,
      decided_at: NOW,
      decided_by: null,
    })
    .execute();
  bookId = (
    await db
      .insertInto('books')
      .values({
        name: '神经外科手术学',
        cover: '/media/cover/book.svg',
        price_fen: 29800,
        discount_price_fen: 19800,
        press_name: '人民卫生出版社',
        publish_year: 2024,
        isbn: '9787117000000',
        subspecialty_id: null,
        sales: 0,
        views: 0,
        created_at: NOW,
        introduction: '经典手术学著作。',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('book_authors')
    .values([
      { book_id: bookId, sort: 1, type: 'A', name: '王忠诚' },
      { book_id: bookId, sort: 2, type: 'T', name: '张译' },
    ])
    .execute();
});

afterAll(async () => {
  await t.close();
});

const page = (url: string, cookie?: string) => t.page(url, cookie);

const pageData = pageDataOf;
const meta = metaOf;
const canonical = canonicalOf;

/** JSON-LD as a validator wants it: parses, says its context and type, and has the type's required properties */
function expectSchema(ld: Record<string, unknown>, type: string, required: readonly string[]) {
  expect(ld['@context']).toBe('https://schema.org');
  expect(ld['@type']).toBe(type);
  for (const property of required) expect(ld[property]).toBeTruthy();
}

describe('the brand pages as HTML', () => {
  it('a brand: title, description, canonical under "-", Open Graph, Brand JSON-LD, text, all escaped', async () => {
    const res = await page(`/bms/classify/${categoryId}/brand-details/${brandId}?from=share`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<title>${EVIL_NAME_HTML} - 品牌 - 脑医汇</title>`);
    expect(html).toContain(
      '<meta name="description" content="专注神经外科导航。 第二段 A &amp; B &lt;精准&gt;"/>',
    );
    expect(canonical(html)).toBe(`http://localhost/bms/classify/-/brand-details/${brandId}`);
    expect(meta(html, 'og:url')).toBe(`http://localhost/bms/classify/-/brand-details/${brandId}`);
    expect(meta(html, 'og:title')).toBe(`${EVIL_NAME_HTML} - 品牌`);
    expect(meta(html, 'og:image')).toBe('http://localhost/media/cover/brand.svg');
    const ld = jsonLdOf(html);
    expectSchema(ld, 'Brand', ['name', 'url']);
    expect(ld).toMatchObject({ name: EVIL_NAME, logo: '/media/cover/brand.svg' });
    const text = mainTextOf(html);
    expect(text).toContain(
      '<img src="/media/cover/brand.svg" alt="" width="132" height="132" fetchpriority="high"',
    );
    expect(text).toContain(`<h1>${EVIL_NAME_HTML}</h1>`);
    expect(text).toContain('<p>第二段 A &amp; B &lt;精准&gt;</p>');
    expect(text).toContain('光学导航');
    expect(html).not.toContain('<script>alert');
    // the shell's script, the JSON-LD and the first data: nothing of the brand ends a script
    expect(html.match(/<\/script>/g)).toHaveLength(3);
  });

  it('a product line: ProductGroup JSON-LD, canonical under its own category whatever the address', async () => {
    const html = (await page(`/bms/classify/-/product-line-details/${lineId}`)).body;
    expect(canonical(html)).toBe(
      `http://localhost/bms/classify/${categoryId}/product-line-details/${lineId}`,
    );
    expect(meta(html, 'og:image')).toBe('http://localhost/media/cover/line.svg');
    const ld = jsonLdOf(html);
    expectSchema(ld, 'ProductGroup', ['name', 'brand', 'url']);
    expect(ld.brand).toMatchObject({ '@type': 'Brand', name: EVIL_NAME });
    expect(mainTextOf(html)).toContain('<h1>光学导航</h1>');
    expect(mainTextOf(html)).toContain('光学导航产品线');
    // a line in no category has no jump-rule address: its canonical is the address it was reached at
    const unfiled = (await page(`/bms/classify/-/product-line-details/${unfiledLineId}`)).body;
    expect(canonical(unfiled)).toBe(`http://localhost/bms/classify/-/product-line-details/${unfiledLineId}`);
  });

  it('a product: Product JSON-LD with its brand, specifications and pictures; the text escaped', async () => {
    const html = (await page(`/bms/classify/-/product-details/${productId}`)).body;
    expect(canonical(html)).toBe(`http://localhost/bms/classify/${categoryId}/product-details/${productId}`);
    const ld = jsonLdOf(html);
    expectSchema(ld, 'Product', ['name', 'image', 'description']);
    expect(ld).toMatchObject({
      name: '导航仪 S8',
      brand: { '@type': 'Brand', name: EVIL_NAME },
      category: '神经导航',
      additionalProperty: [{ '@type': 'PropertyValue', name: '精度', value: '≤1mm' }],
    });
    expect(mainTextOf(html)).toContain('<p>精度：≤1mm</p>');
    expect(mainTextOf(html)).toContain('术中实时定位&lt;script&gt;alert(1)&lt;/script&gt;');
    // its picture, fetched at once, a little larger than the screen's 320 × 320 (its largest paint)
    expect(mainTextOf(html)).toContain(
      '<img src="/media/cover/product.svg" alt="" width="324" height="324" fetchpriority="high"',
    );
    expect(html).not.toContain('<script>alert');
  });

  it('a brand activity: Event JSON-LD with its time (Beijing) and place', async () => {
    const html = (await page(`/bms/classify/${categoryId}/activity-details/${activityId}`)).body;
    expect(canonical(html)).toBe(
      `http://localhost/bms/classify/${categoryId}/activity-details/${activityId}`,
    );
    expect(meta(html, 'og:image')).toBe('http://localhost/media/cover/activity.svg');
    const ld = jsonLdOf(html);
    expectSchema(ld, 'Event', ['name', 'startDate', 'location']);
    expect(ld).toMatchObject({
      startDate: '2026-11-02T10:00:00+08:00',
      endDate: '2026-11-02T16:00:00+08:00',
      location: { '@type': 'Place', name: '北京·国家会议中心' },
      organizer: { '@type': 'Organization', name: EVIL_NAME },
    });
    expect(mainTextOf(html)).toContain('2026-11-02 10:00 ~ 2026-11-02 16:00');
    expect(mainTextOf(html)).toContain('上机实操');
  });

  it('a department: MedicalOrganization JSON-LD in its hospital; canonical keeps departmentId only', async () => {
    const html = (await page(`/department/detail?departmentId=${departmentId}&tab=members`)).body;
    expect(html).toContain('<title>首都医科大学附属北京天坛医院神经外科 - 科室 - 脑医汇</title>');
    expect(canonical(html)).toBe(`http://localhost/department/detail?departmentId=${departmentId}`);
    const ld = jsonLdOf(html);
    expectSchema(ld, 'MedicalOrganization', ['name', 'url']);
    expect(ld).toMatchObject({
      parentOrganization: { '@type': 'Hospital', name: '首都医科大学附属北京天坛医院' },
      address: { addressLocality: '北京' },
    });
    expect(mainTextOf(html)).toContain('国家神经系统疾病临床医学研究中心');
  });

  it('a book: Book JSON-LD with its authors, translator, ISBN and offer', async () => {
    const html = (await page(`/mall/product/${bookId}`)).body;
    expect(html).toContain('<title>神经外科手术学 - 图书 - 脑医汇</title>');
    expect(canonical(html)).toBe(`http://localhost/mall/product/${bookId}`);
    expect(meta(html, 'og:image')).toBe('http://localhost/media/cover/book.svg');
    const ld = jsonLdOf(html);
    expectSchema(ld, 'Book', ['name', 'author']);
    expect(ld).toMatchObject({
      author: [{ '@type': 'Person', name: '王忠诚' }],
      translator: [{ '@type': 'Person', name: '张译' }],
      isbn: '9787117000000',
      publisher: { name: '人民卫生出版社' },
      offers: { '@type': 'Offer', price: '198.00', priceCurrency: 'CNY' },
    });
    expect(mainTextOf(html)).toContain('王忠诚 著 · 张译 译 · 人民卫生出版社 · ¥198.00');
    expect(mainTextOf(html)).toContain(
      '<img src="/media/cover/book.svg" alt="" width="244" height="324" fetchpriority="high"',
    );
  });

  it('puts each detail answer in the page under the key its screen reads, for whom it answered', async () => {
    const cases = [
      [`/bms/classify/-/brand-details/${brandId}`, brandQuery(brandId, null).queryKey],
      [`/bms/classify/${categoryId}/product-line-details/${lineId}`, productLineQuery(lineId, null).queryKey],
      [`/bms/classify/-/product-details/${productId}`, productQuery(productId, null).queryKey],
      [`/bms/classify/-/activity-details/${activityId}`, brandActivityQuery(activityId, null).queryKey],
      [`/department/detail?departmentId=${departmentId}`, departmentQuery(departmentId, null).queryKey],
      [`/mall/product/${bookId}`, bookQuery(bookId).queryKey],
    ] as const;
    for (const [url, key] of cases) {
      const { viewer, entries } = pageData((await page(url)).body);
      expect(viewer).toBeNull();
      expect(entries.map((e) => e.queryKey)).toEqual([key]);
    }
    // a signed-in reader's page is answered for them, under the key their screen reads
    const subscribed = await t.app.inject({
      method: 'POST',
      url: brandEndpoints.subscribeBrand.path,
      headers: { cookie: reader.cookie },
      payload: { brandId },
    });
    expect(subscribed.json().result.subscribeStatus).toBe('T');
    const mine = pageData((await page(`/bms/classify/-/brand-details/${brandId}`, reader.cookie)).body);
    expect(mine.viewer).toBe(reader.id);
    expect(mine.entries[0]?.queryKey).toEqual(brandQuery(brandId, reader.id).queryKey);
    expect(mine.entries[0]?.data).toMatchObject({ subscribeStatus: 'T' });
    const visitor = pageData((await page(`/bms/classify/-/brand-details/${brandId}`)).body);
    expect(visitor.entries[0]?.data).toMatchObject({ subscribeStatus: 'F' });
  });

  it("keeps a person's own application out of everyone else's page, and out of the text for them too", async () => {
    const url = `/department/detail?departmentId=${departmentId}`;
    for (const cookie of [undefined, reader.cookie]) {
      const html = (await page(url, cookie)).body;
      expect(html).not.toContain('执业证明不清晰-私密');
      expect(html).not.toContain('13900006002');
    }
    const own = (await page(url, applicant.cookie)).body;
    // the screen shows the applicant why: it is in their first data, never in the text or the head
    expect(pageData(own).entries[0]?.data).toMatchObject({ application: { reason: '执业证明不清晰-私密' } });
    expect(own.slice(0, own.indexOf(`<script type="application/json"`))).not.toContain('执业证明不清晰');
  });

  it('answers 404 for an unknown or malformed id, 410 for a deleted one, kept out of search engines', async () => {
    for (const url of [
      '/bms/classify/-/brand-details/999999',
      '/bms/classify/-/brand-details/abc',
      '/bms/classify/-/product-line-details/999999',
      '/bms/classify/-/product-details/999999',
      '/bms/classify/-/activity-details/999999',
      '/department/detail?departmentId=999999',
      '/department/detail',
      '/mall/product/999999',
      '/mall/product/0',
    ]) {
      const res = await page(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).toContain('<meta name="robots" content="noindex"/>');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(pageData(res.body).entries).toEqual([]);
    }
    const gone = await page(`/bms/classify/-/product-details/${deletedProductId}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it('leaves the brands addresses it does not render as the shell', async () => {
    for (const url of [`/bms/home/${categoryId}`, `/bms/classify/-/brand-details/${brandId}/more`]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SHELL_HTML);
    }
  });
});
