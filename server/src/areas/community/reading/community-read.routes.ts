import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { COMMUNITY_LIMITS, COMMUNITY_READ_MESSAGES, isFollowType } from '@portal/api/rules/community';
import type { FastifyInstance } from 'fastify';
import { counter, marker, toggle } from '../../../engagement/toggle';
import { badRequest, notFound } from '../../../lib/app-error';
import { pageList, wholeList } from '../../../lib/envelope';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import type { CommunityRouteOptions } from '../repositories';
import { topicSeenBy } from '../topics/topic-visibility';

const tags = ['社区问答'];

/**
 * Reading the community (issue 13): the feeds (home, topic, circle), a question with its answers,
 * an answer, topics and circles, and following a topic, circle or question (T/C/Q). Who reads and
 * follows is the session's user; an anonymous asker or a patient leaves the server as 匿名用户.
 */
export async function communityReadRoutes(app: FastifyInstance, options: CommunityRouteOptions) {
  const now = options.now ?? Date.now;
  const read = options.repos.read;
  const viewerOf = async (request: { sessionUser(): Promise<{ id: number } | null> }) =>
    (await request.sessionUser())?.id ?? null;

  await serve(
    app,
    e.feed,
    { tags, summary: '社区动态（问题与回答；置顶在前；可按话题或圈子）' },
    async (request) => {
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? COMMUNITY_LIMITS.feedPageSize;
      const { items, total } = await read.feed(
        { ...request.query, pageNo, pageSize },
        await viewerOf(request),
      );
      return pageList(items, total, pageNo, pageSize);
    },
  );

  await serve(
    app,
    e.question,
    {
      tags,
      summary: '问题详情（计一次浏览）',
      config: { fieldMessages: { id: COMMUNITY_READ_MESSAGES.questionNotFound } },
    },
    async (request) => {
      const detail = await read.question(request.query.id, await viewerOf(request));
      await read.countQuestionView(detail.id);
      return { code: 1 as const, result: { ...detail, views: detail.views + 1 } };
    },
  );

  await serve(
    app,
    e.answers,
    {
      tags,
      summary: '问题的回答（置顶在前，按点赞或最新）',
      config: { fieldMessages: { questionId: COMMUNITY_READ_MESSAGES.questionNotFound } },
    },
    async (request) => {
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? COMMUNITY_LIMITS.answersPageSize;
      const { items, total } = await read.answers(
        request.query.questionId,
        { pageNo, pageSize },
        request.query.order ?? 'hot',
        await viewerOf(request),
      );
      return pageList(items, total, pageNo, pageSize);
    },
  );

  await serve(
    app,
    e.answer,
    { tags, summary: '回答详情', config: { fieldMessages: { id: COMMUNITY_READ_MESSAGES.answerNotFound } } },
    async (request) => ({
      code: 1 as const,
      result: await read.answer(request.query.id, await viewerOf(request)),
    }),
  );

  await serve(
    app,
    e.topic,
    { tags, summary: '话题详情', config: { fieldMessages: { id: COMMUNITY_READ_MESSAGES.topicNotFound } } },
    async (request) => {
      const [topic] = await read.topics([request.query.id], 1, await viewerOf(request));
      if (!topic) throw notFound(COMMUNITY_READ_MESSAGES.topicNotFound);
      return { code: 1 as const, result: topic };
    },
  );

  await serve(app, e.hotTopics, { tags, summary: '热门话题（问题多、关注多的在前）' }, async (request) =>
    wholeList(
      await read.topics(null, request.query.limit ?? COMMUNITY_LIMITS.hotTopics, await viewerOf(request)),
    ),
  );

  await serve(
    app,
    e.circle,
    {
      tags,
      summary: '圈子详情（计一次浏览）',
      config: { fieldMessages: { id: COMMUNITY_READ_MESSAGES.circleNotFound } },
    },
    async (request) => {
      const [circle] = await read.circles([request.query.id], await viewerOf(request));
      if (!circle) throw notFound(COMMUNITY_READ_MESSAGES.circleNotFound);
      await read.countCircleView(circle.id);
      return { code: 1 as const, result: { ...circle, views: circle.views + 1 } };
    },
  );

  await serve(app, e.circles, { tags, summary: '圈子列表' }, async (request) =>
    wholeList(await read.circles(null, await viewerOf(request))),
  );

  await serve(
    app,
    e.follow,
    {
      tags,
      summary: '关注 / 取消关注话题（T）、圈子（C）或问题（Q）',
      preValidation: signedInFirst,
      config: {
        fieldMessages: { contentId: '关注的内容不存在', type: COMMUNITY_READ_MESSAGES.badFollowType },
      },
    },
    async (request) => {
      const me = await request.requireUser();
      const { contentId, type } = request.body;
      if (!isFollowType(type)) throw badRequest(COMMUNITY_READ_MESSAGES.badFollowType);
      const key = { user_id: me.id, type, content_id: contentId };
      const mark = marker('community_follows', key, { created_at: now() });
      if (type === 'Q') {
        const q = await app.db
          .selectFrom('community_questions')
          .select(['id', 'creator_id', 'status'])
          .where('id', '=', contentId)
          .executeTakeFirst();
        if (q?.status !== 'published') throw notFound(COMMUNITY_READ_MESSAGES.questionNotFound);
        // spec 6: the follow button is hidden on one's own content
        if (q.creator_id === me.id) throw badRequest(COMMUNITY_READ_MESSAGES.cannotFollowOwn);
        const followers = async (trx: typeof app.db) =>
          Number(
            (
              await trx
                .selectFrom('community_follows')
                .select((eb) => eb.fn.countAll().as('n'))
                .where('type', '=', 'Q')
                .where('content_id', '=', contentId)
                .executeTakeFirstOrThrow()
            ).n,
          );
        const result = await toggle(app.db, {
          ...mark,
          increment: async () => undefined,
          decrement: async () => undefined,
          read: followers,
        });
        return {
          code: 1 as const,
          result: { followStatus: result.on ? ('T' as const) : ('F' as const), followers: result.count },
        };
      }
      const table = type === 'T' ? 'community_topics' : 'community_circles';
      const exists =
        type === 'T'
          ? await app.db
              .selectFrom('community_topics')
              .select('id')
              .where('id', '=', contentId)
              .where(topicSeenBy(me.id))
              .executeTakeFirst()
          : await app.db
              .selectFrom('community_circles')
              .select('id')
              .where('id', '=', contentId)
              .executeTakeFirst();
      if (!exists)
        throw notFound(
          type === 'T' ? COMMUNITY_READ_MESSAGES.topicNotFound : COMMUNITY_READ_MESSAGES.circleNotFound,
        );
      const result = await toggle(app.db, { ...mark, ...counter(table, 'followers', contentId) });
      return {
        code: 1 as const,
        result: { followStatus: result.on ? ('T' as const) : ('F' as const), followers: result.count },
      };
    },
  );
}
