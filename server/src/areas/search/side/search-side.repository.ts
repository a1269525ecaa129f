import type { HotAnswer, HotTopic, SearchUser } from '@portal/api/contract/search';
import { IDENTITY, IS_AUTH } from '@portal/api/contract/user';
import type { PortalDb } from '../../../db/database';

const DAY = 86_400_000;
/** what "recent" means for an expert's published content and for hot answers */
export const RECENT_DAYS = 90;
/** how many of the most followed and of the most active doctors compete for the expert card */
const EXPERT_POOL = 40;
/** candidates per kind (questions, answers; most viewed and newest) for the hot answers card */
const HOT_POOL = 100;

/**
 * Famous experts: verified doctors, ranked by fans and by what they published lately (cases and
 * articles, community answers). Fans grow slowly and never fall, so recent work keeps the card
 * from showing the same few names for ever; both are on a log scale so neither swamps the other.
 */
export async function famousExperts(
  db: PortalDb,
  viewerId: number | null,
  limit: number,
  now: number,
): Promise<SearchUser[]> {
  const since = now - RECENT_DAYS * DAY;
  const verifiedDoctor = db
    .selectFrom('users')
    .where('users.identity', '=', IDENTITY.doctor)
    .where('users.is_auth', '=', IS_AUTH.verified)
    .where('users.real_name', '<>', '')
    .$if(viewerId !== null, (q) => q.where('users.id', '<>', viewerId ?? 0));

  const [byFans, byArticles, byAnswers] = await Promise.all([
    verifiedDoctor
      .select('users.id')
      .orderBy('users.fans', 'desc')
      .orderBy('users.id')
      .limit(EXPERT_POOL)
      .execute(),
    verifiedDoctor
      .innerJoin('mp_articles', 'mp_articles.creator_id', 'users.id')
      .where('mp_articles.status', '=', 'published')
      .where('mp_articles.publish_time', '>=', since)
      .select(['users.id', (eb) => eb.fn.countAll().as('n')])
      .groupBy('users.id')
      .orderBy('n', 'desc')
      .orderBy('users.id')
      .limit(EXPERT_POOL)
      .execute(),
    verifiedDoctor
      .innerJoin('community_answers', 'community_answers.creator_id', 'users.id')
      .where('community_answers.status', '=', 'published')
      .where('community_answers.publish_time', '>=', since)
      .select(['users.id', (eb) => eb.fn.countAll().as('n')])
      .groupBy('users.id')
      .orderBy('n', 'desc')
      .orderBy('users.id')
      .limit(EXPERT_POOL)
      .execute(),
  ]);
  const recent = new Map<number, number>();
  for (const row of [...byArticles, ...byAnswers])
    recent.set(row.id, (recent.get(row.id) ?? 0) + Number(row.n));
  const pool = [...new Set([...byFans.map((r) => r.id), ...recent.keys()])];
  if (pool.length === 0) return [];

  const [rows, follows] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'real_name', 'avatar', 'company', 'department', 'title', 'fans'])
      .where('id', 'in', pool)
      .execute(),
    viewerId === null
      ? Promise.resolve([])
      : db
          .selectFrom('user_follows')
          .select('followee_id')
          .where('follower_id', '=', viewerId)
          .where('followee_id', 'in', pool)
          .execute(),
  ]);
  const followed = new Set(follows.map((f) => f.followee_id));
  const score = (r: { id: number; fans: number }) =>
    Math.log1p(Number(r.fans)) + 1.5 * Math.log1p(recent.get(r.id) ?? 0);
  return rows
    .sort((a, b) => score(b) - score(a) || b.fans - a.fans || a.id - b.id)
    .slice(0, limit)
    .map((r) => ({
      id: r.id,
      realName: r.real_name,
      avatarAddress: r.avatar,
      company: r.company ?? '',
      department: r.department ?? '',
      title: r.title ?? '',
      fans: Number(r.fans),
      isFollow: followed.has(r.id),
    }));
}

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

/** a topic's content counts for this many views: writing about a topic is worth more than reading it */
const VIEWS_PER_CONTENT = 50;

/** Hot topics: by views and by the content filed under them. */
export async function hotTopics(db: PortalDb, limit: number): Promise<HotTopic[]> {
  const rows = await db
    .selectFrom('topics')
    .select(['id', 'title', 'description', 'contents', 'views'])
    .orderBy((eb) => eb(eb.ref('views'), '+', eb(eb.ref('contents'), '*', VIEWS_PER_CONTENT)), 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    contents: Number(r.contents),
    views: Number(r.views),
  }));
}
