import { userEndpoints } from '@portal/api/endpoints/user';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';
import { checkRequirement, parseTypeCodes } from '../requirement-rules';
import { REQUIREMENT_RATE } from '../requirements.routes';

let t: TestApp;
let clock: number;
let me: { cookie: string; id: number };
let other: { cookie: string; id: number };

const TYPES = [
  { code: 'MARKET_RESEARCH', description: '市场调研', sort: 4 },
  { code: 'MEETING_LIVE', description: '会议直播', sort: 0 },
  { code: 'SURGERY_DEMO', description: '手术演示', sort: 1 },
  { code: 'OTHER', description: '其他', sort: 5 },
];

beforeAll(async () => {
  clock = Date.UTC(2026, 10, 1, 2);
  t = await createTestApp({ now: () => clock });
  await t.database.db.insertInto('requirement_types').values(TYPES).execute();
  me = await signIn(t, '13900001001');
  other = await signIn(t, '13900001002');
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  // each test starts with a fresh hour of allowance
  clock += 2 * 3_600_000;
});

const submit = (payload: Record<string, unknown>, cookie: string | null = me.cookie) =>
  t.app.inject({
    method: 'POST',
    url: userEndpoints.submitRequirement.path,
    payload,
    headers: cookie ? { cookie } : {},
  });

const valid = { typesStr: 'MEETING_LIVE', contactInformation: '13900001001', remark: '' };

const stored = () =>
  t.database.db.selectFrom('requirements').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('requirement types', () => {
  it('lists the types by sort, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: userEndpoints.requirementTypes.path });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 1,
      list: [
        { code: 'MEETING_LIVE', desc: '会议直播' },
        { code: 'SURGERY_DEMO', desc: '手术演示' },
        { code: 'MARKET_RESEARCH', desc: '市场调研' },
        { code: 'OTHER', desc: '其他' },
      ],
      page: { pageNo: 1, pageSize: 4, totalCount: 4, totalPage: 1 },
    });
  });
});

describe('submit requirement', () => {
  it('needs a session, whatever the body', async () => {
    for (const payload of [valid, {}]) {
      const res = await submit(payload, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, message: '请先登录' });
    }
  });

  it('stores a trimmed, deduplicated submission for the session user, whatever userId says', async () => {
    const res = await submit({
      typesStr: ' SURGERY_DEMO ,MEETING_LIVE,SURGERY_DEMO,，',
      contactInformation: '  王医生 13900001001  ',
      remark: '  希望下月安排  ',
      userId: other.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, message: '提交成功' });
    expect(await stored()).toMatchObject({
      user_id: me.id,
      types_str: 'MEETING_LIVE,SURGERY_DEMO',
      contact_information: '王医生 13900001001',
      remark: '希望下月安排',
      created_at: clock,
    });
  });

  it('takes a submission without a remark field', async () => {
    const res = await submit({ typesStr: 'MARKET_RESEARCH', contactInformation: 'wx: neuro_doc' });
    expect(res.json()).toEqual({ code: 1, message: '提交成功' });
    expect((await stored()).remark).toBe('');
  });

  it.each([
    ['no type', { ...valid, typesStr: '' }, '请选择需求类型'],
    ['only separators', { ...valid, typesStr: ' , ，' }, '请选择需求类型'],
    ['typesStr missing', { contactInformation: '1', remark: '' }, '请选择需求类型'],
    ['blank contact', { ...valid, contactInformation: '   ' }, '请填写联系方式'],
    ['contact missing', { typesStr: 'MEETING_LIVE', remark: '' }, '请填写联系方式'],
    ['contact of 256', { ...valid, contactInformation: '联'.repeat(256) }, '联系方式不能超过255个字符'],
    [
      'contact past the schema cap',
      { ...valid, contactInformation: 'a'.repeat(3000) },
      '联系方式不能超过255个字符',
    ],
    ['remark of 301', { ...valid, remark: '备'.repeat(301) }, '备注不能超过300个字符'],
    ['remark past the schema cap', { ...valid, remark: 'a'.repeat(3000) }, '备注不能超过300个字符'],
    [
      'other with a blank remark',
      { ...valid, typesStr: 'MEETING_LIVE,OTHER', remark: '  ' },
      '请在备注中填写其他需求类型',
    ],
    ['other without a remark', { typesStr: 'OTHER', contactInformation: '1' }, '请在备注中填写其他需求类型'],
    ['an unknown type', { ...valid, typesStr: 'MEETING_LIVE,NOPE' }, '需求类型不存在'],
    ['typesStr past the schema cap', { ...valid, typesStr: 'A,'.repeat(300) }, '需求类型不存在'],
  ])('refuses %s with the Chinese message', async (_label, payload, message) => {
    const before = await t.database.db
      .selectFrom('requirements')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await submit(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message });
    const after = await t.database.db
      .selectFrom('requirements')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('counts characters after trimming: 255 and 300 pass, an emoji is one character', async () => {
    const res = await submit({
      typesStr: 'OTHER',
      contactInformation: ` ${'😀'.repeat(255)} `,
      remark: ` ${'备'.repeat(300)} `,
    });
    expect(res.json()).toEqual({ code: 1, message: '提交成功' });
    const row = await stored();
    expect([...row.contact_information]).toHaveLength(255);
    expect(row.remark).toHaveLength(300);
  });

  it(`limits each user to ${REQUIREMENT_RATE.perHour} submissions an hour`, async () => {
    for (let i = 0; i < REQUIREMENT_RATE.perHour; i++) {
      expect((await submit(valid, other.cookie)).statusCode).toBe(200);
      clock += 1000;
    }
    const refused = await submit(valid, other.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, message: '需求提交过于频繁，请稍后再试' });
    // another user is not affected
    expect((await submit(valid, me.cookie)).statusCode).toBe(200);
    clock += 3_600_000;
    expect((await submit(valid, other.cookie)).statusCode).toBe(200);
  });
});

describe('requirement rules', () => {
  const known = [
    { code: 'A', desc: '会议直播' },
    { code: 'B', desc: '其他' },
  ];
  it('parses codes, dropping blanks and repeats', () => {
    expect(parseTypeCodes(' B, A ,B，,')).toEqual(['B', 'A']);
  });
  it('normalises typesStr to the types’ order', () => {
    expect(checkRequirement({ typesStr: 'B,A', contactInformation: ' x ', remark: ' y ' }, known)).toEqual({
      typesStr: 'A,B',
      contactInformation: 'x',
      remark: 'y',
    });
  });
});
