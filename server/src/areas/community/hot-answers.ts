import type { HotAnswer } from '@portal/api/contract/search';
import type { PortalDb } from '../../db/database';

const DAY = 86_400_000;
/** candidates per kind (questions, answers; most viewed and newest) for the hot answers card */
const HOT_POOL = 100;

/**
 * Activity that fades with age (like a news "hot" list): reads, answers and likes, divided by
 * the age in days plus two raised to 1.2, so a busy question of last week outranks a famous one
 * of last year but a single view today does not beat either.
 */
export function hotness(activity: number, publishTime: number, now: number): number {
  const ageDays = Math.max(0, now - publishTime) / DAY;
  return activity / (ageDays + 2) ** 1.2;
}

/**
 * Hot answers: published questions ('Q') and answers ('A') by recent activity, one entry per
 * question (its hotter form), so the card does not list one busy thread several times.
 */
export async function hotAnswers(db: PortalDb, limit: number, now: number): Promise<HotAnswer[]> {
  const questionColumns = ['id', 'title', 'answers', 'views', 'ask_people', 'publish_time'] as const;
  const publishedQuestions = db
    .selectFrom('community_questions')
    .select(questionColumns)
    .where('status', '=', 'published');
  const publishedAnswers = db
    .selectFrom('community_answers')
    .innerJoin('community_questions', 'community_questions.id', 'community_answers.question_id')
    .where('community_answers.status', '=', 'published')
    .where('community_questions.status', '=', 'published')
    .select([
      'community_answers.id',
      'community_answers.question_id',
      'community_answers.views',
      'community_answers.diggs',
      'community_answers.comments',
      'community_answers.publish_time',
      'community_questions.title',
      'community_questions.answers',
    ]);
  const [viewedQ, newQ, likedA, newA] = await Promise.all([
    publishedQuestions.orderBy('views', 'desc').orderBy('id', 'desc').limit(HOT_POOL).execute(),
    publishedQuestions.orderBy('publish_time', 'desc').orderBy('id', 'desc').limit(HOT_POOL).execute(),
    publishedAnswers
      .orderBy('community_answers.diggs', 'desc')
      .orderBy('community_answers.id', 'desc')
      .limit(HOT_POOL)
      .execute(),
    publishedAnswers
      .orderBy('community_answers.publish_time', 'desc')
      .orderBy('community_answers.id', 'desc')
      .limit(HOT_POOL)
      .execute(),
  ]);

  const best = new Map<number, { item: HotAnswer; score: number }>();
  const offer = (item: HotAnswer, score: number) => {
    const known = best.get(item.parentQaId);
    if (!known || score > known.score) best.set(item.parentQaId, { item, score });
  };
  for (const q of [...viewedQ, ...newQ]) {
    const activity = Number(q.views) + 20 * Number(q.answers) + 10 * Number(q.ask_people);
    offer(
      {
        type: 'Q',
        parentQaId: q.id,
        associationId: q.id,
        title: q.title,
        answers: Number(q.answers),
        views: Number(q.views),
      },
      hotness(activity, Number(q.publish_time), now),
    );
  }
  for (const a of [...likedA, ...newA]) {
    const activity = Number(a.views) + 20 * Number(a.diggs) + 10 * Number(a.comments);
    offer(
      {
        type: 'A',
        parentQaId: a.question_id,
        associationId: a.id,
        title: a.title,
        answers: Number(a.answers),
        views: Number(a.views),
      },
      hotness(activity, Number(a.publish_time), now),
    );
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score || b.item.associationId - a.item.associationId)
    .slice(0, limit)
    .map((entry) => entry.item);
}
