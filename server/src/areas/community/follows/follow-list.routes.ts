import { communityFollowEndpoints as e } from '@portal/api/endpoints/community-follows';
import type { FastifyInstance } from 'fastify';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import type { CommunityRouteOptions } from '../repositories';

/**
 * "我的关注" of the community home: the topics and circles the session's user follows, newest
 * follow first. What someone follows is theirs: there is no way to ask for another user's.
 */
export async function followListRoutes(app: FastifyInstance, options: CommunityRouteOptions) {
  const read = options.repos.read;

  await serve(
    app,
    e.followList,
    { tags: ['社区问答'], summary: '我关注的话题与圈子（仅本人）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const limit = request.query.limit ?? 10;
      const followed = async (type: 'T' | 'C') =>
        (
          await app.db
            .selectFrom('community_follows')
            .select('content_id')
            .where('user_id', '=', me.id)
            .where('type', '=', type)
            .orderBy('created_at', 'desc')
            .orderBy('content_id', 'desc')
            .limit(limit)
            .execute()
        ).map((f) => f.content_id);
      const [topicIds, circleIds] = await Promise.all([followed('T'), followed('C')]);
      const [topics, circles] = await Promise.all([
        read.topics(topicIds, limit, me.id),
        read.circles(circleIds, me.id),
      ]);
      // in the order they were followed, not the lists' own orders
      const inOrder = <T extends { id: number }>(rows: T[], ids: number[]) =>
        ids.flatMap((id) => rows.filter((r) => r.id === id));
      return {
        code: 1 as const,
        result: { topics: inOrder(topics, topicIds), circles: inOrder(circles, circleIds) },
      };
    },
  );
}
