import type { SearchResultItem } from '@portal/api/contract/search';
import { IDENTITY } from '@portal/api/contract/user';
import { communityEndpoints } from '@portal/api/endpoints/community';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { questionHomeUrl } from '@portal/api/links';
import { COMMUNITY_MESSAGES, QUESTION_LIMITS } from '@portal/api/rules/community';
import { multilinePlainText as questionPlainText } from '../../../../content-safety/plain-text';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';
import { QUESTIONS_PER_HOUR, TOO_MANY_QUESTIONS } from '../questions.routes';

const HOUR = 3_600_000;
let clock = Date.UTC(2026, 10, 1);
let t: TestApp;
let asker: { cookie: string; id: number };
let mobiles = 0;

const ask = (payload: Record<string, unknown>, cookie: string | null) =>
  t.app.inject({
    method: 'POST',
    url: communityEndpoints.saveQa.path,
    payload,
    headers: cookie ? { cookie } : {},
  });

/**
 * A user of `identity`, verified and registered a year ago: what these tests ask of saveQa is
 * publishing; a new or unverified account's question waits for review (tested with moderation).
 */
async function newUser(identity: number | null = IDENTITY.doctor) {
  mobiles += 1;
  const user = await signIn(t, `1350000${String(mobiles).padStart(4, '0')}`);
  await t.database.db
    .updateTable('users')
    .set({ identity, is_auth: 1, created_at: clock - 365 * 86_400_000 })
    .where('id', '=', user.id)
    .execute();
  return user;
}

const stored = (id: number) =>
  t.database.db.selectFrom('community_questions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  asker = await newUser();
});

afterAll(async () => {
  await t.close();
});

describe('question text', () => {
  it('keeps plain text, drops markup and scripts, keeps line breaks', () => {
    expect(
      questionPlainText(
        '<p>术后<b>第三天</b>发热</p><p>体温 38.5&nbsp;℃ &lt; 39</p><script>alert(1)</script>',
      ),
    ).toBe('术后第三天发热\n体温 38.5 ℃ < 39');
    expect(questionPlainText('  第一行\r\n\r\n\r\n\r\n第二行  ')).toBe('第一行\n\n第二行');
  });

  it('never turns entity-spelled markup into stored markup', () => {
    expect(questionPlainText('&lt;script&gt;alert(1)&lt;/script&gt;求助')).toBe('alert(1)求助');
    expect(questionPlainText('&amp;lt;img src=x onerror=alert(1)&amp;gt;')).toBe('');
    expect(questionPlainText('&lt;b&gt;加粗&lt;/b&gt; 血压 &lt; 140')).toBe('加粗 血压 < 140');
    expect(questionPlainText('a\u202eb\u200bc')).toBe('abc');
  });
});

describe('ask a question (saveQa)', () => {
  it('needs a signed-in user: 请先登录, whatever the body', async () => {
    for (const payload of [{ title: '脑膜瘤术后需要放疗吗？' }, {}]) {
      const res = await ask(payload, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, message: COMMUNITY_MESSAGES.pleaseSignIn });
    }
  });

  it('refuses identity 3 and 4: 当前身份无法使用发布功能', async () => {
    for (const identity of [IDENTITY.patient, IDENTITY.corporate]) {
      const user = await newUser(identity);
      const res = await ask({ title: '脑膜瘤术后需要放疗吗？' }, user.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, message: COMMUNITY_MESSAGES.identityCannotPublish });
    }
    const count = await t.database.db
      .selectFrom('community_questions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('checks the trimmed title and the text length with the shared messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: `   ${'短'.repeat(QUESTION_LIMITS.titleMin - 1)}   ` }, COMMUNITY_MESSAGES.titleTooShort],
      [{}, COMMUNITY_MESSAGES.titleTooShort],
      [{ title: '问'.repeat(QUESTION_LIMITS.titleMax + 1) }, COMMUNITY_MESSAGES.titleTooLong],
      [{ title: '问'.repeat(501) }, COMMUNITY_MESSAGES.titleTooLong],
      [
        { title: '脑膜瘤术后需要放疗吗？', text: '述'.repeat(QUESTION_LIMITS.textMax + 1) },
        COMMUNITY_MESSAGES.textTooLong,
      ],
      [{ title: '脑膜瘤术后需要放疗吗？', text: '述'.repeat(20_001) }, COMMUNITY_MESSAGES.textTooLong],
    ];
    for (const [payload, message] of cases) {
      const res = await ask(payload, asker.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message });
    }
    // markup does not count toward the limit: it is not stored
    const res = await ask(
      { title: '脑膜瘤术后需要放疗吗？', text: `<b>${'述'.repeat(QUESTION_LIMITS.textMax)}</b>` },
      asker.cookie,
    );
    expect(res.statusCode).toBe(200);
  });

  it('stores a published question of the session user, never a userId of the request', async () => {
    const other = await newUser();
    const res = await ask(
      {
        title: '  WHO 4 级胶质瘤   术后多久开始放化疗？ ',
        text: '<p>患者<b>男</b>，52岁。</p><img src=x onerror=alert(1)>',
        isHideCreator: 'T',
        userId: other.id,
        creatorId: other.id,
      },
      asker.cookie,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      code: 1,
      result: { id: expect.any(Number), url: questionHomeUrl(body.result.id) },
      message: COMMUNITY_MESSAGES.submitted,
    });
    const row = await stored(body.result.id);
    expect(row).toMatchObject({
      title: 'WHO 4 级胶质瘤 术后多久开始放化疗？',
      text: '患者男，52岁。',
      creator_id: asker.id,
      is_hide_creator: 'T',
      status: 'published',
      essences: 'F',
      answers: 0,
    });
    expect(Number(row.publish_time)).toBe(clock);
    const plain = await ask({ title: '脑膜瘤术后需要放疗吗？' }, other.cookie);
    expect(await stored(plain.json().result.id)).toMatchObject({
      creator_id: other.id,
      is_hide_creator: 'F',
      text: '',
    });
  });

  it('makes the question searchable at once', async () => {
    const res = await ask({ title: '烟雾病联合血运重建术后头痛加重怎么办？' }, asker.cookie);
    const id = res.json().result.id;
    const found = await t.app.inject({
      method: 'GET',
      url: searchEndpoints.query.path,
      query: { keywords: '烟雾病 血运重建', type: '14' },
    });
    const list: SearchResultItem[] = found.json().list;
    expect(list.some((item) => item.type === 'community_qa' && item.community_qa.id === id)).toBe(true);
  });

  it(`allows ${QUESTIONS_PER_HOUR} questions an hour per user, then 429 until the hour has passed`, async () => {
    const busy = await newUser();
    for (let i = 0; i < QUESTIONS_PER_HOUR; i += 1) {
      const res = await ask({ title: `第${i + 1}个关于脑出血的问题` }, busy.cookie);
      expect(res.statusCode).toBe(200);
      clock += 60_000;
    }
    const refused = await ask({ title: '再多问一个脑出血的问题' }, busy.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, message: TOO_MANY_QUESTIONS });
    // others are not held back by one user's limit
    expect((await ask({ title: '另一个人的脑出血问题' }, asker.cookie)).statusCode).toBe(200);
    // a sliding hour: once the oldest questions are an hour old there is room again
    clock += HOUR - 9 * 60_000;
    expect((await ask({ title: '一小时后的脑出血问题' }, busy.cookie)).statusCode).toBe(200);
  });
});
