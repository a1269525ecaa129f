import { articleEndpoints } from '@portal/api/endpoints/article';
import { articleWritingEndpoints as e } from '@portal/api/endpoints/article-writing';
import { reviewEndpoints as r } from '@portal/api/endpoints/reviews';
import {
  USER_ARTICLE_REVIEW_TYPE,
  WRITING_LIMITS,
  WRITING_MESSAGES,
} from '@portal/api/rules/article-writing';
import { caseTemplateHtml, sectionsIn } from '@portal/api/rules/case-sections';
import { REVIEW_MESSAGES } from '@portal/api/rules/reviews';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import {
  HIDING_PREFIXES,
  hostileRichText,
  smuggledAddresses,
} from '../../../../test-support/hostile-addresses';
import { decisionOf, shownReview } from '../../../../test-support/reviews';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../../test-support/test-app';

/** Writing cases, articles and popular science over the demo seed: drafts, versions, gates, review. */
const MODERATOR = '13900009999';
let t: TestApp;
let clock = DEFAULT_SEED_NOW;
type Who = { cookie: string; id: number };
let doctor: Who; // 13800000001: verified, long registered: publishes at once
let colleague: Who; // another verified doctor
let reviewing: Who; // 13800000002: isAuth 2
let moderator: Who;

const get = (url: string, query: Record<string, string | number>, who?: Who) =>
  t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { ...OWN_PAGE_HEADERS, ...(who ? { cookie: who.cookie } : {}) },
  });
const post = (url: string, payload: object, who?: Who) => {
  clock += 1000;
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...OWN_PAGE_HEADERS, ...(who ? { cookie: who.cookie } : {}) },
  });
};

/** an ID number whose check character is right (GB 11643) */
const ID_NUMBER = '11010519491231002X';
const PHONE = '13912345678';
const BODY = '<h2>现病史</h2><p>头痛三个月，加重伴呕吐一周。</p><p>MRI 示左额叶占位，GCS 15分。</p>';
const piece = (over: Record<string, unknown> = {}) => ({
  type: 0,
  title: '左额叶胶质瘤一例',
  summary: '术中导航下全切',
  body: BODY,
  publish: false,
  ...over,
});

async function saveDraft(who: Who, over: Record<string, unknown> = {}) {
  const res = await post(e.saveArticle.path, piece(over), who);
  expect(res.statusCode).toBe(200);
  return res.json().result as { id: number; version: number; state: string };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, moderatorMobiles: [MODERATOR], seed: 'small' });
  [doctor, reviewing, moderator, colleague] = await Promise.all([
    signIn(t, '13800000001'),
    signIn(t, '13800000002'),
    signIn(t, MODERATOR),
    signIn(t, '13900004001'),
  ]);
  // a verified doctor registered long ago (the moderation rule does not name them)
  await t.database.db
    .updateTable('users')
    .set({ identity: 1, is_auth: 1, created_at: DEFAULT_SEED_NOW - 400 * 86_400_000 })
    .where('id', '=', colleague.id)
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('drafts are the author’s alone', () => {
  it('the verified demo doctor has seeded drafts of each kind to open', async () => {
    const page = (await get(e.drafts.path, { pageNo: 1, pageSize: 999 }, doctor)).json();
    expect(page.list.map((p: { type: number }) => p.type).sort()).toEqual([0, 2, 3]);
    expect(page.page.totalCount).toBe(3);
    const opened = (await get(e.draft.path, { id: page.list[0].id }, doctor)).json().result;
    expect(opened).toMatchObject({ state: 'draft', version: 1, type: 0 });
    expect(opened.body).toContain('<h2>主诉</h2>');
  });

  it('a visitor is asked to sign in; another author’s id answers 404 and changes nothing', async () => {
    const draft = await saveDraft(doctor);
    expect(draft).toMatchObject({ state: 'draft', version: 1 });

    expect((await get(e.drafts.path, { pageNo: 1, pageSize: 999 })).statusCode).toBe(401);
    expect((await get(e.draft.path, { id: draft.id })).statusCode).toBe(401);

    const opened = await get(e.draft.path, { id: draft.id }, colleague);
    expect(opened.statusCode).toBe(404);
    expect(opened.json().message).toBe(WRITING_MESSAGES.missing);
    const missing = await get(e.draft.path, { id: 2_000_000 }, colleague);
    expect(missing.json()).toEqual(opened.json());

    const update = await post(
      e.updateArticle.path,
      { ...piece({ title: '改' }), id: draft.id, version: 1 },
      colleague,
    );
    expect(update.statusCode).toBe(404);
    expect((await post(e.deleteArticle.path, { id: draft.id }, colleague)).statusCode).toBe(404);
    expect(
      (await post(e.watermark.path, { id: draft.id, watermark: true, version: 1 }, colleague)).statusCode,
    ).toBe(404);

    const mine = (await get(e.draft.path, { id: draft.id }, doctor)).json().result;
    expect(mine).toMatchObject({
      id: draft.id,
      title: '左额叶胶质瘤一例',
      version: 1,
      state: 'draft',
      type: 0,
    });
    expect(mine.body).toContain('<h2>现病史</h2>');
    // nor is it on the other author's lists, nor readable by the public
    const theirs = (await get(e.drafts.path, { pageNo: 1, pageSize: 999 }, colleague)).json();
    expect(theirs.list.map((p: { id: number }) => p.id)).not.toContain(draft.id);
    expect((await get(articleEndpoints.detail.path, { articleId: draft.id })).statusCode).toBe(404);
  });

  it('lists them all at pageSize 999 with page.totalCount; deleting one removes it', async () => {
    const before = (await get(e.drafts.path, { pageNo: 1, pageSize: 999 }, doctor)).json();
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await saveDraft(doctor, { title: `草稿${i}` }));
    const page = (await get(e.drafts.path, { pageNo: 1, pageSize: 999 }, doctor)).json();
    expect(page.page.totalCount).toBe(before.page.totalCount + 3);
    expect(page.page.pageSize).toBe(999);
    expect(page.list).toHaveLength(page.page.totalCount);
    // the latest saved first
    expect(page.list[0].id).toBe(made[2]!.id);

    const deleted = await post(e.deleteArticle.path, { id: made[0]!.id }, doctor);
    expect(deleted.json()).toMatchObject({ code: 1, result: { id: made[0]!.id } });
    const after = (await get(e.drafts.path, { pageNo: 1, pageSize: 999 }, doctor)).json();
    expect(after.page.totalCount).toBe(page.page.totalCount - 1);
    expect((await get(e.draft.path, { id: made[0]!.id }, doctor)).statusCode).toBe(404);
  });

  it('refuses a page past 999 or below 1; a page past the end is empty with the count', async () => {
    expect((await get(e.drafts.path, { pageNo: 1, pageSize: 1000 }, doctor)).statusCode).toBe(400);
    expect((await get(e.drafts.path, { pageNo: 0, pageSize: 10 }, doctor)).statusCode).toBe(400);
    expect((await get(e.drafts.path, { pageNo: 'x', pageSize: 10 }, doctor)).statusCode).toBe(400);
    const far = (await get(e.drafts.path, { pageNo: 10_000, pageSize: 999 }, doctor)).json();
    expect(far.list).toEqual([]);
    expect(far.page.totalCount).toBeGreaterThan(0);
    expect((await get(e.myArticles.path, { pageNo: 1, pageSize: 101 }, doctor)).statusCode).toBe(400);
  });
});

describe('two tabs: every update names its version', () => {
  it('a stale version is refused with 409 and changes nothing', async () => {
    const draft = await saveDraft(doctor, { title: '第一版' });
    const first = await post(
      e.updateArticle.path,
      { ...piece({ title: '第二版' }), id: draft.id, version: 1 },
      doctor,
    );
    expect(first.json().result).toMatchObject({ version: 2, state: 'draft' });
    const stale = await post(
      e.updateArticle.path,
      { ...piece({ title: '旧窗口' }), id: draft.id, version: 1 },
      doctor,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 409, message: '该草稿已在其他窗口修改，请刷新后再编辑' });
    const now = (await get(e.draft.path, { id: draft.id }, doctor)).json().result;
    expect(now).toMatchObject({ title: '第二版', version: 2 });
  });

  it('of two updates from the same version at once, one wins', async () => {
    const draft = await saveDraft(doctor, { title: '并发' });
    const [a, b] = await Promise.all([
      post(e.updateArticle.path, { ...piece({ title: '甲窗口' }), id: draft.id, version: 1 }, doctor),
      post(e.updateArticle.path, { ...piece({ title: '乙窗口' }), id: draft.id, version: 1 }, doctor),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? '甲窗口' : '乙窗口';
    expect((await get(e.draft.path, { id: draft.id }, doctor)).json().result).toMatchObject({
      title: winner,
      version: 2,
    });
  });
});

describe('publishing by isAuth and identity (spec 4)', () => {
  it.each([
    ['13800000003', 0, '身份认证失败'],
    ['13800000004', 0, '请先认证'],
    ['13800000005', 2, '当前身份无法使用发布功能'],
    ['13800000006', 2, '当前身份无法使用发布功能'],
    ['13800000007', 2, '请先完善个人信息'],
    ['13800000002', 3, '身份审核中'],
  ])('%s writing type %i is refused: %s (drafts too)', async (mobile, type, message) => {
    // 13800000002 is signed in already (a second code within a minute is refused)
    const who = mobile === '13800000002' ? reviewing : await signIn(t, mobile);
    for (const publish of [true, false]) {
      const res = await post(e.saveArticle.path, piece({ type, publish }), who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(message);
    }
  });

  it('a visitor is asked to sign in', async () => {
    const res = await post(e.saveArticle.path, piece({ publish: true }));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('请先登录');
  });

  it('a verified doctor publishes a case at once: listed on /case and in search', async () => {
    const res = await post(
      e.saveArticle.path,
      piece({ title: '垂体瘤经鼻蝶入路一例', publish: true }),
      colleague,
    );
    expect(res.json()).toMatchObject({ code: 1, result: { state: 'published' }, message: '发布成功' });
    const { id } = res.json().result;
    const cases = (await get(articleEndpoints.list.path, { type: 'case', pageNo: 1, pageSize: 10 })).json();
    expect(cases.list[0]).toMatchObject({ id, title: '垂体瘤经鼻蝶入路一例', type: 'case' });
    const indexed = await t.database.db
      .selectFrom('search_documents')
      .select('title')
      .where('doc_type', '=', 'mp_article')
      .where('ref_id', '=', id)
      .executeTakeFirst();
    expect(indexed?.title).toContain('垂体瘤');

    // deleting it takes it off the list and out of search
    await post(e.deleteArticle.path, { id }, colleague);
    const after = (await get(articleEndpoints.list.path, { type: 'case', pageNo: 1, pageSize: 10 })).json();
    expect(after.list.map((a: { id: number }) => a.id)).not.toContain(id);
    const gone = await t.database.db
      .selectFrom('search_documents')
      .select('id')
      .where('doc_type', '=', 'mp_article')
      .where('ref_id', '=', id)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
  });

  it('a case keeps its empty template sections as a draft and drops them when published', async () => {
    const body = `${caseTemplateHtml()}`.replace('<h2>主诉</h2><p></p>', '<h2>主诉</h2><p>头痛3月</p>');
    const draft = await saveDraft(colleague, { body });
    const opened = (await get(e.draft.path, { id: draft.id }, colleague)).json().result;
    expect(sectionsIn(opened.body)).toHaveLength(10);
    const res = await post(
      e.updateArticle.path,
      piece({ id: draft.id, version: draft.version, body, publish: true }),
      colleague,
    );
    expect(res.json().result.state).toBe('published');
    const published = (await get(e.draft.path, { id: draft.id }, colleague)).json().result;
    expect(sectionsIn(published.body)).toEqual(['主诉']);
    expect(published.body).toContain('头痛3月');
    await post(e.deleteArticle.path, { id: draft.id }, colleague);
  });

  it('a doctor with content under review is told so before publishing more', async () => {
    const pendingAuthor = await signIn(t, '13800000008');
    const res = await post(e.saveArticle.path, piece({ type: 2, publish: true }), pendingAuthor);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('您发布的内容正在审核中，审核通过方可发布新内容。');
    // a draft is still theirs to keep
    expect((await post(e.saveArticle.path, piece({ type: 2 }), pendingAuthor)).statusCode).toBe(200);
  });
});

describe('de-identification before anything is public', () => {
  it('refuses an ID number in the body, naming the field, the paragraph and what', async () => {
    const body = `${BODY}<p>患者身份证号${ID_NUMBER}，入院。</p>`;
    const res = await post(e.saveArticle.path, piece({ body, publish: true }), colleague);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^正文·现病史第3段含有未遮盖的身份证号/);
    expect(res.json().message).toContain('请遮盖后再发布');
  });

  it('refuses a phone number in the title and in the summary', async () => {
    const title = await post(
      e.saveArticle.path,
      piece({ title: `联系电话${PHONE}`, publish: true }),
      colleague,
    );
    expect(title.statusCode).toBe(400);
    expect(title.json().message).toMatch(/^标题含有未遮盖的手机号/);
    const summary = await post(
      e.saveArticle.path,
      piece({ summary: `家属电话 ${PHONE}`, publish: true }),
      colleague,
    );
    expect(summary.json().message).toMatch(/^摘要含有未遮盖的手机号/);
  });

  it('saves a draft regardless (private), and refuses to publish it or a published piece’s edit', async () => {
    const body = `<p>患者电话${PHONE}。</p>`;
    const draft = await saveDraft(colleague, { body });
    const publish = await post(
      e.updateArticle.path,
      { ...piece({ body, publish: true }), id: draft.id, version: draft.version },
      colleague,
    );
    expect(publish.statusCode).toBe(400);
    expect(publish.json().message).toContain('手机号');
    // nothing changed, the version did not move
    expect((await get(e.draft.path, { id: draft.id }, colleague)).json().result).toMatchObject({
      state: 'draft',
      version: 1,
    });

    const masked = await post(
      e.updateArticle.path,
      {
        ...piece({ body: '<p>患者电话139****5678，身份证号110105**********。</p>', publish: true }),
        id: draft.id,
        version: 1,
      },
      colleague,
    );
    expect(masked.json().result).toMatchObject({ state: 'published', version: 2 });

    const leak = await post(
      e.updateArticle.path,
      { ...piece({ body: `<p>身份证号${ID_NUMBER}</p>`, publish: true }), id: draft.id, version: 2 },
      colleague,
    );
    expect(leak.statusCode).toBe(400);
    expect(leak.json().message).toContain('身份证号');
    await post(e.deleteArticle.path, { id: draft.id }, colleague);
  });
});

describe('the review queue', () => {
  it('isAuth 2 waits for review; rejected with a reason the author reads; approved it is public', async () => {
    const sent = await post(e.saveArticle.path, piece({ title: '颅咽管瘤一例', publish: true }), reviewing);
    expect(sent.json()).toMatchObject({
      result: { state: 'pending' },
      message: WRITING_MESSAGES.submittedForReview,
    });
    const { id } = sent.json().result;
    expect((await get(articleEndpoints.detail.path, { articleId: id })).statusCode).toBe(404);

    const queued = () =>
      t.database.db
        .selectFrom('review_queue')
        .select('id')
        .where('content_type', '=', USER_ARTICLE_REVIEW_TYPE)
        .where('content_id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
    const first = await queued();
    const rejected = await post(
      r.decide.path,
      await decisionOf(t, moderator, first.id, 'reject', '影像资料不清晰'),
      moderator,
    );
    expect(rejected.statusCode).toBe(200);
    const mine = (await get(e.myArticles.path, { pageNo: 1, pageSize: 10 }, reviewing)).json();
    expect(mine.list.find((p: { id: number }) => p.id === id)).toMatchObject({
      state: 'rejected',
      reason: '影像资料不清晰',
    });

    const again = await post(
      e.updateArticle.path,
      { ...piece({ title: '颅咽管瘤一例（补充影像）', publish: true }), id, version: 1 },
      reviewing,
    );
    expect(again.json().result).toMatchObject({ state: 'pending', version: 2 });
    const second = await queued();
    expect(
      (await post(r.decide.path, await decisionOf(t, moderator, second.id, 'approve'), moderator)).statusCode,
    ).toBe(200);
    const listed = (await get(e.myArticles.path, { pageNo: 1, pageSize: 10 }, reviewing)).json();
    expect(listed.list.find((p: { id: number }) => p.id === id)).toMatchObject({
      state: 'published',
      reason: null,
    });
    const cases = (await get(articleEndpoints.list.path, { type: 'case', pageNo: 1, pageSize: 10 })).json();
    expect(cases.list.map((a: { id: number }) => a.id)).toContain(id);
    const indexed = await t.database.db
      .selectFrom('search_documents')
      .select('ref_id')
      .where('doc_type', '=', 'mp_article')
      .where('ref_id', '=', id)
      .executeTakeFirst();
    expect(indexed).toBeDefined();
  });
});

describe('a piece edited while it waits', () => {
  it('is not approved as the moderator saw it: the decision names the version shown', async () => {
    const sent = await post(e.saveArticle.path, piece({ title: '听神经瘤一例', publish: true }), reviewing);
    const { id, version } = sent.json().result;
    const item = await t.database.db
      .selectFrom('review_queue')
      .select('id')
      .where('content_type', '=', USER_ARTICLE_REVIEW_TYPE)
      .where('content_id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const shown = await shownReview(t, moderator, item.id);
    expect(shown.html).toContain('术中导航下全切');

    // the summary alone changes: it is published with the piece, so it is part of what was shown
    const edited = await post(
      e.updateArticle.path,
      { ...piece({ title: '听神经瘤一例', summary: '扫码进群领取资料', publish: true }), id, version },
      reviewing,
    );
    expect(edited.json().result).toMatchObject({ state: 'pending' });
    const refused = await post(
      r.decide.path,
      { id: item.id, decision: 'approve', version: shown.version },
      moderator,
    );
    expect([refused.statusCode, refused.json().message]).toEqual([412, REVIEW_MESSAGES.changedSinceShown]);
    expect((await get(articleEndpoints.detail.path, { articleId: id })).statusCode).toBe(404);

    const now = await shownReview(t, moderator, item.id);
    expect(now.html).toContain('扫码进群领取资料');
    const rejected = await post(
      r.decide.path,
      { id: item.id, decision: 'reject', reason: '广告', version: now.version },
      moderator,
    );
    expect(rejected.statusCode).toBe(200);
  });
});

describe('subspecialties and products', () => {
  it('keeps the ones named, in order, as the links the product pages read; refuses unknown ones', async () => {
    const products = await t.database.db.selectFrom('products').select('id').orderBy('id').limit(2).execute();
    const [p1, p2] = [products[1]!.id, products[0]!.id];
    const subs = await t.database.db
      .selectFrom('subspecialties')
      .select('id')
      .orderBy('id')
      .limit(1)
      .execute();
    const draft = await saveDraft(doctor, { productIds: [p1, p2], subspecialtyIds: [subs[0]!.id] });
    const opened = (await get(e.draft.path, { id: draft.id }, doctor)).json().result;
    expect(opened).toMatchObject({ productIds: [p1, p2], subspecialtyIds: [subs[0]!.id] });
    // the editor's chips: each product's name, in the author's order
    const names = await t.database.db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('id', 'in', [p1, p2])
      .execute();
    expect(opened.products.map((p: { name: string }) => p.name)).toEqual(
      [p1, p2].map((id) => names.find((n) => n.id === id)?.name),
    );
    const links = () =>
      t.database.db
        .selectFrom('content_products')
        .select('product_id')
        .where('content_type', '=', 'U')
        .where('content_id', '=', draft.id)
        .orderBy('sort')
        .execute();
    expect((await links()).map((l) => l.product_id)).toEqual([p1, p2]);

    const unknownProduct = await post(e.saveArticle.path, piece({ productIds: [2_000_000] }), doctor);
    expect(unknownProduct.json()).toEqual({ code: 400, message: WRITING_MESSAGES.badProduct });
    const unknownSub = await post(e.saveArticle.path, piece({ subspecialtyIds: [2_000_000] }), doctor);
    expect(unknownSub.json()).toEqual({ code: 400, message: WRITING_MESSAGES.badSubspecialty });

    await post(e.deleteArticle.path, { id: draft.id }, doctor);
    expect(await links()).toEqual([]);
  });
});

describe('cleaning and bounds', () => {
  it('cleans markup out of every field', async () => {
    const draft = await saveDraft(doctor, {
      title: '<b>标题</b><script>alert(1)</script>',
      summary: '<img src=x onerror=alert(1)>摘要',
      cover: '/media/uploads/2026/11/a.webp',
      body:
        '<p onclick="x()" style="color:red">正文<script>alert(1)</script></p>' +
        '<img src="/media/uploads/2026/11/b.webp"><img src="https://evil.example/t.gif">' +
        '<a href="javascript:alert(1)">链接</a><iframe src="https://x"></iframe>',
    });
    const opened = (await get(e.draft.path, { id: draft.id }, doctor)).json().result;
    expect(opened.title).toBe('标题');
    expect(opened.summary).toBe('摘要');
    expect(opened.body).not.toMatch(/script|onclick|style=|evil\.example|javascript:|iframe/);
    expect(opened.body).toContain('src="/media/uploads/2026/11/b.webp"');
    const stored = await t.database.db
      .selectFrom('mp_articles')
      .select(['title', 'description', 'body_html'])
      .where('id', '=', draft.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toMatch(/<script|onerror|onclick|evil\.example/);
  });

  it('drops addresses hidden behind controls or invisible characters from the body, drafted and published', async () => {
    const body = `${BODY}${hostileRichText()}`;
    const draft = await saveDraft(doctor, { body });
    const opened = (await get(e.draft.path, { id: draft.id }, doctor)).json().result.body;
    const published = await post(e.saveArticle.path, piece({ body, publish: true }), doctor);
    expect(published.statusCode).toBe(200);
    const read = (await get(articleEndpoints.detail.path, { articleId: published.json().result.id })).json()
      .result.mpArticleParagraphs;
    const stored = await t.database.db
      .selectFrom('mp_articles')
      .select('body_html')
      .where('id', 'in', [draft.id, published.json().result.id])
      .execute();
    for (const html of [opened, read, ...stored.map((s) => s.body_html)]) {
      expect(smuggledAddresses(html)).toEqual([]);
      expect(html).not.toMatch(/script:/i);
      expect(html.split('链接').length - 1).toBe(HIDING_PREFIXES.length);
    }
  });

  it('refuses a cover that is not an uploaded picture', async () => {
    for (const cover of [
      'javascript:alert(1)',
      'https://evil.example/a.png',
      '/media/uploads/../../etc/passwd',
    ]) {
      const res = await post(e.saveArticle.path, piece({ cover }), doctor);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(WRITING_MESSAGES.badCover);
    }
  });

  it('says what is wrong with huge and empty input, in Chinese', async () => {
    const huge = await post(
      e.saveArticle.path,
      piece({ body: 'x'.repeat(WRITING_LIMITS.bodyHtmlMax + 1) }),
      doctor,
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(WRITING_MESSAGES.bodyTooLong);
    const longText = await post(
      e.saveArticle.path,
      piece({ body: `<p>${'颅'.repeat(WRITING_LIMITS.bodyTextMax + 1)}</p>` }),
      doctor,
    );
    expect(longText.json().message).toBe(WRITING_MESSAGES.bodyTooLong);
    const longTitle = await post(e.saveArticle.path, piece({ title: '题'.repeat(101) }), doctor);
    expect(longTitle.json().message).toBe(WRITING_MESSAGES.titleTooLong);

    // an empty draft is a draft; an empty piece is not published
    expect(
      (await post(e.saveArticle.path, piece({ title: '', summary: '', body: '' }), doctor)).statusCode,
    ).toBe(200);
    const noTitle = await post(e.saveArticle.path, piece({ title: '  ', publish: true }), doctor);
    expect(noTitle.json()).toEqual({ code: 400, message: WRITING_MESSAGES.titleRequired });
    const noBody = await post(
      e.saveArticle.path,
      piece({ body: '<p> </p><script>x</script>', publish: true }),
      doctor,
    );
    expect(noBody.json()).toEqual({ code: 400, message: WRITING_MESSAGES.bodyRequired });
    const badType = await post(e.saveArticle.path, piece({ type: 1 }), doctor);
    expect(badType.statusCode).toBe(400);
    const badVersion = await post(e.updateArticle.path, { ...piece(), id: 1, version: -1 }, doctor);
    expect(badVersion.statusCode).toBe(400);
  });

  it('stops a script starting pieces without end: 429 past the hour’s limit, updates still go', async () => {
    const who = await signIn(t, '13900004002');
    await t.database.db
      .updateTable('users')
      .set({ identity: 1, is_auth: 1, created_at: DEFAULT_SEED_NOW - 400 * 86_400_000 })
      .where('id', '=', who.id)
      .execute();
    const first = await saveDraft(who);
    // the rest of the hour's allowance, as if sent a moment ago
    const { id: _id, ...row } = await t.database.db
      .selectFrom('mp_articles')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('mp_articles')
      .values(Array.from({ length: WRITING_LIMITS.newPerHour - 1 }, () => ({ ...row, created_at: clock })))
      .execute();
    const refused = await post(e.saveArticle.path, piece(), who);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(WRITING_MESSAGES.tooMany);
    const updated = await post(
      e.updateArticle.path,
      { ...piece({ title: '改' }), id: first.id, version: 1 },
      who,
    );
    expect(updated.statusCode).toBe(200);
  });
});
