import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import { seededDatabase, tally } from '../../../../test-support/seeded-tables';
import { ANSWER_COMMENT_TARGET } from '../answer-engagement.routes';

const seeded = seededDatabase('small');

describe('the seeded answers’ comments, likes and collects', () => {
  it('comments on published answers only, replies under a top comment of the same answer', async () => {
    const db = seeded();
    const [comments, answers] = await Promise.all([
      db.selectFrom('comments').selectAll().where('target_type', '=', ANSWER_COMMENT_TARGET).execute(),
      db
        .selectFrom('community_answers as a')
        .innerJoin('community_questions as q', 'q.id', 'a.question_id')
        .select(['a.id', 'a.status', 'q.status as question_status', 'a.comments', 'a.publish_time'])
        .execute(),
    ]);
    expect(comments.length).toBeGreaterThan(50);
    const byId = new Map(comments.map((c) => [c.id, c]));
    const answerById = new Map(answers.map((a) => [a.id, a]));
    for (const c of comments) {
      const a = answerById.get(c.target_id)!;
      expect([a.status, a.question_status]).toEqual(['published', 'published']);
      expect(c.created_at).toBeGreaterThanOrEqual(Number(a.publish_time));
      if (c.parent_id !== null) {
        const top = byId.get(c.parent_id)!;
        expect(top.parent_id).toBeNull();
        expect(top.target_id).toBe(c.target_id);
      }
    }
    expect(comments.some((c) => c.parent_id !== null)).toBe(true);
    // an answer's counter is its comments and replies
    const perAnswer = tally(comments.map((c) => c.target_id));
    for (const a of answers) expect([a.id, a.comments]).toEqual([a.id, perAnswer.get(a.id) ?? 0]);
  });

  it('keeps a comment’s likes equal to its rows, and an answer’s at least its rows', async () => {
    const db = seeded();
    const [comments, commentDiggs, answerDiggs, answers, collects] = await Promise.all([
      db
        .selectFrom('comments')
        .select(['id', 'diggs'])
        .where('target_type', '=', ANSWER_COMMENT_TARGET)
        .execute(),
      db.selectFrom('comment_diggs').selectAll().execute(),
      db.selectFrom('content_diggs').selectAll().where('target_type', '=', 'community_answer').execute(),
      db.selectFrom('community_answers').select(['id', 'diggs']).execute(),
      db
        .selectFrom('collections')
        .selectAll()
        .where('content_type', '=', COLLECT_TYPES.communityAnswer)
        .execute(),
    ]);
    const perComment = tally(commentDiggs.map((d) => d.comment_id));
    for (const c of comments) expect([c.id, c.diggs]).toEqual([c.id, perComment.get(c.id) ?? 0]);
    const perAnswer = tally(answerDiggs.map((d) => d.target_id));
    expect(answerDiggs.length).toBeGreaterThan(0);
    for (const a of answers) expect(a.diggs).toBeGreaterThanOrEqual(perAnswer.get(a.id) ?? 0);
    expect(collects.length).toBeGreaterThan(0);
  });
});

describe('the seeded invitations', () => {
  it('invite verified doctors, never the asker, before any answer of theirs', async () => {
    const db = seeded();
    const [invitations, questions, users, answers] = await Promise.all([
      db.selectFrom('community_invitations').selectAll().execute(),
      db.selectFrom('community_questions').select(['id', 'creator_id', 'publish_time']).execute(),
      db.selectFrom('users').select(['id', 'identity', 'is_auth']).execute(),
      db.selectFrom('community_answers').select(['question_id', 'creator_id', 'created_at']).execute(),
    ]);
    expect(invitations.length).toBeGreaterThan(10);
    const q = new Map(questions.map((x) => [x.id, x]));
    const u = new Map(users.map((x) => [x.id, x]));
    const answered = new Map(answers.map((a) => [`${a.question_id}:${a.creator_id}`, Number(a.created_at)]));
    for (const i of invitations) {
      expect(i.inviter_id).toBe(q.get(i.question_id)!.creator_id);
      expect(i.invitee_id).not.toBe(i.inviter_id);
      const at = answered.get(`${i.question_id}:${i.invitee_id}`);
      if (at !== undefined) expect(Number(i.created_at)).toBeLessThanOrEqual(at);
      else expect([u.get(i.invitee_id)!.identity, u.get(i.invitee_id)!.is_auth]).toEqual([1, 1]);
    }
    expect(invitations.some((i) => answered.has(`${i.question_id}:${i.invitee_id}`))).toBe(true);
  });
});
