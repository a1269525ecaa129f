import { countRows, seededDatabase, tally } from '../../../../test-support/seeded-tables';
import { CROSS_TOPICS } from '../topics.seeder';

const seeded = seededDatabase('small');

describe('community topics and circles seed', () => {
  it('files every question under at least one topic, the cross-cutting ones by what its title says', async () => {
    const db = seeded();
    const [questions, filed, topics] = await Promise.all([
      db.selectFrom('community_questions').select(['id', 'title', 'subspecialty_id']).execute(),
      db.selectFrom('community_question_topics').selectAll().execute(),
      db.selectFrom('community_topics').selectAll().execute(),
    ]);
    const perQuestion = tally(filed.map((f) => f.question_id));
    for (const q of questions) expect([q.id, (perQuestion.get(q.id) ?? 0) > 0]).toEqual([q.id, true]);
    const byId = new Map(topics.map((t) => [t.id, t]));
    for (const f of filed) {
      const topic = byId.get(f.topic_id)!;
      const cross = CROSS_TOPICS.find((c) => c.title === topic.title);
      const q = questions.find((x) => x.id === f.question_id)!;
      // its own subspecialty's topic, or a cross-cutting one (its title matches, or it had no subspecialty)
      if (topic.subspecialty_id !== null) expect(topic.subspecialty_id).toBe(q.subspecialty_id);
      else expect(cross).toBeDefined();
    }
    expect(topics.filter((t) => t.subspecialty_id === null).map((t) => t.title)).toEqual(
      CROSS_TOPICS.map((c) => c.title),
    );
  });

  it('keeps the counters equal to the rows', async () => {
    const db = seeded();
    const [topics, circles, filed, follows, questions] = await Promise.all([
      db.selectFrom('community_topics').selectAll().execute(),
      db.selectFrom('community_circles').selectAll().execute(),
      db.selectFrom('community_question_topics').selectAll().execute(),
      db.selectFrom('community_follows').selectAll().execute(),
      db.selectFrom('community_questions').select(['id', 'status']).execute(),
    ]);
    const published = new Set(questions.filter((q) => q.status === 'published').map((q) => q.id));
    const perTopic = tally(filed.filter((f) => published.has(f.question_id)).map((f) => f.topic_id));
    const followers = (type: string) =>
      tally(follows.filter((f) => f.type === type).map((f) => f.content_id));
    for (const t of topics) {
      expect([t.title, t.questions]).toEqual([t.title, perTopic.get(t.id) ?? 0]);
      expect([t.title, t.followers]).toEqual([t.title, followers('T').get(t.id) ?? 0]);
    }
    expect(circles.length).toBeGreaterThanOrEqual(7);
    for (const c of circles) expect([c.title, c.followers]).toEqual([c.title, followers('C').get(c.id) ?? 0]);
    expect(circles.reduce((n, c) => n + Number(c.contents), 0)).toBe(published.size);
    expect(await countRows(db, 'community_follows')).toBeGreaterThan(0);
  });
});
