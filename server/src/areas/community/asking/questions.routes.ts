import { createHash } from 'node:crypto';
import type { Topic } from '@portal/api/contract/community';
import { communityEndpoints } from '@portal/api/endpoints/community';
import { mayPublish } from '@portal/api/identity';
import { questionHomeUrl } from '@portal/api/links';
import {
  COMMUNITY_MESSAGES,
  mustBeReviewed,
  QUESTION_LIMITS,
  TOPIC_LIMITS,
} from '@portal/api/rules/community';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SessionUserRow } from '../../../auth/sessions';
import { refuseIdentifiers } from '../../../content-safety/patient-identifiers';
import { charCount, multilinePlainText, plainText } from '../../../content-safety/plain-text';
import type { PortalDb } from '../../../db/database';
import { containing } from '../../../db/like-pattern';
import { isUniqueViolation } from '../../../db/unique-violation';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../../lib/app-error';
import { pageList } from '../../../lib/envelope';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { createReviewQueue } from '../../../reviews/review-queue';
import { QUESTION_REVIEW_TYPE } from '../moderation/review-kinds';
import { linkNamedProducts } from '../product-mentions/qa-mentions';
import { forgetCommunityFeeds } from '../reading/feed-cache';
import type { CommunityRouteOptions } from '../repositories';
import type { TopicStatus } from '../topics/schema';
import { topicSeenBy } from '../topics/topic-visibility';
import { uploadedImages } from './question-images';
import { placesOf, recountPlaces } from './question-places';

const tags = ['社区问答'];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Questions one user may ask per hour: a doctor asking in earnest rarely asks more than a few;
 * this stops a script from flooding the community and the search index.
 */
export const QUESTIONS_PER_HOUR = 10;
export const TOO_MANY_QUESTIONS = '提问过于频繁，请稍后再试';

const questionFieldMessages = {
  title: COMMUNITY_MESSAGES.titleTooShort,
  'title:maxLength': COMMUNITY_MESSAGES.titleTooLong,
  'text:maxLength': COMMUNITY_MESSAGES.textTooLong,
  'images:maxItems': COMMUNITY_MESSAGES.tooManyImages,
  images: COMMUNITY_MESSAGES.badImage,
  'topicIds:maxItems': COMMUNITY_MESSAGES.tooManyTopics,
  topicIds: COMMUNITY_MESSAGES.topicNotFound,
};

/** a topic's name as stored: plain text on one line, spaces collapsed */
const topicTitle = (raw: string) => plainText(raw).replace(/\s+/g, ' ').trim();

/**
 * Asking (spec 7 saveQa, updateQa, addTopic): a question with its pictures and topics, edited by its
 * asker until someone answers; topics added by name. Who acts is the session's user; identities 3
 * and 4 cannot publish; an unverified or new account's question waits for review, and content of
 * theirs in review blocks a new question (the edit of a waiting one is allowed).
 */
export async function askingRoutes(app: FastifyInstance, options: CommunityRouteOptions) {
  const now = options.now ?? Date.now;
  const db = app.db;
  const queue = createReviewQueue(db, now);

  /** what the asker wrote, checked and cleaned, or a Chinese 400 */
  async function checkedFields(
    body: {
      title: string;
      text?: string;
      images?: string[];
      topicIds?: number[];
    },
    askerId: number,
  ) {
    const title = plainText(body.title).replace(/\s+/g, ' ');
    if (charCount(title) < QUESTION_LIMITS.titleMin) throw badRequest(COMMUNITY_MESSAGES.titleTooShort);
    if (charCount(title) > QUESTION_LIMITS.titleMax) throw badRequest(COMMUNITY_MESSAGES.titleTooLong);
    const text = multilinePlainText(body.text ?? '');
    if (charCount(text) > QUESTION_LIMITS.textMax) throw badRequest(COMMUNITY_MESSAGES.textTooLong);
    refuseIdentifiers({ questionTitle: title, questionText: text });
    if ((body.images?.length ?? 0) > QUESTION_LIMITS.maxImages)
      throw badRequest(COMMUNITY_MESSAGES.tooManyImages);
    const images = await uploadedImages(db, body.images ?? []);
    if (images === null) throw badRequest(COMMUNITY_MESSAGES.badImage);
    const topicIds = [...new Set(body.topicIds ?? [])];
    if (topicIds.length > QUESTION_LIMITS.maxTopics) throw badRequest(COMMUNITY_MESSAGES.tooManyTopics);
    const topics = topicIds.length
      ? await db
          .selectFrom('community_topics')
          .select(['id', 'subspecialty_id'])
          .where('id', 'in', topicIds)
          // another's topic waiting for review is as unknown to the asker as to everyone
          .where(topicSeenBy(askerId))
          .execute()
      : [];
    if (topics.length !== topicIds.length) throw badRequest(COMMUNITY_MESSAGES.topicNotFound);
    // the circle follows the first topic that names a subspecialty
    const subspecialtyId =
      topicIds.map((id) => topics.find((t) => t.id === id)?.subspecialty_id).find((s) => s != null) ?? null;
    return { title, text, images, topicIds, subspecialtyId };
  }

  async function mustReview(userId: number, at: number) {
    const author = await db
      .selectFrom('users')
      .select(['is_auth', 'created_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return mustBeReviewed({ isAuth: author.is_auth, createdAt: Number(author.created_at) }, at);
  }

  function mayAsk(me: Pick<SessionUserRow, 'identity'>) {
    // spec 6: identity 3 (anonymous public) and 4 (corporate) cannot publish
    if (!mayPublish(me.identity)) throw forbidden(COMMUNITY_MESSAGES.identityCannotPublish);
  }

  await serve(
    app,
    communityEndpoints.saveQa,
    {
      tags,
      summary: `提问（标题、描述、图片、话题，可匿名，可在活动中提问；发布者为当前登录用户；未认证或新注册用户的问题先审核；每人每小时最多 ${QUESTIONS_PER_HOUR} 个）`,
      config: {
        fieldMessages: { ...questionFieldMessages, activityId: COMMUNITY_MESSAGES.activityNotFound },
      },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      mayAsk(me);
      const fields = await checkedFields(request.body, me.id);
      const at = now();
      const activityId = request.body.activityId ?? null;
      if (activityId !== null) {
        // a question joins an activity that is shown and running
        const activity = await db
          .selectFrom('activities')
          .select('id')
          .where('id', '=', activityId)
          .where('status', '=', 'published')
          .where('start_time', '<=', at)
          .where('end_time', '>', at)
          .executeTakeFirst();
        if (!activity) throw badRequest(COMMUNITY_MESSAGES.activityNotFound);
      }

      // spec 4, 8: content of theirs waiting for review blocks new content
      if ((await queue.pendingCount(me.id)) > 0) throw forbidden(COMMUNITY_MESSAGES.pendingReview);
      const recent = await db
        .selectFrom('community_questions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('creator_id', '=', me.id)
        .where('created_at', '>', at - HOUR)
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= QUESTIONS_PER_HOUR) throw tooManyRequests(TOO_MANY_QUESTIONS);

      const reviewed = await mustReview(me.id, at);
      const saved = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('community_questions')
          .values({
            title: fields.title,
            text: fields.text,
            images: JSON.stringify(fields.images),
            creator_id: me.id,
            is_hide_creator: request.body.isHideCreator === 'T' ? 'T' : 'F',
            essences: 'F',
            status: reviewed ? 'pending' : 'published',
            subspecialty_id: fields.subspecialtyId,
            activity_id: activityId,
            answers: 0,
            views: 0,
            ask_people: 0,
            publish_time: at,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (fields.topicIds.length)
          await trx
            .insertInto('community_question_topics')
            .values(fields.topicIds.map((topic_id) => ({ question_id: row.id, topic_id })))
            .execute();
        // the products it names; listed with it once it is published
        await linkNamedProducts(trx, app.readers, {
          type: 'Q',
          id: row.id,
          text: `${fields.title}\n${fields.text}`,
        });
        if (reviewed)
          await createReviewQueue(trx, now).enqueue({
            userId: me.id,
            contentType: QUESTION_REVIEW_TYPE,
            contentId: row.id,
          });
        else
          await recountPlaces(trx, {
            topicIds: fields.topicIds,
            subspecialtyId: fields.subspecialtyId,
            activityId,
          });
        return row;
      });
      // searchable at once, not at the next rebuild (a reviewed one once approved); in the feeds too
      if (!reviewed) {
        await app.searchEngine.refresh(db, 'community_qa', [saved.id]);
        forgetCommunityFeeds(db);
      }
      return {
        code: 1 as const,
        result: { id: saved.id, url: questionHomeUrl(saved.id) },
        message: reviewed ? COMMUNITY_MESSAGES.submittedForReview : COMMUNITY_MESSAGES.submitted,
      };
    },
  );

  await serve(
    app,
    communityEndpoints.updateQa,
    {
      tags,
      summary: '修改自己的问题（标题、描述、图片、话题），仅在尚无任何回答时；需审核的用户修改后重新审核',
      config: { fieldMessages: { ...questionFieldMessages, id: COMMUNITY_MESSAGES.notYourQuestion } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      mayAsk(me);
      const { id } = request.body;
      const question = await db
        .selectFrom('community_questions')
        .select(['id', 'creator_id', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      // another's question reads as missing: whether an id exists is not told to who cannot edit it
      if (!question || question.creator_id !== me.id) throw notFound(COMMUNITY_MESSAGES.notYourQuestion);
      const fields = await checkedFields(request.body, me.id);
      const at = now();
      const reviewed = await mustReview(me.id, at);
      const before = await placesOf(db, id);
      const outcome = await db.transaction().execute(async (trx) => {
        // nobody may have answered, checked in the transaction that writes: an answer sent at the
        // same moment either lands first (and this refuses) or finds the edited question
        const answered = await trx
          .selectFrom('community_answers')
          .select('id')
          .where('question_id', '=', id)
          .executeTakeFirst();
        if (answered) return 'answered' as const;
        // only a published question of an author the rules trust stays published; anything a
        // moderator has not passed (waiting, or rejected and now edited) is theirs to see again
        const status = question.status === 'published' && !reviewed ? 'published' : 'pending';
        await trx
          .updateTable('community_questions')
          .set({
            title: fields.title,
            text: fields.text,
            images: JSON.stringify(fields.images),
            subspecialty_id: fields.subspecialtyId,
            status,
          })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('community_question_topics').where('question_id', '=', id).execute();
        if (fields.topicIds.length)
          await trx
            .insertInto('community_question_topics')
            .values(fields.topicIds.map((topic_id) => ({ question_id: id, topic_id })))
            .execute();
        // the products the new text names, in place of those the old one did
        await linkNamedProducts(trx, app.readers, { type: 'Q', id, text: `${fields.title}\n${fields.text}` });
        // an edit by someone the rules review, or of a rejected question, goes (back) to the queue
        const trxQueue = createReviewQueue(trx, now);
        if (status === 'pending' && (await trxQueue.stateOf(QUESTION_REVIEW_TYPE, id))?.status !== 'pending')
          await trxQueue.enqueue({
            userId: me.id,
            contentType: QUESTION_REVIEW_TYPE,
            contentId: id,
          });
        await recountPlaces(trx, before, {
          topicIds: fields.topicIds,
          subspecialtyId: fields.subspecialtyId,
          activityId: before.activityId,
        });
        return status;
      });
      if (outcome === 'answered') throw badRequest(COMMUNITY_MESSAGES.alreadyAnswered);
      await app.searchEngine.refresh(db, 'community_qa', [id]);
      forgetCommunityFeeds(db);
      return {
        code: 1 as const,
        result: { id, url: questionHomeUrl(id) },
        message: outcome === 'pending' ? COMMUNITY_MESSAGES.submittedForReview : COMMUNITY_MESSAGES.updated,
      };
    },
  );

  await serve(
    app,
    communityEndpoints.addTopic,
    {
      tags,
      summary: `新建话题（同名话题已存在时返回它；每人每天最多 ${TOPIC_LIMITS.perDay} 个）`,
      config: {
        fieldMessages: {
          title: COMMUNITY_MESSAGES.topicTitleTooShort,
          'title:maxLength': COMMUNITY_MESSAGES.topicTitleTooLong,
        },
      },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      mayAsk(me);
      const title = topicTitle(request.body.title);
      if (charCount(title) < TOPIC_LIMITS.titleMin) throw badRequest(COMMUNITY_MESSAGES.topicTitleTooShort);
      if (charCount(title) > TOPIC_LIMITS.titleMax) throw badRequest(COMMUNITY_MESSAGES.topicTitleTooLong);
      refuseIdentifiers({ topicName: title });
      const at = now();
      const reviewed = await mustReview(me.id, at);
      /** the topic of that name, as this user may have it */
      const answerWith = async (topic: NamedTopic) => {
        if (topic.status === 'pending' && topic.creatorId !== me.id) {
          // another new account's name, not yet reviewed: a trusted author vouches for it as if
          // adding it; to another new account it stays unknown to use
          if (reviewed) throw badRequest(COMMUNITY_MESSAGES.topicUnderReview);
          await db
            .updateTable('community_topics')
            .set({ status: 'published' })
            .where('id', '=', topic.id)
            .execute();
        }
        return { code: 1 as const, result: topic.shown };
      };
      const existing = await topicNamed(db, title);
      if (existing) return answerWith(existing);
      const today = await db
        .selectFrom('community_topics')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('creator_id', '=', me.id)
        .where('created_at', '>', at - DAY)
        .executeTakeFirstOrThrow();
      if (Number(today.n) >= TOPIC_LIMITS.perDay)
        throw tooManyRequests(COMMUNITY_MESSAGES.tooManyTopicsToday);
      try {
        await db
          .insertInto('community_topics')
          .values({
            title,
            description: '',
            // a generated cover of the name, as the seeded topics have
            cover: `/media/cover/topic-${createHash('sha1').update(title).digest('hex').slice(0, 12)}.svg?title=${encodeURIComponent(title)}`,
            subspecialty_id: null,
            followers: 0,
            questions: 0,
            sort: 10_000,
            created_at: at,
            creator_id: me.id,
            // an account whose questions wait for review: its topic waits with them (recountPlaces
            // publishes it with the first published question that carries it)
            status: reviewed ? 'pending' : 'published',
          })
          .execute();
      } catch (error) {
        // the same name added at the same moment by someone else: theirs is the topic
        if (!isUniqueViolation(error)) throw error;
        const theirs = await topicNamed(db, title);
        if (!theirs) throw notFound(COMMUNITY_MESSAGES.topicNotFound);
        return answerWith(theirs);
      }
      const topic = await topicNamed(db, title);
      if (!topic) throw notFound(COMMUNITY_MESSAGES.topicNotFound);
      return {
        code: 1 as const,
        result: topic.shown,
        message: reviewed ? COMMUNITY_MESSAGES.topicAddedForReview : COMMUNITY_MESSAGES.topicAdded,
      };
    },
  );

  await serve(
    app,
    communityEndpoints.searchTopics,
    { tags, summary: '按名称查找话题（提问时选择话题）' },
    async (request) => {
      const words = topicTitle(request.query.keywords);
      const limit = request.query.limit ?? 8;
      if (!words) return pageList([], 0, 1, limit);
      const viewer = await request.sessionUser();
      const rows = await db
        .selectFrom('community_topics')
        .select(['id', 'title', 'description', 'cover', 'followers', 'questions'])
        .where(sql<boolean>`lower(title) like ${containing(words.toLowerCase())} escape '\\'`)
        .where(topicSeenBy(viewer?.id ?? null))
        .orderBy('questions', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      const list: Topic[] = rows.map((t) => ({ ...t, isFollow: false }));
      return pageList(list, list.length, 1, limit);
    },
  );
}

interface NamedTopic {
  id: number;
  status: TopicStatus;
  creatorId: number | null;
  /** what the asker is answered */
  shown: Topic;
}

/** the topic of this name, compared without regard to case, whoever may see it */
async function topicNamed(db: PortalDb, title: string): Promise<NamedTopic | null> {
  const row = await db
    .selectFrom('community_topics')
    .select(['id', 'title', 'description', 'cover', 'followers', 'questions', 'status', 'creator_id'])
    .where(sql<boolean>`lower(title) = ${title.toLowerCase()}`)
    .orderBy('id')
    .executeTakeFirst();
  if (!row) return null;
  const { status, creator_id, ...shown } = row;
  return { id: row.id, status, creatorId: creator_id, shown: { ...shown, isFollow: false } };
}
