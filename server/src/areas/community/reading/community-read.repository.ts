import type {
  ActivityTag,
  AnswerDetail,
  AnswerItem,
  AuthorReview,
  Circle,
  CommunityPerson,
  CommunityTag,
  FeedItem,
  FeedQuery,
  QuestionDetail,
  Topic,
} from '@portal/api/contract/community';
import { COMMUNITY_LIMITS, COMMUNITY_READ_MESSAGES } from '@portal/api/rules/community';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import { type Selectable, sql } from 'kysely';
import { plainText } from '../../../content-safety/plain-text';
import type { PortalDb } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { type PersonRow, publicPerson } from '../../../people/public-person';
import type { Readers } from '../../../readers/readers';
import { createReviewQueue } from '../../../reviews/review-queue';
import { parseQuestionImages } from '../asking/question-images';
import { ANSWER_REVIEW_TYPE, QUESTION_REVIEW_TYPE } from '../moderation/review-kinds';
import { productsOfQuestion } from '../product-mentions/qa-mentions';
import { topicSeenBy } from '../topics/topic-visibility';
import { FEED_CACHE_MS, feedCacheOf } from './feed-cache';

/** likes of a community answer (`content_diggs.target_type`) */
export const ANSWER_DIGG_TARGET = 'community_answer';

const IMG_SRC = /<img\b[^>]*\bsrc="([^"]+)"/gi;

/** the pictures of an answer's (sanitized) HTML, in order */
export function imagesOf(html: string, max: number = COMMUNITY_LIMITS.feedImages): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(IMG_SRC)) {
    if (found.length >= max) break;
    if (m[1]) found.push(m[1].replace(/&amp;/g, '&'));
  }
  return found;
}

/** an item's words for a feed card (the card folds them after COMMUNITY_LIMITS.previewChars) */
const FEED_TEXT_MAX = 500;
const feedText = (html: string) => {
  const text = plainText(html.replace(/<\/(p|div|h\d|li)>/gi, ' '));
  return Array.from(text).length > FEED_TEXT_MAX
    ? `${Array.from(text).slice(0, FEED_TEXT_MAX).join('')}…`
    : text;
};

type Db = PortalDb;

/** the top answers a feed pins above the rest */
export const FEED_PINNED = 3;

export { FEED_CACHE_MS };

export function createCommunityReadRepository(db: Db, readers: Pick<Readers, 'productsByIds'>) {
  // every reader sees the same feed page but for their own marks, read apart; counts may lag by the TTL
  const reviews = createReviewQueue(db);
  const feedCache = feedCacheOf(db);

  const person = (row: PersonRow | undefined, viewerId: number | null, hidden = false): CommunityPerson => {
    const p = publicPerson(row, { viewerId, area: 'community', hidden });
    return {
      id: p.id,
      realName: p.realName,
      avatarAddress: p.avatar,
      identity: p.identity,
      company: p.company,
    };
  };

  async function people(ids: readonly number[]): Promise<Map<number, PersonRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('users')
      .select(['id', 'real_name', 'avatar', 'identity', 'company'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((r) => [r.id, r]));
  }

  async function topicsOf(questionIds: readonly number[]): Promise<Map<number, CommunityTag[]>> {
    const map = new Map<number, CommunityTag[]>();
    if (questionIds.length === 0) return map;
    const rows = await db
      .selectFrom('community_question_topics as qt')
      .innerJoin('community_topics as t', 't.id', 'qt.topic_id')
      .select(['qt.question_id', 't.id', 't.title'])
      .where('qt.question_id', 'in', [...new Set(questionIds)])
      .orderBy('t.sort')
      .execute();
    for (const r of rows)
      map.set(r.question_id, [...(map.get(r.question_id) ?? []), { id: r.id, title: r.title }]);
    return map;
  }

  /** the reader's marks on answers and questions */
  async function marks(
    viewerId: number | null,
    answerIds: readonly number[],
    questionIds: readonly number[],
  ) {
    if (viewerId === null)
      return { digged: new Set<number>(), collected: new Set<number>(), followed: new Set<number>() };
    const [digs, collects, follows] = await Promise.all([
      answerIds.length === 0
        ? []
        : db
            .selectFrom('content_diggs')
            .select('target_id')
            .where('target_type', '=', ANSWER_DIGG_TARGET)
            .where('user_id', '=', viewerId)
            .where('target_id', 'in', [...answerIds])
            .execute(),
      answerIds.length === 0
        ? []
        : db
            .selectFrom('collections')
            .select('content_id')
            .where('content_type', '=', COLLECT_TYPES.communityAnswer)
            .where('user_id', '=', viewerId)
            .where('content_id', 'in', [...answerIds])
            .execute(),
      questionIds.length === 0
        ? []
        : db
            .selectFrom('community_follows')
            .select('content_id')
            .where('type', '=', 'Q')
            .where('user_id', '=', viewerId)
            .where('content_id', 'in', [...questionIds])
            .execute(),
    ]);
    return {
      digged: new Set(digs.map((d) => d.target_id)),
      collected: new Set(collects.map((c) => c.content_id)),
      followed: new Set(follows.map((f) => f.content_id)),
    };
  }

  /** an unpublished item's review, for its author (who alone can read it) */
  async function reviewOf(type: string, id: number, status: string): Promise<AuthorReview> {
    if (status === 'published') return null;
    const state = await reviews.stateOf(type, id);
    return {
      status: status === 'rejected' || state?.status === 'rejected' ? 'rejected' : 'pending',
      reason: state?.reason ?? null,
    };
  }

  /** the subspecialties of a circle's branch: its root and everything under it */
  async function branchOf(circleId: number): Promise<number[]> {
    const circle = await db
      .selectFrom('community_circles')
      .select('subspecialty_id')
      .where('id', '=', circleId)
      .executeTakeFirst();
    if (!circle) throw notFound(COMMUNITY_READ_MESSAGES.circleNotFound);
    if (circle.subspecialty_id === null) return [];
    const all = await db.selectFrom('subspecialties').select(['id', 'parent_id']).execute();
    const ids = new Set([circle.subspecialty_id]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const s of all)
        if (s.parent_id !== null && ids.has(s.parent_id) && !ids.has(s.id)) {
          ids.add(s.id);
          grew = true;
        }
    }
    return [...ids];
  }

  /** an activity a reader may see (a hidden one is as unknown) */
  async function assertActivity(id: number) {
    const activity = await db
      .selectFrom('activities')
      .select('id')
      .where('id', '=', id)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (!activity) throw notFound(COMMUNITY_READ_MESSAGES.activityNotFound);
  }

  /** the shown activities of these questions, by question id */
  async function activitiesOf(
    questions: readonly { id: number; activity_id: number | null }[],
  ): Promise<Map<number, ActivityTag>> {
    const ids = [...new Set(questions.flatMap((q) => (q.activity_id === null ? [] : [q.activity_id])))];
    const rows =
      ids.length === 0
        ? []
        : await db
            .selectFrom('activities')
            .select(['id', 'name'])
            .where('id', 'in', ids)
            .where('status', '=', 'published')
            .execute();
    const byId = new Map(rows.map((a) => [a.id, { id: a.id, name: a.name }]));
    const map = new Map<number, ActivityTag>();
    for (const q of questions) {
      const activity = q.activity_id === null ? undefined : byId.get(q.activity_id);
      if (activity) map.set(q.id, activity);
    }
    return map;
  }

  async function assertTopic(id: number, viewerId: number | null) {
    const topic = await db
      .selectFrom('community_topics')
      .select('id')
      .where('id', '=', id)
      .where(topicSeenBy(viewerId))
      .executeTakeFirst();
    if (!topic) throw notFound(COMMUNITY_READ_MESSAGES.topicNotFound);
  }

  /** the feed's page as every reader sees it: rows, people, topics (the reader's marks apart) */
  async function loadFeed(query: FeedQuery) {
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? COMMUNITY_LIMITS.feedPageSize;
    const branch = query.circleId === undefined ? null : await branchOf(query.circleId);
    if (query.activityId !== undefined) await assertActivity(query.activityId);
    if (branch !== null && branch.length === 0)
      return {
        rows: [] as { kind: string; id: number | string }[],
        qById: new Map<number, Selectable<Database['community_questions']>>(),
        aById: new Map<number, Selectable<Database['community_answers']>>(),
        persons: new Map<number, PersonRow>(),
        topics: new Map<number, CommunityTag[]>(),
        activities: new Map<number, ActivityTag>(),
        pinned: [] as number[],
        total: 0,
        answerIds: [] as number[],
        questionIds: [] as number[],
      };

    // the questions the feed may show, by topic, circle or activity
    const questionScope = () => {
      let q = db.selectFrom('community_questions as q').where('q.status', '=', 'published');
      if (query.topicId !== undefined)
        q = q.where('q.id', 'in', (eb) =>
          eb
            .selectFrom('community_question_topics')
            .select('question_id')
            .where('topic_id', '=', query.topicId!),
        );
      if (branch !== null) q = q.where('q.subspecialty_id', 'in', branch);
      if (query.activityId !== undefined) q = q.where('q.activity_id', '=', query.activityId);
      return q;
    };
    const questions = questionScope().select([
      sql<string>`'q'`.as('kind'),
      'q.id as id',
      'q.publish_time as publish_time',
      sql<string>`'F'`.as('is_top'),
      sql<number>`q.answers * 3 + q.ask_people`.as('heat'),
    ]);
    const answers = db
      .selectFrom('community_answers as a')
      .innerJoin('community_questions as q', 'q.id', 'a.question_id')
      .where('a.status', '=', 'published')
      .where('q.status', '=', 'published')
      .where('q.id', 'in', questionScope().select('q.id'))
      .select([
        sql<string>`'a'`.as('kind'),
        'a.id as id',
        'a.publish_time as publish_time',
        'a.is_top as is_top',
        sql<number>`a.diggs * 2 + a.comments`.as('heat'),
      ]);
    const hot = query.order === 'hot';
    // pinned: the newest few top answers of the scope lead the feed; the other top answers
    // (each question's own, which the asker chose) take their place by time
    const pinned = (
      await db
        .selectFrom('community_answers as a')
        .select('a.id')
        .where('a.status', '=', 'published')
        .where('a.is_top', '=', 'T')
        .where('a.question_id', 'in', questionScope().select('q.id'))
        .orderBy('a.publish_time', 'desc')
        .orderBy('a.id', 'desc')
        .limit(FEED_PINNED)
        .execute()
    ).map((a) => a.id);
    let ordered = db.selectFrom(questions.unionAll(answers).as('feed')).selectAll();
    // no pins, no pin term: SQLite reads a bare constant in ORDER BY as a column number
    if (pinned.length)
      ordered = ordered.orderBy(
        sql<number>`case when kind = 'a' and id in (${sql.join(pinned)}) then 1 else 0 end`,
        'desc',
      );
    const rows = await ordered
      .orderBy(hot ? 'heat' : 'publish_time', 'desc')
      .orderBy('publish_time', 'desc')
      .orderBy('kind')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    const totals = await Promise.all([
      questionScope()
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('community_answers as a')
        .where('a.status', '=', 'published')
        .where('a.question_id', 'in', questionScope().select('q.id'))
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    const total = Number(totals[0].n) + Number(totals[1].n);

    const answerIds = rows.filter((r) => r.kind === 'a').map((r) => Number(r.id));
    const answerRows =
      answerIds.length === 0
        ? []
        : await db.selectFrom('community_answers').selectAll().where('id', 'in', answerIds).execute();
    const questionIds = [
      ...rows.filter((r) => r.kind === 'q').map((r) => Number(r.id)),
      ...answerRows.map((a) => a.question_id),
    ];
    const questionRows =
      questionIds.length === 0
        ? []
        : await db
            .selectFrom('community_questions')
            .selectAll()
            .where('id', 'in', [...new Set(questionIds)])
            .execute();
    const qById = new Map(questionRows.map((q) => [q.id, q]));
    const aById = new Map(answerRows.map((a) => [a.id, a]));
    const [persons, topics, activities] = await Promise.all([
      people([...questionRows.map((q) => q.creator_id), ...answerRows.map((a) => a.creator_id)]),
      topicsOf(questionIds),
      activitiesOf(questionRows),
    ]);
    return { rows, qById, aById, persons, topics, activities, pinned, total, answerIds, questionIds };
  }

  return {
    /**
     * The feed of published questions and answers (the home, a topic's, a circle's, an activity's): top answers
     * first, then newest (or most discussed), a page at a time.
     */
    async feed(query: FeedQuery, viewerId: number | null): Promise<{ items: FeedItem[]; total: number }> {
      // before the cache, whose pages are everyone's: a topic waiting for review is its creator's
      // alone (its feed is empty until a published question carries it, which publishes it)
      if (query.topicId !== undefined) await assertTopic(query.topicId, viewerId);
      const pageNo = query.pageNo ?? 1;
      const pageSize = query.pageSize ?? COMMUNITY_LIMITS.feedPageSize;
      const key = `${query.topicId ?? ''}:${query.circleId ?? ''}:${query.activityId ?? ''}:${query.order ?? 'latest'}:${pageNo}:${pageSize}`;
      const { rows, qById, aById, persons, topics, activities, pinned, total, answerIds, questionIds } =
        // the cache holds only loadFeed's pages (unknown to the shared map's type)
        (await feedCache.get(key, () => loadFeed({ ...query, pageNo, pageSize }))) as Awaited<
          ReturnType<typeof loadFeed>
        >;
      const mark = await marks(viewerId, answerIds, questionIds);

      const items: FeedItem[] = [];
      for (const r of rows) {
        if (r.kind === 'q') {
          const q = qById.get(Number(r.id));
          if (!q) continue;
          const activity = activities.get(q.id) ?? null;
          items.push({
            type: activity ? 'community_activity_question' : 'community_activity_latest_question',
            id: q.id,
            questionId: q.id,
            questionTitle: q.title,
            text: feedText(q.text),
            images: parseQuestionImages(q.images).slice(0, COMMUNITY_LIMITS.feedImages),
            isTop: 'F',
            essences: q.essences,
            answers: q.answers,
            diggs: 0,
            isDigg: false,
            isCollect: false,
            comments: 0,
            isFollow: mark.followed.has(q.id),
            publishTime: Number(q.publish_time),
            creator: person(persons.get(q.creator_id), viewerId, q.is_hide_creator === 'T'),
            isHideCreator: q.is_hide_creator,
            askQuestionsPeopleNumber: q.ask_people,
            mine: viewerId !== null && q.creator_id === viewerId,
            topics: topics.get(q.id) ?? [],
            activity,
          });
        } else {
          const a = aById.get(Number(r.id));
          const q = a ? qById.get(a.question_id) : undefined;
          if (!a || !q) continue;
          items.push({
            type: 'community_activity_latest_answer',
            id: a.id,
            questionId: q.id,
            questionTitle: q.title,
            text: feedText(a.text),
            images: imagesOf(a.text),
            isTop: pinned.includes(a.id) ? 'T' : 'F',
            essences: a.essences,
            answers: q.answers,
            diggs: a.diggs,
            isDigg: mark.digged.has(a.id),
            isCollect: mark.collected.has(a.id),
            comments: a.comments,
            isFollow: mark.followed.has(q.id),
            publishTime: Number(a.publish_time),
            creator: person(persons.get(a.creator_id), viewerId),
            isHideCreator: 'F',
            askQuestionsPeopleNumber: q.ask_people,
            mine: viewerId !== null && a.creator_id === viewerId,
            topics: topics.get(q.id) ?? [],
            activity: activities.get(q.id) ?? null,
          });
        }
      }
      return { items, total };
    },

    /** a published question (its asker sees it while it waits for review too) */
    async question(id: number, viewerId: number | null): Promise<QuestionDetail> {
      const q = await db
        .selectFrom('community_questions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!q || (q.status !== 'published' && q.creator_id !== viewerId))
        throw notFound(COMMUNITY_READ_MESSAGES.questionNotFound);
      const mine = viewerId !== null && q.creator_id === viewerId;
      const [persons, topics, mark, circle, answered, wantsToAsk, activity, anyAnswer, products] =
        await Promise.all([
          people([q.creator_id]),
          topicsOf([q.id]),
          marks(viewerId, [], [q.id]),
          q.subspecialty_id === null
            ? undefined
            : db
                .selectFrom('community_circles')
                .select(['id', 'title', 'subspecialty_id'])
                .execute()
                .then(async (circles) => {
                  const all = await db.selectFrom('subspecialties').select(['id', 'parent_id']).execute();
                  const parent = new Map(all.map((s) => [s.id, s.parent_id]));
                  let node: number | null | undefined = q.subspecialty_id;
                  while (node != null && parent.get(node) != null) node = parent.get(node);
                  return circles.find((c) => c.subspecialty_id === node);
                }),
          viewerId === null
            ? undefined
            : db
                .selectFrom('community_answers')
                .select('id')
                .where('question_id', '=', q.id)
                .where('creator_id', '=', viewerId)
                .executeTakeFirst(),
          viewerId === null
            ? undefined
            : db
                .selectFrom('community_ask_intentions')
                .select('user_id')
                .where('question_id', '=', q.id)
                .where('user_id', '=', viewerId)
                .executeTakeFirst(),
          q.activity_id === null
            ? undefined
            : db
                .selectFrom('activities')
                .select(['id', 'name'])
                .where('id', '=', q.activity_id)
                .where('status', '=', 'published')
                .executeTakeFirst(),
          // its asker may edit it until anyone answers, published or waiting for review
          mine
            ? db
                .selectFrom('community_answers')
                .select('id')
                .where('question_id', '=', q.id)
                .executeTakeFirst()
            : undefined,
          productsOfQuestion(db, readers, q.id),
        ]);
      return {
        review: await reviewOf(QUESTION_REVIEW_TYPE, q.id, q.status),
        id: q.id,
        title: q.title,
        text: q.text,
        images: parseQuestionImages(q.images),
        activity: activity ? { id: activity.id, name: activity.name } : null,
        editable: mine && anyAnswer === undefined,
        creator: person(persons.get(q.creator_id), viewerId, q.is_hide_creator === 'T'),
        isHideCreator: q.is_hide_creator,
        essences: q.essences,
        answers: q.answers,
        views: q.views,
        publishTime: Number(q.publish_time),
        topics: topics.get(q.id) ?? [],
        circle: circle ? { id: circle.id, title: circle.title } : null,
        isFollow: mark.followed.has(q.id),
        askQuestionsPeopleNumber: q.ask_people,
        userAskQuestionStatus: wantsToAsk ? 'T' : 'F',
        isAnswered: answered !== undefined,
        mine,
        products,
      };
    },

    /** a question's published answers: the top one first, then by likes (hot) or newest */
    async answers(
      questionId: number,
      page: { pageNo: number; pageSize: number },
      order: 'hot' | 'latest',
      viewerId: number | null,
    ): Promise<{ items: AnswerItem[]; total: number }> {
      const q = await db
        .selectFrom('community_questions')
        .select(['id', 'status', 'creator_id'])
        .where('id', '=', questionId)
        .executeTakeFirst();
      if (!q || (q.status !== 'published' && q.creator_id !== viewerId))
        throw notFound(COMMUNITY_READ_MESSAGES.questionNotFound);
      const base = db
        .selectFrom('community_answers')
        .where('question_id', '=', questionId)
        .where('status', '=', 'published');
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('is_top', 'desc')
          .orderBy(order === 'hot' ? 'diggs' : 'publish_time', 'desc')
          .orderBy('publish_time', 'desc')
          .orderBy('id', 'desc')
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      const [persons, mark] = await Promise.all([
        people(rows.map((a) => a.creator_id)),
        marks(
          viewerId,
          rows.map((a) => a.id),
          [],
        ),
      ]);
      return {
        total: Number(count.n),
        items: rows.map((a) => ({
          id: a.id,
          questionId: a.question_id,
          text: a.text,
          creator: person(persons.get(a.creator_id), viewerId),
          isTop: a.is_top,
          essences: a.essences,
          diggs: a.diggs,
          isDigg: mark.digged.has(a.id),
          isCollect: mark.collected.has(a.id),
          comments: a.comments,
          views: a.views,
          publishTime: Number(a.publish_time),
          mine: viewerId !== null && a.creator_id === viewerId,
        })),
      };
    },

    async answer(id: number, viewerId: number | null): Promise<AnswerDetail> {
      const a = await db.selectFrom('community_answers').selectAll().where('id', '=', id).executeTakeFirst();
      const q = a
        ? await db
            .selectFrom('community_questions')
            .select(['id', 'title', 'status'])
            .where('id', '=', a.question_id)
            .executeTakeFirst()
        : undefined;
      const visible =
        a && q && ((a.status === 'published' && q.status === 'published') || a.creator_id === viewerId);
      if (!a || !q || !visible) throw notFound(COMMUNITY_READ_MESSAGES.answerNotFound);
      const [persons, mark] = await Promise.all([people([a.creator_id]), marks(viewerId, [a.id], [])]);
      return {
        review: await reviewOf(ANSWER_REVIEW_TYPE, a.id, a.status),
        id: a.id,
        questionId: q.id,
        question: { id: q.id, title: q.title },
        text: a.text,
        creator: person(persons.get(a.creator_id), viewerId),
        isTop: a.is_top,
        essences: a.essences,
        diggs: a.diggs,
        isDigg: mark.digged.has(a.id),
        isCollect: mark.collected.has(a.id),
        comments: a.comments,
        views: a.views,
        publishTime: Number(a.publish_time),
        mine: viewerId !== null && a.creator_id === viewerId,
      };
    },

    /**
     * Topics by id as this reader may see them (a pending one only by its creator), or the hot ones
     * (`ids` null: published only, the same list for everyone).
     */
    async topics(ids: readonly number[] | null, limit: number, viewerId: number | null): Promise<Topic[]> {
      let query = db.selectFrom('community_topics').selectAll();
      if (ids !== null)
        query = query.where('id', 'in', ids.length ? [...ids] : [0]).where(topicSeenBy(viewerId));
      else query = query.where(topicSeenBy(null));
      const rows = await query
        .orderBy('questions', 'desc')
        .orderBy('followers', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      const followed =
        viewerId === null || rows.length === 0
          ? new Set<number>()
          : new Set(
              (
                await db
                  .selectFrom('community_follows')
                  .select('content_id')
                  .where('user_id', '=', viewerId)
                  .where('type', '=', 'T')
                  .where(
                    'content_id',
                    'in',
                    rows.map((r) => r.id),
                  )
                  .execute()
              ).map((f) => f.content_id),
            );
      return rows.map((t) => ({
        id: t.id,
        title: t.title,
        description: t.description,
        cover: t.cover,
        followers: t.followers,
        questions: t.questions,
        isFollow: followed.has(t.id),
      }));
    },

    async circles(ids: readonly number[] | null, viewerId: number | null): Promise<Circle[]> {
      let query = db.selectFrom('community_circles').selectAll();
      if (ids !== null) query = query.where('id', 'in', ids.length ? [...ids] : [0]);
      const rows = await query.orderBy('sort').orderBy('id').execute();
      const followed =
        viewerId === null || rows.length === 0
          ? new Set<number>()
          : new Set(
              (
                await db
                  .selectFrom('community_follows')
                  .select('content_id')
                  .where('user_id', '=', viewerId)
                  .where('type', '=', 'C')
                  .where(
                    'content_id',
                    'in',
                    rows.map((r) => r.id),
                  )
                  .execute()
              ).map((f) => f.content_id),
            );
      return rows.map((c) => ({
        id: c.id,
        title: c.title,
        description: c.description,
        image: c.image,
        followers: c.followers,
        views: c.views,
        contents: c.contents,
        isFollow: followed.has(c.id),
      }));
    },

    /** counts one more reading of a question, a topic's or a circle's page */
    async countQuestionView(id: number) {
      await db
        .updateTable('community_questions')
        .set({ views: sql`views + 1` })
        .where('id', '=', id)
        .execute();
    },
    async countCircleView(id: number) {
      await db.updateTable('community_circles').set({ views: sql`views + 1` }).where('id', '=', id).execute();
    },
  };
}

export type CommunityReadRepository = ReturnType<typeof createCommunityReadRepository>;
