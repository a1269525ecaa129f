import type { HistoryItem } from '@portal/api/contract/engagement';
import { engagementEndpoints as e } from '@portal/api/endpoints/engagement';
import { ACCOUNT_WALLET_MESSAGES } from '@portal/api/rules/account-wallet';
import { money } from '../../../../payments/__tests__/payments-fixtures';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

/** Meetings, courses and community questions in the history, over the demo seed. */
let clock = DEFAULT_SEED_NOW;
let t: TestApp;
let m: ReturnType<typeof money>;
let me: { cookie: string; id: number };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, seed: 'small' });
  m = money(t);
  me = await signIn(t, '13700005001');
});
afterAll(async () => {
  await t.close();
});

const save = (body: Record<string, unknown>) => {
  clock += 1000;
  return m.post(e.saveHistory.path, body, me.cookie);
};

describe('history of meetings, courses and questions', () => {
  it('records each with its title and cover, newest first', async () => {
    const db = t.database.db;
    const meeting = await db
      .selectFrom('meetings')
      .select(['id', 'meeting_name', 'app_main_pic'])
      .where('publish_status', '=', '1')
      .executeTakeFirstOrThrow();
    const course = await db.selectFrom('courses').select(['id', 'name', 'cover']).executeTakeFirstOrThrow();
    const question = await db
      .selectFrom('community_questions')
      .select(['id', 'title'])
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    expect((await save({ contentSource: 'meeting', contentId: meeting.id })).body.result).toMatchObject({
      contentSource: 'meeting',
      title: meeting.meeting_name,
      cover: meeting.app_main_pic,
    });
    expect((await save({ contentSource: 'ocs_course', contentId: course.id, courseId: null })).status).toBe(
      200,
    );
    expect(
      (await save({ contentSource: 'community_question', contentId: question.id, loginUserId: 999 })).status,
    ).toBe(200);
    const list = (await m.get(e.history.path, {}, me.cookie)).body.list as HistoryItem[];
    expect(list.map((h) => [h.contentSource, h.contentId, h.title])).toEqual([
      ['community_question', question.id, question.title],
      ['ocs_course', course.id, course.name],
      ['meeting', meeting.id, meeting.meeting_name],
    ]);
    expect(list[1]!.cover).toBe(course.cover);
  });

  it('refuses what a reader cannot open: a coming-soon meeting, a pending question, unknown ids', async () => {
    const db = t.database.db;
    const soon = await db
      .selectFrom('meetings')
      .select('id')
      .where('publish_status', '=', '0')
      .where('forthcoming', '=', 'T')
      .executeTakeFirst();
    if (soon)
      expect((await save({ contentSource: 'meeting', contentId: soon.id })).body).toEqual({
        code: 404,
        message: ACCOUNT_WALLET_MESSAGES.meetingNotFound,
      });
    const pending = await db
      .selectFrom('community_questions')
      .select('id')
      .where('status', '<>', 'published')
      .executeTakeFirst();
    if (pending)
      expect((await save({ contentSource: 'community_question', contentId: pending.id })).status).toBe(404);
    expect((await save({ contentSource: 'meeting', contentId: 99_999_999 })).status).toBe(404);
    expect((await save({ contentSource: 'community_question', contentId: 99_999_999 })).body).toEqual({
      code: 404,
      message: ACCOUNT_WALLET_MESSAGES.questionNotFound,
    });
    expect((await save({ contentSource: 'video', contentId: 1 })).status).toBe(400);
  });

  it('shows a question hidden since as 内容已删除, kept until the user deletes it', async () => {
    const list = (await m.get(e.history.path, {}, me.cookie)).body.list as HistoryItem[];
    const question = list.find((h) => h.contentSource === 'community_question')!;
    await t.database.db
      .updateTable('community_questions')
      .set({ status: 'rejected' })
      .where('id', '=', question.contentId)
      .execute();
    const after = (await m.get(e.history.path, {}, me.cookie)).body.list as HistoryItem[];
    expect(after.find((h) => h.id === question.id)).toMatchObject({ title: '内容已删除', cover: '' });
  });
});
