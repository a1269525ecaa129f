import type { ProfileQa } from '@portal/api/contract/account-profile';
import { IDENTITY, IS_AUTH } from '@portal/api/identity';
import { jumpUrl } from '@portal/api/jump-rules';
import { answerHomeUrl } from '@portal/api/links';
import { SUBJECT_NOUNS } from '@portal/api/rules/account-messages';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import { sql } from 'kysely';
import { plainText } from '../../content-safety/plain-text';
import type { PortalDb } from '../../db/database';
import {
  type ActiveAuthors,
  type Card,
  type CardReader,
  type NamedReaders,
  pageTimeline,
  type ReaderContribution,
  type ReleaseCounter,
  type ScoreEventReader,
  type TimelineBranch,
  type TimelineSource,
} from '../../readers/readers';
import { activitiesForSubspecialties } from './activities/activity-entrance';
import { hotAnswers } from './hot-answers';
import { QA_MENTIONS } from './product-mentions/qa-mentions';
import { topicSeenBy } from './topics/topic-visibility';

const byId = (cards: Card[]) => new Map(cards.map((c) => [c.id, c]));

/** how much of a question's or an answer's text a card and the profile show */
const EXCERPT = 120;
const excerpt = (html: string) => {
  const text = plainText(html).replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text;
};

const firstImage = (images: string): string => {
  try {
    const list = JSON.parse(images) as unknown;
    return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : '';
  } catch {
    return '';
  }
};

/** questions: published ones, and the viewer's own */
const questions: CardReader = async (db, ids, viewerId) => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('community_questions')
    .select(['id', 'title', 'text', 'images', 'creator_id'])
    .where('id', 'in', ids)
    .where((eb) =>
      viewerId === null
        ? eb('status', '=', 'published')
        : eb.or([eb('status', '=', 'published'), eb('creator_id', '=', viewerId)]),
    )
    .execute();
  return byId(
    rows.map((r) => ({
      kind: 'community_question',
      id: r.id,
      title: r.title,
      summary: excerpt(r.text),
      cover: firstImage(r.images),
      url: jumpUrl({ type: 'community_question', id: r.id }) ?? '',
      ownerId: r.creator_id,
      noun: SUBJECT_NOUNS.question,
      contentType: 'question',
    })),
  );
};

/** answers (named by their question): published under a published question, and the viewer's own */
const answers: CardReader = async (db, ids, viewerId) => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('community_answers as a')
    .innerJoin('community_questions as q', 'q.id', 'a.question_id')
    .select(['a.id', 'q.title', 'a.text', 'a.creator_id'])
    .where('a.id', 'in', ids)
    .where((eb) => {
      const published = eb.and([eb('a.status', '=', 'published'), eb('q.status', '=', 'published')]);
      return viewerId === null ? published : eb.or([published, eb('a.creator_id', '=', viewerId)]);
    })
    .execute();
  return byId(
    rows.map((r) => ({
      kind: 'community_answer',
      id: r.id,
      title: r.title,
      summary: excerpt(r.text),
      cover: '',
      // the jump rule of an answer is "the link given with it", its page in the community
      url: jumpUrl({ type: 'community_answer', url: answerHomeUrl(r.id) }) ?? '',
      ownerId: r.creator_id,
      noun: SUBJECT_NOUNS.answer,
      contentType: 'answer',
    })),
  );
};

const topics: CardReader = async (db, ids, viewerId) => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('community_topics')
    .select(['id', 'title', 'description', 'cover', 'creator_id'])
    .where('id', 'in', ids)
    .where(topicSeenBy(viewerId))
    .execute();
  return byId(
    rows.map((r) => ({
      kind: 'community_topic',
      id: r.id,
      title: r.title,
      summary: r.description,
      cover: r.cover,
      url: jumpUrl({ type: 'community_qa', id: r.id }) ?? '',
      ownerId: r.creator_id,
      noun: SUBJECT_NOUNS.content,
      contentType: 'topic',
    })),
  );
};

const circles: CardReader = async (db, ids) => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('community_circles')
    .select(['id', 'title', 'description', 'image'])
    .where('id', 'in', ids)
    .execute();
  return byId(
    rows.map((r) => ({
      kind: 'community_circle',
      id: r.id,
      title: r.title,
      summary: r.description,
      cover: r.image,
      url: jumpUrl({ type: 'community_circle', id: r.id }) ?? '',
      ownerId: null,
      noun: SUBJECT_NOUNS.content,
      contentType: 'circle',
    })),
  );
};

/** activities that are published */
const activities: CardReader = async (db, ids) => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('activities')
    .select(['id', 'name', 'cover', 'description'])
    .where('id', 'in', ids)
    .where('status', '=', 'published')
    .execute();
  return byId(
    rows.map((r) => ({
      kind: 'community_activity',
      id: r.id,
      title: r.name,
      summary: r.description,
      cover: r.cover,
      url: jumpUrl({ type: 'community_activity', id: r.id }) ?? '',
      ownerId: null,
      noun: SUBJECT_NOUNS.content,
      contentType: 'activity',
    })),
  );
};

const lit = (kind: string) => sql.lit(kind).as('kind');

/** a person's published questions (an anonymous one to themself only) */
const publishedQuestions = (db: PortalDb, person: { userId: number; own: boolean }, kind: string) =>
  db
    .selectFrom('community_questions as q')
    .select([lit(kind), 'q.id as ref_id', 'q.publish_time as time', 'q.publish_time as at'])
    .where('q.creator_id', '=', person.userId)
    .where('q.status', '=', 'published')
    .$if(!person.own, (qb) => qb.where('q.is_hide_creator', '=', 'F'));

/** a person's published answers to published questions */
const publishedAnswers = (db: PortalDb, person: { userId: number }, kind: string) =>
  db
    .selectFrom('community_answers as a')
    .innerJoin('community_questions as q', 'q.id', 'a.question_id')
    .select([lit(kind), 'a.id as ref_id', 'a.publish_time as time', 'a.publish_time as at'])
    .where('a.creator_id', '=', person.userId)
    .where('a.status', '=', 'published')
    .where('q.status', '=', 'published');

/** what a person follows in the community: topics (T), circles (C), questions (Q) */
const follows = (type: 'T' | 'C' | 'Q', kind: string, db: PortalDb, userId: number) =>
  db
    .selectFrom('community_follows as f')
    .select([lit(kind), 'f.content_id as ref_id', 'f.created_at as time', 'f.created_at as at'])
    .where('f.user_id', '=', userId)
    .where('f.type', '=', type);

/** what a person published, liked, followed, collected and subscribed to here, for the profile */
const timeline: TimelineSource[] = [
  {
    tab: 'dynamics',
    kind: 'pub_q',
    action: 'publish',
    card: 'community_question',
    branch: publishedQuestions,
  },
  { tab: 'dynamics', kind: 'pub_a', action: 'publish', card: 'community_answer', branch: publishedAnswers },
  {
    tab: 'dynamics',
    kind: 'like_a',
    action: 'like',
    card: 'community_answer',
    branch: (db, person, kind) =>
      db
        .selectFrom('content_diggs as d')
        .innerJoin('community_answers as a', 'a.id', 'd.target_id')
        .innerJoin('community_questions as q', 'q.id', 'a.question_id')
        .select([
          lit(kind),
          'a.id as ref_id',
          'd.created_at as time',
          sql<number>`coalesce(d.created_at, a.publish_time)`.as('at'),
        ])
        .where('d.user_id', '=', person.userId)
        .where('d.target_type', '=', 'community_answer')
        .where('a.status', '=', 'published')
        .where('q.status', '=', 'published'),
  },
  {
    tab: 'dynamics',
    kind: 'follow_topic',
    action: 'follow',
    card: 'community_topic',
    branch: (db, person, kind) =>
      db
        .selectFrom('community_follows as f')
        .innerJoin('community_topics as t', 't.id', 'f.content_id')
        .select([lit(kind), 't.id as ref_id', 'f.created_at as time', 'f.created_at as at'])
        .where('f.user_id', '=', person.userId)
        .where('f.type', '=', 'T')
        .where(topicSeenBy(person.viewerId, 't')),
  },
  {
    tab: 'dynamics',
    kind: 'follow_circle',
    action: 'follow',
    card: 'community_circle',
    branch: (db, person, kind) =>
      db
        .selectFrom('community_follows as f')
        .innerJoin('community_circles as c', 'c.id', 'f.content_id')
        .select([lit(kind), 'c.id as ref_id', 'f.created_at as time', 'f.created_at as at'])
        .where('f.user_id', '=', person.userId)
        .where('f.type', '=', 'C'),
  },
  {
    tab: 'dynamics',
    kind: 'follow_q',
    action: 'follow',
    card: 'community_question',
    branch: (db, person, kind) =>
      db
        .selectFrom('community_follows as f')
        .innerJoin('community_questions as q', 'q.id', 'f.content_id')
        .select([lit(kind), 'q.id as ref_id', 'f.created_at as time', 'f.created_at as at'])
        .where('f.user_id', '=', person.userId)
        .where('f.type', '=', 'Q')
        .where('q.status', '=', 'published'),
  },
  {
    tab: 'collections',
    kind: 'like_a',
    action: 'collect',
    card: 'community_answer',
    branch: (db, person, kind) =>
      db
        .selectFrom('collections as c')
        .where('c.user_id', '=', person.userId)
        .where('c.content_type', '=', COLLECT_TYPES.communityAnswer)
        .select([lit(kind), 'c.content_id as ref_id', 'c.created_at as time', 'c.created_at as at'])
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('community_answers as a')
              .innerJoin('community_questions as q', 'q.id', 'a.question_id')
              .select('a.id')
              .whereRef('a.id', '=', 'c.content_id')
              .where('a.status', '=', 'published')
              .where('q.status', '=', 'published'),
          ),
        ),
  },
  {
    tab: 'subscriptions',
    kind: 'follow_topic',
    action: 'follow',
    card: 'community_topic',
    branch: (db, person, kind) => follows('T', kind, db, person.userId),
  },
  {
    tab: 'subscriptions',
    kind: 'follow_circle',
    action: 'follow',
    card: 'community_circle',
    branch: (db, person, kind) => follows('C', kind, db, person.userId),
  },
  {
    tab: 'subscriptions',
    kind: 'follow_q',
    action: 'follow',
    card: 'community_question',
    branch: (db, person, kind) => follows('Q', kind, db, person.userId),
  },
  {
    tab: 'subscriptions',
    kind: 'activity',
    action: 'subscribe',
    card: 'community_activity',
    branch: (db, person, kind) =>
      db
        .selectFrom('activity_subscriptions as s')
        .select([lit(kind), 's.activity_id as ref_id', 's.created_at as time', 's.created_at as at'])
        .where('s.user_id', '=', person.userId),
  },
];

/** the 问答 tab: a person's questions and answers, newest first; anonymous questions to themself only */
const profileQa: NamedReaders['profileQa'] = async (db, { userId, own, kind, pageNo, pageSize }) => {
  const branches: TimelineBranch[] = [];
  if (kind !== 'answer') branches.push(publishedQuestions(db, { userId, own }, 'pub_q'));
  if (kind !== 'question') branches.push(publishedAnswers(db, { userId }, 'pub_a'));
  const { rows, total } = await pageTimeline(db, branches, { pageNo, pageSize });
  const qIds = rows.filter((r) => r.kind === 'pub_q').map((r) => r.ref_id);
  const aIds = rows.filter((r) => r.kind === 'pub_a').map((r) => r.ref_id);
  const [questions, answers] = await Promise.all([
    qIds.length
      ? db
          .selectFrom('community_questions')
          .select(['id', 'title', 'text', 'publish_time', 'answers', 'is_hide_creator'])
          .where('id', 'in', qIds)
          .execute()
      : [],
    aIds.length
      ? db
          .selectFrom('community_answers as a')
          .innerJoin('community_questions as q', 'q.id', 'a.question_id')
          .select(['a.id', 'a.question_id', 'q.title', 'a.text', 'a.publish_time', 'a.diggs', 'a.comments'])
          .where('a.id', 'in', aIds)
          .execute()
      : [],
  ]);
  const question = new Map(questions.map((q) => [q.id, q]));
  const answer = new Map(answers.map((a) => [a.id, a]));
  const list = rows.flatMap((r): ProfileQa[] => {
    if (r.kind === 'pub_q') {
      const q = question.get(r.ref_id);
      return q
        ? [
            {
              kind: 'question' as const,
              id: q.id,
              questionId: q.id,
              title: q.title,
              text: excerpt(q.text),
              publishTime: Number(q.publish_time),
              answers: q.answers,
              diggs: 0,
              comments: 0,
              isHideCreator: q.is_hide_creator,
            },
          ]
        : [];
    }
    const a = answer.get(r.ref_id);
    return a
      ? [
          {
            kind: 'answer' as const,
            id: a.id,
            questionId: a.question_id,
            title: a.title,
            text: excerpt(a.text),
            publishTime: Number(a.publish_time),
            answers: 0,
            diggs: a.diggs,
            comments: a.comments,
            isHideCreator: 'F' as const,
          },
        ]
      : [];
  });
  return { list, total };
};

const count = (n: { n: number | string | bigint } | undefined) => Number(n?.n ?? 0);

/** a person's published questions (the anonymous ones for themself only) and answers */
const releases: ReleaseCounter = async (db, userId, options) => {
  const [questions, answers] = await Promise.all([
    db
      .selectFrom('community_questions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('creator_id', '=', userId)
      .where('status', '=', 'published')
      .$if(!options.hiddenQuestions, (qb) => qb.where('is_hide_creator', '=', 'F'))
      .executeTakeFirst(),
    db
      .selectFrom('community_answers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('creator_id', '=', userId)
      .where('status', '=', 'published')
      .executeTakeFirst(),
  ]);
  return count(questions) + count(answers);
};

/** published questions and answers earn points */
const scoreEvents: ScoreEventReader = async (db, userId) => {
  const one = userId !== undefined;
  const [questions, answers] = await Promise.all([
    db
      .selectFrom('community_questions')
      .select(['id', 'creator_id as user_id', 'title', 'publish_time as time'])
      .where('status', '=', 'published')
      .$if(one, (q) => q.where('creator_id', '=', userId!))
      .execute(),
    db
      .selectFrom('community_answers as a')
      .innerJoin('community_questions as q', 'q.id', 'a.question_id')
      .select(['a.id', 'a.creator_id as user_id', 'q.title', 'a.publish_time as time'])
      .where('a.status', '=', 'published')
      .$if(one, (q) => q.where('a.creator_id', '=', userId!))
      .execute(),
  ]);
  const events = (action: 'question' | 'answer', rows: typeof questions, url: (id: number) => string) =>
    rows.flatMap((r) =>
      r.time === null
        ? []
        : [{ userId: r.user_id, action, id: r.id, time: Number(r.time), subject: r.title, url: url(r.id) }],
    );
  return [
    ...events('question', questions, (id) => jumpUrl({ type: 'community_question', id }) ?? ''),
    ...events('answer', answers, (id) => jumpUrl({ type: 'community_answer', url: answerHomeUrl(id) }) ?? ''),
  ];
};

/** verified doctors by the answers they published lately */
const activeAuthors: ActiveAuthors = async (db, { since, limit, excludeId }) => {
  const rows = await db
    .selectFrom('users')
    .innerJoin('community_answers', 'community_answers.creator_id', 'users.id')
    .where('users.identity', '=', IDENTITY.doctor)
    .where('users.is_auth', '=', IS_AUTH.verified)
    .where('users.real_name', '<>', '')
    .$if(excludeId !== null, (q) => q.where('users.id', '<>', excludeId ?? 0))
    .where('community_answers.status', '=', 'published')
    .where('community_answers.publish_time', '>=', since)
    .select(['users.id', (eb) => eb.fn.countAll().as('n')])
    .groupBy('users.id')
    .orderBy('n', 'desc')
    .orderBy('users.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, n: Number(r.n) }));
};

/** what the community area lets others read (`readers/readers.ts`) */
export const COMMUNITY_READERS: ReaderContribution = {
  timeline,
  profileQa,
  releases: [releases],
  scoreEvents: [scoreEvents],
  activeAuthors: [activeAuthors],
  productMentions: [QA_MENTIONS],
  activitiesForSubspecialties,
  hotAnswers,
  cards: {
    community_question: questions,
    community_answer: answers,
    community_topic: topics,
    community_circle: circles,
    community_activity: activities,
  },
};
