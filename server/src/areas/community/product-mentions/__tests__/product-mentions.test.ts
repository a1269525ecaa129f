import type { ProductMention } from '@portal/api/contract/brand';
import type { SidebarProduct } from '@portal/api/contract/sidebar';
import { IDENTITY } from '@portal/api/contract/user';
import { brandEndpoints as b } from '@portal/api/endpoints/brand';
import { communityEndpoints as c } from '@portal/api/endpoints/community';
import { communityWritingEndpoints as w } from '@portal/api/endpoints/community-writing';
import { reviewEndpoints as r } from '@portal/api/endpoints/reviews';
import { deviceCategoriesIn } from '../../../../seed/device-terms';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { decisionOf } from '../../../../test-support/reviews';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../../test-support/test-app';
import { QUESTION_REVIEW_TYPE } from '../../moderation/review-kinds';
import { MAX_PRODUCTS_NAMED, productsNamedIn } from '../product-detection';
import { answerText } from '../qa-mentions';

const MODERATOR = '13900008888';
let t: TestApp;
let clock = DEFAULT_SEED_NOW + 86_400_000;
type Who = { cookie: string; id: number };
let moderator: Who;
let products: { id: number; name: string }[];

const get = (url: string, query: Record<string, string | number>, who?: Who) =>
  t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { ...OWN_PAGE_HEADERS, ...(who ? { cookie: who.cookie } : {}) },
  });
const post = (url: string, payload: object, who: Who) => {
  clock += 1000;
  return t.app.inject({ method: 'POST', url, payload, headers: { ...OWN_PAGE_HEADERS, cookie: who.cookie } });
};

let mobiles = 0;
/** a doctor; trusted (verified, a year old: published at once) or new and unverified (reviewed) */
async function doctor(trusted: boolean): Promise<Who> {
  mobiles += 1;
  const who = await signIn(t, `1390001${String(mobiles).padStart(4, '0')}`);
  await t.database.db
    .updateTable('users')
    .set({ identity: IDENTITY.doctor, is_auth: trusted ? 1 : 0, ...(trusted ? { created_at: 0 } : {}) })
    .where('id', '=', who.id)
    .execute();
  return who;
}

const questionProducts = async (id: number, who?: Who): Promise<number[]> =>
  ((await get(c.question.path, { id }, who)).json().result.products as SidebarProduct[]).map((p) => p.id);
const mentionsOf = async (productId: number): Promise<ProductMention[]> =>
  (await get(b.productMentions.path, { productId, type: 'question', pageSize: 100 })).json().list;

/** the way a doctor types a name: other letter case, other spacing */
const typed = (name: string) => name.toLowerCase().replace(/ /g, '  ');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, moderatorMobiles: [MODERATOR], seed: 'small' });
  moderator = await signIn(t, MODERATOR);
  products = await t.database.db
    .selectFrom('products')
    .select(['id', 'name'])
    .orderBy('id')
    .limit(4)
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('which products a text names', () => {
  const list = [
    { id: 1, name: '美敦力 SenSight 定向电极' },
    { id: 2, name: '蛇牌 Yasargil 钛合金动脉瘤夹' },
    { id: 3, name: '迈瑞 电磁导航系统' },
    { id: 4, name: '迈瑞 电磁导航系统 EM-Nav' },
  ];

  it('finds whole names, letter case, full-width forms and spacing aside, in the order the text names them', () => {
    expect(
      productsNamedIn(
        '术中选用 蛇牌 YASARGIL  钛合金动脉瘤夹，术后程控用美敦力 ＳｅｎＳｉｇｈｔ 定向电极',
        list,
      ),
    ).toEqual([2, 1]);
  });

  it('names nothing by a brand, a device type or part of a name alone', () => {
    expect(productsNamedIn('美敦力的定向电极和蛇牌动脉瘤夹哪个好？Yasargil 夹呢', list)).toEqual([]);
    expect(productsNamedIn('', list)).toEqual([]);
  });

  it('counts a name inside a longer one only where it stands alone', () => {
    expect(productsNamedIn('迈瑞 电磁导航系统 EM-Nav 的精度', list)).toEqual([4]);
    expect(productsNamedIn('迈瑞 电磁导航系统 EM-Nav 与 迈瑞 电磁导航系统', list)).toEqual([4, 3]);
  });

  it(`links at most ${MAX_PRODUCTS_NAMED} products`, () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      id: i + 1,
      name: `产品${String(i).padStart(2, '0')}`,
    }));
    expect(productsNamedIn(many.map((p) => p.name).join('、'), many)).toHaveLength(MAX_PRODUCTS_NAMED);
  });

  it('keeps an answer’s paragraphs apart', () => {
    expect(answerText('<p>迈瑞 电磁</p><p>导航系统</p>')).toBe('迈瑞 电磁\n导航系统');
    expect(productsNamedIn(answerText('<p>迈瑞 电磁</p><p>导航系统</p>'), list)).toEqual([]);
  });
});

describe('a question or an answer names products when written', () => {
  it('links a published question to the products it names: its page shows them and theirs list it', async () => {
    const [first, second] = products;
    const asker = await doctor(true);
    const res = await post(
      c.saveQa.path,
      {
        title: '术中显微镜与导航联合使用的经验？',
        text: `科室新引进 ${typed(second!.name)}，之前一直用${first!.name}，请教两者配合的经验。`,
      },
      asker,
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().result.id as number;
    // in the order the text names them
    expect(await questionProducts(id)).toEqual([second!.id, first!.id]);
    for (const p of [first!, second!]) {
      const listed = await mentionsOf(p.id);
      expect(listed[0]).toMatchObject({
        kind: 'community_question',
        id,
        url: `/topic-circle/questionhome?id=${id}`,
      });
    }
  });

  it('an edit finds the names again: those of the old text go, an editor’s link stays', async () => {
    const [first, second, third, fourth] = products;
    const asker = await doctor(true);
    const id = (
      await post(c.saveQa.path, { title: '关于术中设备选择的请教', text: `一直在用${first!.name}。` }, asker)
    ).json().result.id as number;
    await t.database.db
      .insertInto('community_qa_products')
      .values({ qa_type: 'Q', qa_id: id, product_id: fourth!.id, sort: 0, detected: 0 })
      .execute();
    const edited = await post(
      c.updateQa.path,
      { id, title: '关于术中设备选择的请教', text: `改用了${third!.name}和${second!.name}。` },
      asker,
    );
    expect(edited.statusCode).toBe(200);
    expect(await questionProducts(id)).toEqual([fourth!.id, third!.id, second!.id]);
    expect((await mentionsOf(first!.id)).some((m) => m.id === id && m.kind === 'community_question')).toBe(
      false,
    );
  });

  it('a question in review is linked but listed only once a moderator publishes it', async () => {
    const [first] = products;
    const asker = await doctor(false);
    const res = await post(
      c.saveQa.path,
      { title: '新手请教设备使用问题', text: `第一次使用${first!.name}，有哪些注意事项？` },
      asker,
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().result.id as number;
    const listed = async () =>
      (await mentionsOf(first!.id)).some((m) => m.kind === 'community_question' && m.id === id);
    expect(await listed()).toBe(false);
    // its asker sees their own question, with what it names
    expect(await questionProducts(id, asker)).toEqual([first!.id]);
    const review = await t.database.db
      .selectFrom('review_queue')
      .select('id')
      .where('content_type', '=', QUESTION_REVIEW_TYPE)
      .where('content_id', '=', id)
      .executeTakeFirstOrThrow();
    const decided = await post(
      r.decide.path,
      await decisionOf(t, moderator, review.id, 'approve'),
      moderator,
    );
    expect(decided.statusCode).toBe(200);
    expect(await listed()).toBe(true);
  });

  it('an answer names products too: its question’s page shows them, and the product lists the answer', async () => {
    const [, , third] = products;
    const question = await t.database.db
      .selectFrom('community_questions')
      .select('id')
      .where('status', '=', 'published')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const before = await questionProducts(question.id);
    const answerer = await doctor(true);
    const res = await post(
      w.saveAnswer.path,
      { questionId: question.id, text: `<p>我们中心常规使用<b>${third!.name}</b>，术前规划很重要。</p>` },
      answerer,
    );
    expect(res.statusCode).toBe(200);
    const answerId = res.json().result.id as number;
    expect(await questionProducts(question.id)).toEqual([...new Set([...before, third!.id])]);
    expect((await mentionsOf(third!.id))[0]).toMatchObject({ kind: 'community_answer', id: answerId });
  });
});

describe('the seeded links', () => {
  it('link questions and answers to products of the device categories their words name', async () => {
    const db = t.database.db;
    const links = await db
      .selectFrom('community_qa_products as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .innerJoin('brand_categories as cat', 'cat.id', 'p.category_id')
      .select(['l.qa_type', 'l.qa_id', 'cat.code'])
      .where('l.detected', '=', 0)
      .execute();
    expect(links.some((l) => l.qa_type === 'Q')).toBe(true);
    expect(links.some((l) => l.qa_type === 'A')).toBe(true);
    const questions = new Map(
      (await db.selectFrom('community_questions').select(['id', 'title', 'text']).execute()).map((q) => [
        q.id,
        `${q.title}\n${q.text}`,
      ]),
    );
    const answers = new Map(
      (await db.selectFrom('community_answers').select(['id', 'text']).execute()).map((a) => [
        a.id,
        answerText(a.text),
      ]),
    );
    for (const link of links) {
      const text = (link.qa_type === 'Q' ? questions : answers).get(link.qa_id);
      if (text === undefined) continue; // an item a test above wrote
      expect(deviceCategoriesIn(text)).toContain(link.code);
    }
  });
});
