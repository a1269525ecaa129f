import { sql } from 'kysely';
import type { PortalDb } from '../../../db/database';

/** where a question shows besides the home: its topics, its subspecialty's circle, its activity */
export interface QuestionPlaces {
  topicIds: readonly number[];
  subspecialtyId: number | null;
  activityId: number | null;
}

/** the places of a stored question */
export async function placesOf(db: PortalDb, questionId: number): Promise<QuestionPlaces> {
  const [q, topics] = await Promise.all([
    db
      .selectFrom('community_questions')
      .select(['subspecialty_id', 'activity_id'])
      .where('id', '=', questionId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('community_question_topics')
      .select('topic_id')
      .where('question_id', '=', questionId)
      .execute(),
  ]);
  return {
    topicIds: topics.map((t) => t.topic_id),
    subspecialtyId: q.subspecialty_id,
    activityId: q.activity_id,
  };
}

/** the root of a subspecialty's branch (a circle is a branch) and every subspecialty under that root */
async function branchOfSubspecialty(db: PortalDb, id: number) {
  const all = await db.selectFrom('subspecialties').select(['id', 'parent_id']).execute();
  const parent = new Map(all.map((s) => [s.id, s.parent_id]));
  let root = id;
  for (let p = parent.get(root); p != null; p = parent.get(root)) root = p;
  const branch = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of all)
      if (s.parent_id !== null && branch.has(s.parent_id) && !branch.has(s.id)) {
        branch.add(s.id);
        grew = true;
      }
  }
  return { root, branch: [...branch] };
}

/**
 * Counts the published questions of these places again from the rows (a topic's `questions`, a
 * circle's and an activity's `contents`). Recounting, not adding one: a question published, edited
 * onto other topics or approved later leaves every counter exact, whichever path moved it.
 */
export async function recountPlaces(db: PortalDb, ...places: QuestionPlaces[]): Promise<void> {
  const topicIds = [...new Set(places.flatMap((p) => p.topicIds))];
  if (topicIds.length)
    await db
      .updateTable('community_topics')
      .set({
        questions: sql<number>`(select count(*) from community_question_topics qt
          join community_questions q on q.id = qt.question_id
          where qt.topic_id = community_topics.id and q.status = 'published')`,
      })
      .where('id', 'in', topicIds)
      .execute();
  // a topic added by an account the rules review is public once a published question carries it:
  // the question a moderator approved (they were shown its topics), or one its author, trusted
  // now, published
  if (topicIds.length)
    await db
      .updateTable('community_topics')
      .set({ status: 'published' })
      .where('id', 'in', topicIds)
      .where('status', '=', 'pending')
      .where('questions', '>', 0)
      .execute();
  for (const subspecialtyId of new Set(places.map((p) => p.subspecialtyId))) {
    if (subspecialtyId === null) continue;
    const { root, branch } = await branchOfSubspecialty(db, subspecialtyId);
    await db
      .updateTable('community_circles')
      .set({
        contents: sql<number>`(select count(*) from community_questions q
          where q.status = 'published' and q.subspecialty_id in (${sql.join(branch)}))`,
      })
      .where('subspecialty_id', '=', root)
      .execute();
  }
  for (const activityId of new Set(places.map((p) => p.activityId))) {
    if (activityId === null) continue;
    await db
      .updateTable('activities')
      .set({
        contents: sql<number>`(select count(*) from community_questions q
          where q.status = 'published' and q.activity_id = ${activityId})`,
      })
      .where('id', '=', activityId)
      .execute();
  }
}
