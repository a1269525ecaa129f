import type { ProductMention } from '@portal/api/contract/brand';
import { brandEndpoints as e } from '@portal/api/endpoints/brand';
import { ANONYMOUS_NAME } from '@portal/api/identity';
import { answerHomeUrl, infoDetailUrl, questionHomeUrl } from '@portal/api/links';
import { BRAND_MESSAGES } from '@portal/api/rules/brand';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

/**
 * A product's 临床应用 over the small seed: the product's own links are replaced by a known set
 * (visible and hidden items of every type), so what is listed, in which order and how it pages is
 * exact.
 */

let t: TestApp;
let productId: number;
const T0 = Date.UTC(2026, 5, 1);
const DAY = 86_400_000;

/** the visible items the fixture links, by type, newest first */
const visible = {
  cases: [] as number[],
  article: 0,
  info: 0,
  agenda: 0,
  meetingId: 0,
  meetingName: '',
  question: 0,
  answer: 0,
  answerQuestionTitle: '',
};

const get = (query: Record<string, string | number>) =>
  t.app.inject({
    method: 'GET',
    url: e.productMentions.path,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
const list = async (query: Record<string, string | number>) => {
  const res = await get({ productId, ...query });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    list: ProductMention[];
    page: { pageNo: number; pageSize: number; totalCount: number; totalPage: number };
    counts: Record<string, number>;
  };
};

beforeAll(async () => {
  t = await createTestApp({ seed: 'small' });
  const db = t.database.db;
  productId = (await db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  await db.deleteFrom('content_products').where('product_id', '=', productId).execute();
  await db.deleteFrom('meeting_agenda_products').where('product_id', '=', productId).execute();
  await db.deleteFrom('community_qa_products').where('product_id', '=', productId).execute();

  // cases: three published (a day apart), one in review
  const cases = await db
    .selectFrom('mp_articles')
    .select('id')
    .where('type', '=', 'case')
    .where('status', '=', 'published')
    .orderBy('id')
    .limit(4)
    .execute();
  for (const [i, c] of cases.entries())
    await db
      .updateTable('mp_articles')
      .set({ publish_time: T0 - i * DAY, status: i === 3 ? 'pending' : 'published' })
      .where('id', '=', c.id)
      .execute();
  visible.cases = cases.slice(0, 3).map((c) => c.id);
  // an article (brand certified) and a news item, the news one newer
  const article = await db
    .selectFrom('mp_articles')
    .select('id')
    .where('type', '=', 'article')
    .where('status', '=', 'published')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('mp_articles')
    .set({ publish_time: T0 - 5 * DAY, bms_auth: 1 })
    .where('id', '=', article.id)
    .execute();
  const info = await db.selectFrom('info_articles').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db
    .updateTable('info_articles')
    .set({ publish_date: T0 - 2 * DAY })
    .where('id', '=', info.id)
    .execute();
  visible.article = article.id;
  visible.info = info.id;
  await db
    .insertInto('content_products')
    .values([
      ...cases.map((c, sort) => ({
        content_type: 'U' as const,
        content_id: c.id,
        product_id: productId,
        sort,
      })),
      { content_type: 'U', content_id: article.id, product_id: productId, sort: 0 },
      { content_type: 'I', content_id: info.id, product_id: productId, sort: 0 },
    ])
    .execute();

  // talks: one of a published meeting, one of a meeting only announced (coming soon)
  const meetings = await db
    .selectFrom('meetings')
    .innerJoin('meeting_agendas as g', 'g.meeting_id', 'meetings.id')
    .select(['meetings.id', 'meetings.meeting_name', (eb) => eb.fn.min('g.id').as('agenda_id')])
    .where('meetings.publish_status', '=', '1')
    .groupBy(['meetings.id', 'meetings.meeting_name'])
    .orderBy('meetings.id')
    .limit(2)
    .execute();
  const [shown, announced] = meetings;
  if (!shown || !announced) throw new Error('the small seed has meetings with talks');
  await db
    .updateTable('meetings')
    .set({ publish_status: '0', forthcoming: 'T' })
    .where('id', '=', announced.id)
    .execute();
  visible.agenda = Number(shown.agenda_id);
  visible.meetingId = shown.id;
  visible.meetingName = shown.meeting_name;
  await db
    .insertInto('meeting_agenda_products')
    .values([
      { agenda_id: Number(shown.agenda_id), product_id: productId, sort: 0 },
      { agenda_id: Number(announced.agenda_id), product_id: productId, sort: 0 },
    ])
    .execute();

  // questions: one asked anonymously, one rejected; an answer to a published question
  const questions = await db
    .selectFrom('community_questions')
    .select(['id', 'title'])
    .where('status', '=', 'published')
    .orderBy('id')
    .limit(2)
    .execute();
  const [asked, rejected] = questions;
  if (!asked || !rejected) throw new Error('the small seed has questions');
  await db
    .updateTable('community_questions')
    .set({ is_hide_creator: 'T', publish_time: T0 })
    .where('id', '=', asked.id)
    .execute();
  await db
    .updateTable('community_questions')
    .set({ status: 'rejected' })
    .where('id', '=', rejected.id)
    .execute();
  const answer = await db
    .selectFrom('community_answers as a')
    .innerJoin('community_questions as q', 'q.id', 'a.question_id')
    .select(['a.id', 'q.title'])
    .where('a.status', '=', 'published')
    .where('q.status', '=', 'published')
    .where('q.id', '<>', asked.id)
    .orderBy('a.id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('community_answers')
    .set({ publish_time: T0 - DAY })
    .where('id', '=', answer.id)
    .execute();
  visible.question = asked.id;
  visible.answer = answer.id;
  visible.answerQuestionTitle = answer.title;
  await db
    .insertInto('community_qa_products')
    .values([
      { qa_type: 'Q', qa_id: asked.id, product_id: productId, sort: 0, detected: 0 },
      { qa_type: 'Q', qa_id: rejected.id, product_id: productId, sort: 0, detected: 0 },
      { qa_type: 'A', qa_id: answer.id, product_id: productId, sort: 0, detected: 0 },
    ])
    .execute();
});

afterAll(async () => {
  await t.close();
});

describe('a product’s 临床应用 (productMentions)', () => {
  it('counts every type’s visible items, hidden ones left out', async () => {
    const { counts } = await list({ type: 'case' });
    expect(counts).toEqual({ case: 3, article: 2, talk: 1, question: 2 });
  });

  it('lists published cases newest first, each to its page from the jump rules; one in review never', async () => {
    const page = await list({ type: 'case' });
    expect(page.list.map((m) => m.id)).toEqual(visible.cases);
    expect(page.page).toEqual({ pageNo: 1, pageSize: 10, totalCount: 3, totalPage: 1 });
    for (const m of page.list) {
      expect(m).toMatchObject({ type: 'case', kind: 'mp_article', url: `/case/detail-ugc?id=${m.id}` });
      expect(typeof m.bmsAuth).toBe('number');
      expect(m.authorName).not.toBe('');
    }
  });

  it('pages: each page once, in order; a page past the last is empty', async () => {
    const first = await list({ type: 'case', pageNo: 1, pageSize: 2 });
    const second = await list({ type: 'case', pageNo: 2, pageSize: 2 });
    expect([...first.list, ...second.list].map((m) => m.id)).toEqual(visible.cases);
    expect(first.page).toEqual({ pageNo: 1, pageSize: 2, totalCount: 3, totalPage: 2 });
    const past = await list({ type: 'case', pageNo: 9, pageSize: 2 });
    expect(past.list).toEqual([]);
    expect(past.page).toEqual({ pageNo: 9, pageSize: 2, totalCount: 3, totalPage: 2 });
  });

  it('lists articles and news items together, newest first, with their 品牌认证 flag', async () => {
    const page = await list({ type: 'article' });
    expect(page.list.map((m) => [m.kind, m.id])).toEqual([
      ['info', visible.info],
      ['mp_article', visible.article],
    ]);
    expect(page.list[0]?.url).toBe(infoDetailUrl(visible.info));
    expect(page.list[1]).toMatchObject({ bmsAuth: 1, url: `/case/detail-ugc?id=${visible.article}` });
  });

  it('lists the talks of published meetings, opening the meeting at the talk', async () => {
    const page = await list({ type: 'talk' });
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({
      type: 'talk',
      kind: 'agenda',
      id: visible.agenda,
      url: `/meeting/detail?id=${visible.meetingId}&agendaId=${visible.agenda}`,
      context: visible.meetingName,
    });
    expect(page.list[0]).not.toHaveProperty('bmsAuth');
  });

  it('lists questions and answers; an anonymous asker is nobody by name; a rejected question never', async () => {
    const page = await list({ type: 'question' });
    expect(page.list.map((m) => [m.kind, m.id])).toEqual([
      ['community_question', visible.question],
      ['community_answer', visible.answer],
    ]);
    expect(page.list[0]).toMatchObject({
      url: questionHomeUrl(visible.question),
      authorName: ANONYMOUS_NAME,
    });
    expect(page.list[1]).toMatchObject({
      url: answerHomeUrl(visible.answer),
      title: visible.answerQuestionTitle,
    });
  });

  it('hides an item the moment it is taken down', async () => {
    const db = t.database.db;
    const [gone] = visible.cases;
    await db.updateTable('mp_articles').set({ status: 'pending' }).where('id', '=', gone!).execute();
    try {
      const page = await list({ type: 'case' });
      expect(page.list.map((m) => m.id)).toEqual(visible.cases.slice(1));
      expect(page.counts.case).toBe(2);
    } finally {
      await db.updateTable('mp_articles').set({ status: 'published' }).where('id', '=', gone!).execute();
    }
  });

  it('says 产品不存在 for an unknown product (404), and refuses an unknown type in Chinese', async () => {
    const missing = await get({ productId: 999_999, type: 'case' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: BRAND_MESSAGES.productNotFound });
    const badType = await get({ productId, type: 'video' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toEqual({ code: 400, message: BRAND_MESSAGES.mentionTypeUnknown });
  });
});
