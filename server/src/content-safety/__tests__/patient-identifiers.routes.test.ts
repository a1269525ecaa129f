import { IDENTITY } from '@portal/api/contract/user';
import { articleEndpoints } from '@portal/api/endpoints/article';
import { barrageEndpoints } from '@portal/api/endpoints/barrage';
import { courseCommentEndpoints } from '@portal/api/endpoints/classroom';
import { communityEndpoints } from '@portal/api/endpoints/community';
import { communityAnswerEndpoints } from '@portal/api/endpoints/community-answers';
import { communityWritingEndpoints } from '@portal/api/endpoints/community-writing';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { meetingCommentEndpoints } from '@portal/api/endpoints/meeting-comments';
import { shortVideoEndpoints } from '@portal/api/endpoints/short-video';
import { BARRAGE_RULES } from '@portal/api/rules/meetings';
import type { PortalDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { DEFAULT_SEED_NOW } from '../../seed/options';
import { makeArticle } from '../../test-support/articles';
import { seededVenues } from '../../test-support/live-venues';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../test-support/test-app';
import { refuseIdentifiers, refuseIdentifiersInSections } from '../patient-identifiers';

/**
 * Every call that publishes what a user wrote refuses an unmasked patient identifier (issue 23):
 * a 400 whose message names the place and the kind, and nothing written. Over the small demo seed
 * (SQLite, or PostgreSQL with TEST_DATABASE_URL).
 */
let clock = DEFAULT_SEED_NOW;
let t: TestApp;
let doctor: { cookie: string; id: number };
let mobiles = 0;
const db = (): PortalDb => t.database.db;

/** a verified doctor of a year's standing: publishes at once, no review queue in the way */
async function newDoctor() {
  mobiles += 1;
  const user = await signIn(t, `1360000${String(mobiles).padStart(4, '0')}`);
  await db()
    .updateTable('users')
    .set({ identity: IDENTITY.doctor, is_auth: 1, created_at: clock - 365 * 86_400_000 })
    .where('id', '=', user.id)
    .execute();
  return user;
}

async function post(url: string, payload: object, cookie = doctor.cookie) {
  // past every per-minute and per-send allowance: what is tested is the text, not the pace
  clock += Math.max(BARRAGE_RULES.cooldownMs, 61_000);
  const res = await t.app.inject({ method: 'POST', url, payload, headers: { ...OWN_PAGE_HEADERS, cookie } });
  return { status: res.statusCode, body: res.json() as { code: number; message?: string } };
}

async function rows(
  table: 'comments' | 'community_questions' | 'community_answers' | 'community_topics' | 'meeting_barrages',
) {
  const { n } = await db()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

const firstId = async (table: 'info_articles' | 'courses' | 'meetings' | 'short_videos') => {
  let query = db().selectFrom(table).select('id').orderBy('id');
  if (table === 'meetings') query = query.where('publish_status', '=', '1');
  if (table === 'short_videos') query = query.where('status', '=', 'published');
  return (await query.executeTakeFirstOrThrow()).id as number;
};

/** unmasked: a name after 患者 and a mobile; masked: the same, as the 遮盖 button leaves it */
const NAMED = '患者王建国术后第3天头痛加重，家属电话13812345678，怎么处理？';
const MASKED = '患者王某某术后第3天头痛加重，家属电话138****5678，2023年5月12日手术，GCS 15分，怎么处理？';
const NAME_MESSAGE = (place: string) =>
  `${place}含有未遮盖的患者姓名“王…”等2处可识别患者的信息，请遮盖后再发布`;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, seed: 'small' });
  doctor = await newDoctor();
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('refuseIdentifiers', () => {
  it('throws a 400 naming the place, the kind and a hidden preview; masked text passes', () => {
    expect(() => refuseIdentifiers({ questionTitle: '脑膜瘤术后复查', questionText: NAMED })).toThrow(
      new AppError(400, NAME_MESSAGE('问题描述')),
    );
    try {
      refuseIdentifiers({ comment: '电话13812345678' });
    } catch (error) {
      expect(error).toMatchObject({ code: 400, message: '评论含有未遮盖的手机号“138…”，请遮盖后再发布' });
    }
    expect(() => refuseIdentifiers({ comment: '电话13812345678' })).toThrow(AppError);
    expect(() =>
      refuseIdentifiers({ questionTitle: MASKED, questionText: '', comment: MASKED }),
    ).not.toThrow();
  });

  it('in a body written in sections, names the section and the paragraph within it', () => {
    const body = ['引言一段', '主诉', '头痛3月', '现病史', '外院MRI示占位', '联系电话13812345678'].join('\n');
    expect(() => refuseIdentifiersInSections('pieceBody', body, ['主诉', '现病史'])).toThrow(
      new AppError(400, '正文·现病史第2段含有未遮盖的手机号“138…”，请遮盖后再发布'),
    );
    expect(() => refuseIdentifiersInSections('pieceBody', '电话13812345678\n主诉\n头痛', ['主诉'])).toThrow(
      new AppError(400, '正文含有未遮盖的手机号“138…”，请遮盖后再发布'),
    );
    expect(() =>
      refuseIdentifiersInSections('pieceBody', body.replace('13812345678', '***********'), ['主诉']),
    ).not.toThrow();
  });
});

describe('every writing call refuses identifiers and writes nothing', () => {
  /** the comment calls of every area: all go through the shared comment mechanism */
  const commentCalls: [string, () => Promise<[string, Record<string, unknown>]>][] = [
    [
      'article',
      async () => [articleEndpoints.postComment.path, { articleId: await makeArticle(db(), doctor.id) }],
    ],
    ['news', async () => [infoEndpoints.postComment.path, { articleId: await firstId('info_articles') }]],
    [
      'meeting',
      async () => [meetingCommentEndpoints.saveComment.path, { meetingId: await firstId('meetings') }],
    ],
    [
      'course',
      async () => [courseCommentEndpoints.postComment.path, { articleId: await firstId('courses') }],
    ],
    [
      'short video',
      async () => [shortVideoEndpoints.postComment.path, { videoId: await firstId('short_videos') }],
    ],
    [
      'answer',
      async () => {
        const answer = await db()
          .selectFrom('community_answers as a')
          .innerJoin('community_questions as q', 'q.id', 'a.question_id')
          .select('a.id')
          .where('a.status', '=', 'published')
          .where('q.status', '=', 'published')
          .orderBy('a.id')
          .executeTakeFirstOrThrow();
        return [communityAnswerEndpoints.comment.path, { qaId: answer.id }];
      },
    ],
  ];

  it.each(commentCalls)(
    'a comment on a %s: 评论…患者姓名, no row; masked text, a date, a GCS score pass',
    async (_, target) => {
      const [url, where] = await target();
      const textField = url === shortVideoEndpoints.postComment.path ? 'content' : 'text';
      const before = await rows('comments');
      const refused = await post(url, { ...where, [textField]: NAMED });
      expect([refused.status, refused.body.message]).toEqual([400, NAME_MESSAGE('评论')]);
      expect(await rows('comments')).toBe(before);
      const passed = await post(url, { ...where, [textField]: MASKED });
      expect(passed.status).toBe(200);
      expect(await rows('comments')).toBe(before + 1);
    },
  );

  it('asking a question: the title and the description are checked, each named', async () => {
    const before = await rows('community_questions');
    const title = await post(communityEndpoints.saveQa.path, { title: '患者王建国术后头痛怎么办？' });
    expect([title.status, title.body.message]).toEqual([
      400,
      '问题标题含有未遮盖的患者姓名“王…”，请遮盖后再发布',
    ]);
    const text = await post(communityEndpoints.saveQa.path, {
      title: '开颅术后头痛怎么办？',
      text: `术后第3天。\n${NAMED}`,
    });
    expect([text.status, text.body.message]).toEqual([
      400,
      '问题描述第2段含有未遮盖的患者姓名“王…”等2处可识别患者的信息，请遮盖后再发布',
    ]);
    expect(await rows('community_questions')).toBe(before);
    const passed = await post(communityEndpoints.saveQa.path, {
      title: '开颅术后头痛怎么办？',
      text: MASKED,
    });
    expect(passed.status).toBe(200);
    expect(await rows('community_questions')).toBe(before + 1);
  });

  it('editing a question is checked the same way, and the stored question stays as it was', async () => {
    const asked = await post(communityEndpoints.saveQa.path, {
      title: '脑膜瘤术后需要放疗吗？',
      text: '术后病理WHO 2级',
    });
    expect(asked.status).toBe(200);
    const id = (asked.body as unknown as { result: { id: number } }).result.id;
    const edited = await post(communityEndpoints.updateQa.path, {
      id,
      title: '脑膜瘤术后需要放疗吗？',
      text: NAMED,
    });
    expect([edited.status, edited.body.message]).toEqual([400, NAME_MESSAGE('问题描述')]);
    const row = await db()
      .selectFrom('community_questions')
      .select('text')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.text).toBe('术后病理WHO 2级');
    const masked = await post(communityEndpoints.updateQa.path, {
      id,
      title: '脑膜瘤术后需要放疗吗？',
      text: MASKED,
    });
    expect(masked.status).toBe(200);
  });

  it('answering: the body HTML is read as text, by paragraph; nothing written; masked passes', async () => {
    const answered = await db()
      .selectFrom('community_answers')
      .select('question_id')
      .where('creator_id', '=', doctor.id);
    const question = await db()
      .selectFrom('community_questions')
      .select('id')
      .where('status', '=', 'published')
      .where('creator_id', '!=', doctor.id)
      .where('id', 'not in', answered)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await rows('community_answers');
    const refused = await post(communityWritingEndpoints.saveAnswer.path, {
      questionId: question.id,
      text: `<p>建议术后三个月复查增强 MRI。</p><p>${NAMED}</p>`,
    });
    expect([refused.status, refused.body.message]).toEqual([400, NAME_MESSAGE('回答第2段')]);
    expect(await rows('community_answers')).toBe(before);
    const passed = await post(communityWritingEndpoints.saveAnswer.path, {
      questionId: question.id,
      text: `<p>建议术后三个月复查增强 MRI。</p><p>${MASKED}</p>`,
    });
    expect(passed.status).toBe(200);
    expect(await rows('community_answers')).toBe(before + 1);
  });

  it('a topic name with a patient in it is refused, not created', async () => {
    const before = await rows('community_topics');
    const refused = await post(communityEndpoints.addTopic.path, { title: '患者王建国的病例' });
    expect([refused.status, refused.body.message]).toEqual([
      400,
      '话题名称含有未遮盖的患者姓名“王…”，请遮盖后再发布',
    ]);
    expect(await rows('community_topics')).toBe(before);
    expect((await post(communityEndpoints.addTopic.path, { title: 'GCS 15分的轻型颅脑损伤' })).status).toBe(
      200,
    );
  });

  it('a barrage with a patient in it is refused, not stored; the masked one goes', async () => {
    const venues = await seededVenues(db(), DEFAULT_SEED_NOW);
    const send = (text: string) =>
      post(barrageEndpoints.send.path, {
        meetingId: venues.recorded.meetingId,
        fieldId: venues.recorded.fieldId,
        text,
        mode: 0,
        color: '#ffffff',
        mediaTime: 1_000,
      });
    const before = await rows('meeting_barrages');
    const refused = await send('我爸蒋德明也是这个病，术后GCS 15分');
    expect([refused.status, refused.body.message]).toEqual([
      400,
      '弹幕含有未遮盖的患者姓名“蒋…”，请遮盖后再发布',
    ]);
    expect(await rows('meeting_barrages')).toBe(before);
    expect((await send('我爸蒋某某也是这个病，术后GCS 15分')).status).toBe(200);
    expect(await rows('meeting_barrages')).toBe(before + 1);
  });
});
