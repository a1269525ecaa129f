import { brandEndpoints as e } from '@portal/api/endpoints/brand';
import { MEMBER_MESSAGES, PRODUCT_FORM_MESSAGES } from '@portal/api/rules/brand';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

const NOW = Date.UTC(2026, 10, 3, 4);
let t: TestApp;
let admin: { cookie: string; id: number };
let member: { cookie: string; id: number };
let stranger: { cookie: string; id: number };
let otherAdmin: { cookie: string; id: number };
let brandId: number;
let otherBrandId: number;
let lineId: number;
const MINE = '/media/uploads/2026/11/mine1.webp';
const THEIRS = '/media/uploads/2026/11/theirs1.webp';

const post = (path: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: 'POST', url: path, payload, headers: cookie ? { cookie } : {} });

const FORM = {
  name: '示例 神经内镜系统 X1',
  pictures: [MINE],
  specs: [{ name: '外径', value: '4 mm' }],
  description: '面向经鼻蝶手术的内镜系统。',
};

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const db = t.database.db;
  admin = await signIn(t, '13700000401');
  member = await signIn(t, '13700000402');
  stranger = await signIn(t, '13700000403');
  otherAdmin = await signIn(t, '13700000404');
  const brand = (name: string) =>
    db
      .insertInto('brands')
      .values({ name, logo: '/media/cover/b.svg', views: 0, created_at: NOW, description: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
  brandId = (await brand('示例医疗')).id;
  otherBrandId = (await brand('另一品牌')).id;
  const category = await db
    .insertInto('brand_categories')
    .values({ name: '神经内镜', code: 'ENDOSCOPE_A', parent_id: null, level: 1, sort: 1, enabled: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  lineId = (
    await db
      .insertInto('product_lines')
      .values({
        brand_id: brandId,
        name: '示例 神经内镜',
        category_id: category.id,
        share_image: '/media/cover/l.svg',
        products: 0,
        articles: 0,
        views: 0,
        subscribers: 0,
        created_at: NOW,
        description: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('brand_members')
    .values([
      { brand_id: brandId, user_id: admin.id, role: 'admin', created_at: NOW },
      { brand_id: brandId, user_id: member.id, role: 'member', created_at: NOW },
      { brand_id: otherBrandId, user_id: otherAdmin.id, role: 'admin', created_at: NOW },
    ])
    .execute();
  await db
    .insertInto('media_uploads')
    .values([
      { user_id: admin.id, path: '2026/11/mine1.webp', bytes: 100, created_at: NOW },
      { user_id: stranger.id, path: '2026/11/theirs1.webp', bytes: 100, created_at: NOW },
    ])
    .execute();
});

afterAll(async () => {
  await t.close();
});

describe('adding and editing products', () => {
  it('is for the brand’s administrators only', async () => {
    expect((await post(e.addProduct.path, { brandId, ...FORM })).statusCode).toBe(401);
    for (const who of [member, stranger, otherAdmin]) {
      const res = await post(e.addProduct.path, { brandId, ...FORM }, who.cookie);
      expect(res.json()).toEqual({ code: 403, message: PRODUCT_FORM_MESSAGES.forbidden });
    }
    const rows = await t.database.db.selectFrom('products').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('refuses a wrong form in Chinese, and pictures that are not the administrator’s uploads', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, PRODUCT_FORM_MESSAGES.nameRequired],
      [{ name: 'X' }, PRODUCT_FORM_MESSAGES.nameLength],
      [{ pictures: [] }, PRODUCT_FORM_MESSAGES.picturesRequired],
      [{ specs: [{ name: '外径', value: '' }] }, PRODUCT_FORM_MESSAGES.specIncomplete],
      [{ pictures: [THEIRS] }, PRODUCT_FORM_MESSAGES.pictureInvalid],
      [{ pictures: ['https://evil.example/x.png'] }, PRODUCT_FORM_MESSAGES.pictureInvalid],
      [{ pictures: ['/media/uploads/../../etc/passwd'] }, PRODUCT_FORM_MESSAGES.pictureInvalid],
    ];
    for (const [change, message] of cases) {
      const res = await post(e.addProduct.path, { brandId, ...FORM, ...change }, admin.cookie);
      expect(res.json()).toEqual({ code: 400, message });
    }
    const otherLine = await post(
      e.addProduct.path,
      { brandId: otherBrandId, ...FORM, productLineId: lineId },
      otherAdmin.cookie,
    );
    expect(otherLine.json()).toEqual({ code: 400, message: PRODUCT_FORM_MESSAGES.lineNotOfBrand });
  });

  it('adds a product in a line (its category, the line’s count), markup stored as text', async () => {
    const res = await post(
      e.addProduct.path,
      {
        brandId,
        productLineId: lineId,
        ...FORM,
        description: '<script>alert(1)</script><b>面向</b>经鼻蝶手术。',
        userId: stranger.id,
      },
      admin.cookie,
    );
    expect(res.json()).toEqual({
      code: 1,
      result: { id: expect.any(Number) },
      message: PRODUCT_FORM_MESSAGES.added,
    });
    const id = res.json().result.id;
    const page = (
      await t.app.inject({ method: 'GET', url: e.product.path, query: { id: String(id) } })
    ).json().result;
    expect(page).toEqual(
      expect.objectContaining({
        name: FORM.name,
        pictures: [MINE],
        specs: FORM.specs,
        description: '面向经鼻蝶手术。',
        brand: { id: brandId, name: '示例医疗' },
      }),
    );
    expect(page.brandProductLine.id).toBe(lineId);
    expect(page.manage).toBe(false);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: e.product.path,
      query: { id: String(id) },
      headers: { cookie: admin.cookie },
    });
    expect(asAdmin.json().result.manage).toBe(true);
    const asMember = await t.app.inject({
      method: 'GET',
      url: e.product.path,
      query: { id: String(id) },
      headers: { cookie: member.cookie },
    });
    expect(asMember.json().result.manage).toBe(false);
    const line = await t.database.db
      .selectFrom('product_lines')
      .select('products')
      .where('id', '=', lineId)
      .executeTakeFirstOrThrow();
    expect(Number(line.products)).toBe(1);
  });

  it('edits: the brand’s administrator keeps the product’s pictures; another brand’s is refused', async () => {
    const product = await t.database.db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    const refused = await post(e.updateProduct.path, { productId: product.id, ...FORM }, otherAdmin.cookie);
    expect(refused.json()).toEqual({ code: 403, message: PRODUCT_FORM_MESSAGES.forbidden });
    const saved = await post(
      e.updateProduct.path,
      { productId: product.id, ...FORM, name: '示例 神经内镜系统 X2', productLineId: null },
      admin.cookie,
    );
    expect(saved.json().message).toBe(PRODUCT_FORM_MESSAGES.saved);
    const row = await t.database.db
      .selectFrom('products')
      .select(['name', 'product_line_id'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: '示例 神经内镜系统 X2', product_line_id: null });
    const line = await t.database.db
      .selectFrom('product_lines')
      .select('products')
      .where('id', '=', lineId)
      .executeTakeFirstOrThrow();
    expect(Number(line.products)).toBe(0);
  });
});

describe('members', () => {
  it('the administrator lists, authorises and removes; others are refused', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: e.members.path,
      query: { brandId: String(brandId) },
      headers: { cookie: admin.cookie },
    });
    expect(list.json().list.map((m: { userId: number; role: string }) => [m.userId, m.role])).toEqual([
      [admin.id, 'admin'],
      [member.id, 'member'],
    ]);
    const denied = await t.app.inject({
      method: 'GET',
      url: e.members.path,
      query: { brandId: String(brandId) },
      headers: { cookie: member.cookie },
    });
    expect(denied.statusCode).toBe(403);

    expect(
      (await post(e.authMember.path, { brandId, memberId: stranger.id }, member.cookie)).statusCode,
    ).toBe(403);
    const added = await post(e.authMember.path, { brandId, memberId: stranger.id }, admin.cookie);
    expect(added.json()).toEqual({ code: 1, result: { members: 3 }, message: MEMBER_MESSAGES.authorised });
    expect((await post(e.authMember.path, { brandId, memberId: stranger.id }, admin.cookie)).json()).toEqual({
      code: 409,
      message: MEMBER_MESSAGES.alreadyMember,
    });
    expect((await post(e.authMember.path, { brandId, memberId: 999_999 }, admin.cookie)).json()).toEqual({
      code: 404,
      message: MEMBER_MESSAGES.userNotFound,
    });

    const removed = await post(e.removeMember.path, { brandId, memberId: stranger.id }, admin.cookie);
    expect(removed.json()).toEqual({ code: 1, result: { members: 2 }, message: MEMBER_MESSAGES.removed });
    expect((await post(e.removeMember.path, { brandId, memberId: admin.id }, admin.cookie)).json()).toEqual({
      code: 400,
      message: MEMBER_MESSAGES.lastAdmin,
    });
    expect(
      (await post(e.removeMember.path, { brandId, memberId: stranger.id }, admin.cookie)).json(),
    ).toEqual({
      code: 404,
      message: MEMBER_MESSAGES.notMember,
    });
  });
});
