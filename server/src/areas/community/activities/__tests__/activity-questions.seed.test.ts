import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createRng } from '../../../../seed/random';
import { seededDatabase, tally } from '../../../../test-support/seeded-tables';
import { seedActivityQuestions } from '../activity-questions.seed';

const seeded = seededDatabase('small');

/** what the rule asks, worked out here: the started activities a question fits (branch and time) */
async function readAll() {
  const db = seeded();
  const [activities, subspecialties, questions] = await Promise.all([
    db.selectFrom('activities').selectAll().orderBy('id').execute(),
    db.selectFrom('subspecialties').select(['id', 'parent_id']).execute(),
    db
      .selectFrom('community_questions')
      .select(['id', 'status', 'subspecialty_id', 'publish_time', 'activity_id'])
      .orderBy('id')
      .execute(),
  ]);
  const parent = new Map(subspecialties.map((s) => [s.id, s.parent_id]));
  const rootOf = (id: number) => {
    let node = id;
    while (parent.get(node) != null) node = parent.get(node) as number;
    return node;
  };
  const fits = (q: (typeof questions)[number]) =>
    activities
      .filter((a) => {
        const at = Number(q.publish_time);
        return (
          a.subspecialty_id !== null &&
          q.subspecialty_id !== null &&
          rootOf(a.subspecialty_id) === rootOf(q.subspecialty_id) &&
          Number(a.start_time) <= at &&
          at < Number(a.end_time) &&
          Number(a.start_time) <= DEFAULT_SEED_NOW
        );
      })
      .map((a) => a.id);
  return { activities, questions, fits };
}

describe('questions asked within activities (seed)', () => {
  it('files each published question that fits a started activity of its branch under one of those, and no other', async () => {
    const { questions, fits } = await readAll();
    let filed = 0;
    for (const q of questions) {
      const candidates = q.status === 'published' ? fits(q) : [];
      if (candidates.length === 0) expect([q.id, q.activity_id]).toEqual([q.id, null]);
      else {
        expect([q.id, candidates]).toEqual([q.id, expect.arrayContaining([q.activity_id])]);
        filed++;
      }
    }
    expect(filed).toBeGreaterThan(5);
  });

  it('keeps each activity’s contents equal to its published questions; an upcoming one has none', async () => {
    const { activities, questions } = await readAll();
    const perActivity = tally(
      questions.filter((q) => q.status === 'published' && q.activity_id !== null).map((q) => q.activity_id!),
    );
    for (const a of activities) expect([a.name, a.contents]).toEqual([a.name, perActivity.get(a.id) ?? 0]);
    const upcoming = activities.filter((a) => Number(a.start_time) > DEFAULT_SEED_NOW);
    expect(upcoming.length).toBeGreaterThan(0);
    for (const a of upcoming) expect([a.name, a.contents]).toEqual([a.name, 0]);
    expect(activities.filter((a) => a.contents > 0).length).toBeGreaterThan(3);
  });

  it('gives every activity a description of what it asks of participants', async () => {
    const { activities } = await readAll();
    for (const a of activities) expect([a.name, a.description.length > 20]).toEqual([a.name, true]);
    expect(new Set(activities.map((a) => a.description)).size).toBe(activities.length);
  });

  it('files the same questions again from the same random stream', async () => {
    const db = seeded();
    const mapping = async () =>
      (await db.selectFrom('community_questions').select(['id', 'activity_id']).orderBy('id').execute()).map(
        (q) => `${q.id}:${q.activity_id}`,
      );
    const runFresh = async () => {
      await db.updateTable('community_questions').set({ activity_id: null }).execute();
      await seedActivityQuestions(db, createRng('activity-questions-test'), DEFAULT_SEED_NOW);
      return mapping();
    };
    const first = await runFresh();
    expect(await runFresh()).toEqual(first);
  });
});
