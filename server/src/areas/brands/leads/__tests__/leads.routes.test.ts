import { brandEndpoints as e } from '@portal/api/endpoints/brand';
import { INTEREST_MESSAGES, LEADS_EXPORT_PATH } from '@portal/api/rules/brand';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

const DAY = 86_400_000;
let now = Date.UTC(2026, 10, 2, 3);
let t: TestApp;
let doctor: { cookie: string; id: number };
let admin: { cookie: string; id: number };
let member: { cookie: string; id: number };
let otherAdmin: { cookie: string; id: number };
let ours: { brand: number; product: number };
let theirs: { brand: number; product: number };

const FORM = { name: '张医生', hospital: '北京天坛医院', department: '神经外科', contact: '13912345678' };

// each from an address of its own: the route's per-client limit is not what these tests are about
let address = 0;
const submit = (payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: e.submitInterest.path,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.9.0.${++address}`,
  });
const leads = (brandId: number, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: e.leads.path,
    query: { brandId: String(brandId) },
    headers: cookie ? { cookie } : {},
  });
const download = (brandId: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: LEADS_EXPORT_PATH,
    query: { brandId },
    headers: cookie ? { cookie } : {},
  });

async function brandWithProduct(name: string) {
  const db = t.database.db;
  const brand = (
    await db
      .insertInto('brands')
      .values({ name, logo: '/media/cover/b.svg', views: 0, created_at: now, description: '' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const product = (
    await db
      .insertInto('products')
      .values({
        name: `${name} 神经内镜`,
        image: '/media/cover/p.svg',
        brand_name: name,
        category_id: null,
        views: 0,
        created_at: now,
        brand_id: brand,
        product_line_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  return { brand, product };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  doctor = await signIn(t, '13700000301');
  admin = await signIn(t, '13700000302');
  member = await signIn(t, '13700000303');
  otherAdmin = await signIn(t, '13700000304');
  ours = await brandWithProduct('示例医疗');
  theirs = await brandWithProduct('另一品牌');
  await t.database.db
    .insertInto('brand_members')
    .values([
      { brand_id: ours.brand, user_id: admin.id, role: 'admin', created_at: now },
      { brand_id: ours.brand, user_id: member.id, role: 'member', created_at: now },
      { brand_id: theirs.brand, user_id: otherAdmin.id, role: 'admin', created_at: now },
    ])
    .execute();
});

afterAll(async () => {
  await t.close();
});

describe('an expression of interest', () => {
  it('needs a signed-in user', async () => {
    const res = await submit({ productId: ours.product, ...FORM });
    expect(res.json()).toEqual({ code: 401, message: '请先登录' });
  });

  it('refuses each wrong field with its Chinese message, in the form’s order, and keeps nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ name: '  ' }, INTEREST_MESSAGES.nameRequired],
      [{ name: '张'.repeat(21) }, INTEREST_MESSAGES.nameTooLong],
      [{ hospital: '' }, INTEREST_MESSAGES.hospitalRequired],
      [{ department: '' }, INTEREST_MESSAGES.departmentRequired],
      [{ contact: '' }, INTEREST_MESSAGES.contactRequired],
      [{ contact: '12345' }, INTEREST_MESSAGES.contactInvalid],
      [{ contact: '<script>@x' }, INTEREST_MESSAGES.contactInvalid],
      [{ name: 'x'.repeat(500) }, INTEREST_MESSAGES.nameTooLong],
      // markup is dropped before the checks: nothing is left of this name
      [{ name: '<img src=x onerror=alert(1)>' }, INTEREST_MESSAGES.nameRequired],
    ];
    for (const [change, message] of cases) {
      const res = await submit({ productId: ours.product, ...FORM, ...change }, doctor.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const kept = await t.database.db.selectFrom('product_interests').select('id').execute();
    expect(kept).toEqual([]);
  });

  it('keeps a lead for the product’s brand once a day, trimmed, for the session user', async () => {
    const res = await submit(
      { productId: ours.product, ...FORM, name: ' 张医生 ', userId: admin.id },
      doctor.cookie,
    );
    expect(res.json()).toEqual({
      code: 1,
      result: { id: expect.any(Number) },
      message: INTEREST_MESSAGES.submitted,
    });
    const row = await t.database.db
      .selectFrom('product_interests')
      .selectAll()
      .where('id', '=', res.json().result.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(
      expect.objectContaining({ user_id: doctor.id, brand_id: ours.brand, name: '张医生' }),
    );

    const again = await submit({ productId: ours.product, ...FORM }, doctor.cookie);
    expect(again.json()).toEqual({ code: 429, message: INTEREST_MESSAGES.alreadySubmitted });
    now += DAY + 1;
    expect((await submit({ productId: ours.product, ...FORM }, doctor.cookie)).statusCode).toBe(200);
    // another brand's product, a formula typed as a name (the export must not run it)
    await submit({ productId: theirs.product, ...FORM, name: '=HYPERLINK("x")' }, doctor.cookie);
  });

  it('says 产品不存在 for an unknown product', async () => {
    const res = await submit({ productId: 999_999, ...FORM }, doctor.cookie);
    expect(res.json()).toEqual({ code: 404, message: '产品不存在' });
  });
});

it('one client sending more than 30 a minute is told to slow down', async () => {
  const answers = [];
  for (let i = 0; i < 31; i++)
    answers.push(
      await t.app.inject({
        method: 'POST',
        url: e.submitInterest.path,
        payload: { productId: ours.product, ...FORM, contact: '' },
        headers: { cookie: member.cookie },
        remoteAddress: '10.9.1.1',
      }),
    );
  expect(answers.slice(0, 30).every((a) => a.statusCode === 400)).toBe(true);
  expect(answers[30]!.json()).toEqual({ code: 429, message: INTEREST_MESSAGES.tooMany });
});

describe('a brand’s leads', () => {
  it('are its administrators’ only: a member, another brand’s administrator and the doctor are refused', async () => {
    for (const who of [member, otherAdmin, doctor]) {
      const res = await leads(ours.brand, who.cookie);
      expect(res.json()).toEqual({ code: 403, message: INTEREST_MESSAGES.leadsForbidden });
    }
    expect((await leads(ours.brand)).statusCode).toBe(401);
  });

  it('lists the brand’s own leads, newest first, never another brand’s', async () => {
    const res = await leads(ours.brand, admin.cookie);
    const list = res.json().list as { product: { id: number }; name: string; createdAt: number }[];
    expect(list).toHaveLength(2);
    expect(list.every((l) => l.product.id === ours.product)).toBe(true);
    expect(list[0]!.createdAt).toBeGreaterThan(list[1]!.createdAt);
    const theirList = (await leads(theirs.brand, otherAdmin.cookie)).json().list;
    expect(theirList).toHaveLength(1);
  });

  it('download as a CSV Excel opens in Chinese: BOM, header, quoted cells, formulas defused', async () => {
    const res = await download(String(theirs.brand), otherAdmin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('另一品牌-意向客户.csv')}`,
    );
    const body = res.body;
    expect(body.startsWith('\uFEFF"提交时间","产品","姓名","医院","科室","联系方式"\r\n')).toBe(true);
    expect(body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(body).toContain('"13912345678"');

    expect((await download(String(ours.brand), otherAdmin.cookie)).json()).toEqual({
      code: 403,
      message: INTEREST_MESSAGES.leadsForbidden,
    });
    expect((await download(String(ours.brand))).statusCode).toBe(401);
    expect((await download('abc', admin.cookie)).statusCode).toBe(400);
  });
});
