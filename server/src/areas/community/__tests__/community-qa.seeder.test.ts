import { sanitizeRichText } from '../../../content-safety/sanitize';
import { newsScale } from '../../../seed/area-inputs';
import { DEFAULT_SEED_NOW } from '../../../seed/options';
import { countRows, seededDatabase, tally } from '../../../test-support/seeded-tables';
import { questionCount } from '../community-qa.seeder';

const seeded = seededDatabase('small');

describe('community questions and answers seed', () => {
  it('writes the amounts the scale asks for', async () => {
    const db = seeded();
    const expected = questionCount(newsScale(await countRows(db, 'info_articles')));
    expect(await countRows(db, 'community_questions')).toBe(expected);
    // about three answers a question
    const answers = await countRows(db, 'community_answers');
    expect(answers).toBeGreaterThan(expected * 2);
    expect(answers).toBeLessThan(expected * 5);
    expect(questionCount(1)).toBe(400);
  });

  it('keeps each question’s answer count equal to its published answers, by others, after it', async () => {
    const db = seeded();
    const questions = await db
      .selectFrom('community_questions')
      .select(['id', 'creator_id', 'answers', 'publish_time', 'status'])
      .execute();
    const answers = await db
      .selectFrom('community_answers')
      .select(['question_id', 'creator_id', 'status', 'publish_time', 'is_top', 'text'])
      .execute();
    const byId = new Map(questions.map((q) => [q.id, q]));
    const published = tally(answers.filter((a) => a.status === 'published').map((a) => a.question_id));
    for (const q of questions) {
      expect([q.id, q.answers]).toEqual([q.id, published.get(q.id) ?? 0]);
      if (q.status === 'pending') expect(q.answers).toBe(0);
    }
    const tops = tally(answers.filter((a) => a.is_top === 'T').map((a) => a.question_id));
    for (const n of tops.values()) expect(n).toBe(1);
    for (const a of answers) {
      const q = byId.get(a.question_id);
      expect(q).toBeDefined();
      expect(a.creator_id).not.toBe(q?.creator_id);
      expect(a.publish_time).toBeGreaterThanOrEqual(q?.publish_time ?? Infinity);
      expect(a.publish_time).toBeLessThanOrEqual(DEFAULT_SEED_NOW);
      expect(sanitizeRichText(a.text)).toBe(a.text);
      expect(a.text).toMatch(/^<p>/);
    }
  });

  it('has questions asked by users who may publish, some anonymous and some featured', async () => {
    const rows = await seeded()
      .selectFrom('community_questions')
      .innerJoin('users', 'users.id', 'community_questions.creator_id')
      .select(['users.identity', 'community_questions.is_hide_creator', 'community_questions.essences'])
      .execute();
    for (const r of rows) expect([1, 2, 5, 6]).toContain(r.identity);
    expect(rows.some((r) => r.is_hide_creator === 'T')).toBe(true);
    expect(rows.some((r) => r.essences === 'T')).toBe(true);
  });
});
