import type { PortalDb } from '../../../db/database';
import { insertChunks } from '../../../seed/area-seeder';
import type { Rng } from '../../../seed/random';

/** every subspecialty of each one's branch: its root and everything under that root */
function branches(subspecialties: readonly { id: number; parent_id: number | null }[]) {
  const parent = new Map(subspecialties.map((s) => [s.id, s.parent_id]));
  const rootOf = (id: number) => {
    let root = id;
    for (let p = parent.get(root); p != null; p = parent.get(root)) root = p;
    return root;
  };
  const members = new Map<number, Set<number>>();
  for (const s of subspecialties) {
    const root = rootOf(s.id);
    members.set(root, (members.get(root) ?? new Set()).add(s.id));
  }
  return (id: number) => members.get(rootOf(id)) ?? new Set([id]);
}

/**
 * Questions asked within the community activities: a published question belongs to an activity
 * that had started when it was asked and was still running, in the activity's branch of the
 * subspecialty tree (one of those at random when several fit, never more than one); each activity's
 * `contents` is then the count of its published questions, so an upcoming one has none. Run after
 * the questions and the activities are seeded.
 */
export async function seedActivityQuestions(db: PortalDb, r: Rng, now: number) {
  const [activities, subspecialties, questions] = await Promise.all([
    db
      .selectFrom('activities')
      .select(['id', 'subspecialty_id', 'start_time', 'end_time'])
      .where('status', '=', 'published')
      .orderBy('id')
      .execute(),
    db.selectFrom('subspecialties').select(['id', 'parent_id']).execute(),
    db
      .selectFrom('community_questions')
      .select(['id', 'subspecialty_id', 'publish_time'])
      .where('status', '=', 'published')
      .orderBy('id')
      .execute(),
  ]);
  const branchOf = branches(subspecialties);
  const started = activities
    .filter((a) => a.subspecialty_id !== null && Number(a.start_time) <= now)
    .map((a) => ({
      id: a.id,
      branch: branchOf(a.subspecialty_id as number),
      start: Number(a.start_time),
      end: Number(a.end_time),
    }));

  const questionsOf = new Map<number, number[]>();
  for (const q of questions) {
    if (q.subspecialty_id === null) continue;
    const at = Number(q.publish_time);
    // running when asked, as saveQa accepts a question into an activity: from its start, before its end
    const fits = started.filter(
      (a) => a.branch.has(q.subspecialty_id as number) && a.start <= at && at < a.end && at <= now,
    );
    if (fits.length === 0) continue;
    const activity = r.pick(fits);
    questionsOf.set(activity.id, [...(questionsOf.get(activity.id) ?? []), q.id]);
  }

  for (const [activityId, ids] of questionsOf)
    await insertChunks(ids, (chunk) =>
      db
        .updateTable('community_questions')
        .set({ activity_id: activityId })
        .where('id', 'in', chunk)
        .execute(),
    );
  for (const a of activities)
    await db
      .updateTable('activities')
      .set({ contents: questionsOf.get(a.id)?.length ?? 0 })
      .where('id', '=', a.id)
      .execute();
}
