import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { IDENTITY } from '@portal/api/identity';
import { COMMUNITY_READ_MESSAGES, CONTRIBUTOR_WEIGHTS } from '@portal/api/rules/community';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { notFound } from '../../../lib/app-error';
import { pageList } from '../../../lib/envelope';
import { serve } from '../../../lib/serve-endpoint';
import { TtlCache } from '../../../lib/ttl-cache';
import type { CommunityRouteOptions } from '../repositories';
import { topicSeenBy } from '../topics/topic-visibility';

/** a ranking moves slowly: read once a minute */
const CONTRIBUTORS_CACHE_MS = 60_000;

/**
 * Contributors (issue 13): the doctors whose published answers (to published questions) are most
 * liked, featured and chosen as top answers, overall or on one topic. An anonymous identity (3, shown
 * as 匿名用户 everywhere in the community) never ranks: a ranking that names people cannot hold it.
 */
export async function contributorRoutes(app: FastifyInstance, _options: CommunityRouteOptions) {
  const db = app.db;
  const cache = new TtlCache<Awaited<ReturnType<typeof rank>>>(CONTRIBUTORS_CACHE_MS, 200);
  const w = CONTRIBUTOR_WEIGHTS;

  async function rank(topicId: number | undefined, limit: number) {
    let scope = db
      .selectFrom('community_answers as a')
      .innerJoin('community_questions as q', 'q.id', 'a.question_id')
      .innerJoin('users as u', 'u.id', 'a.creator_id')
      .where('a.status', '=', 'published')
      .where('q.status', '=', 'published')
      .where('u.identity', 'is not', null)
      .where('u.identity', '<>', IDENTITY.patient);
    if (topicId !== undefined)
      scope = scope.where('q.id', 'in', (eb) =>
        eb.selectFrom('community_question_topics').select('question_id').where('topic_id', '=', topicId),
      );
    const score = sql<number | string>`sum(a.diggs) * ${w.digg}
      + sum(case when a.essences = 'T' then 1 else 0 end) * ${w.essence}
      + sum(case when a.is_top = 'T' then 1 else 0 end) * ${w.top}`;
    const rows = await scope
      .select([
        'u.id',
        'u.real_name',
        'u.avatar',
        'u.company',
        'u.title',
        (eb) => eb.fn.countAll<number | string>().as('answers'),
        (eb) => eb.fn.sum<number | string>('a.diggs').as('diggs'),
        sql<number | string>`sum(case when a.essences = 'T' then 1 else 0 end)`.as('essences'),
        score.as('score'),
      ])
      .groupBy(['u.id', 'u.real_name', 'u.avatar', 'u.company', 'u.title'])
      .orderBy(score, 'desc')
      .orderBy('u.id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      realName: r.real_name,
      avatarAddress: r.avatar,
      company: r.company ?? '',
      title: r.title ?? '',
      answers: Number(r.answers),
      diggs: Number(r.diggs ?? 0),
      essences: Number(r.essences),
      score: Number(r.score),
    }));
  }

  await serve(
    app,
    e.contributors,
    { tags: ['社区问答'], summary: '社区贡献者排行（回答获赞、精选与置顶；全站或某话题）' },
    async (request) => {
      const { topicId } = request.query;
      const limit = request.query.limit ?? 10;
      // an unknown topic is a rejected load: not cached, asked again next time
      const list = await cache.get(`${topicId ?? ''}:${limit}`, async () => {
        if (topicId !== undefined) {
          const topic = await db
            .selectFrom('community_topics')
            .select('id')
            .where('id', '=', topicId)
            // one list for every reader: a topic waiting for review has none to show
            .where(topicSeenBy(null))
            .executeTakeFirst();
          if (!topic) throw notFound(COMMUNITY_READ_MESSAGES.topicNotFound);
        }
        return rank(topicId, limit);
      });
      return pageList(list, list.length, 1, Math.max(1, list.length));
    },
  );
}
