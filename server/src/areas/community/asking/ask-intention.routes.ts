import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { COMMUNITY_READ_MESSAGES } from '@portal/api/rules/community';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { badRequest, notFound } from '../../../lib/app-error';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import type { CommunityRouteOptions } from '../repositories';

/**
 * "我也想问" (spec 4, 7 saveUserAskQuestionIntention): the session's reader adds themselves once to
 * the question's ask count; again is no change. Its asker sees the count and cannot add to it.
 */
export async function askIntentionRoutes(app: FastifyInstance, options: CommunityRouteOptions) {
  const now = options.now ?? Date.now;
  await serve(
    app,
    e.askIntention,
    {
      tags: ['社区问答'],
      summary: '我也想问（每人每题一次；提问者不能给自己的问题加一）',
      preValidation: signedInFirst,
      config: { fieldMessages: { questionId: COMMUNITY_READ_MESSAGES.questionNotFound } },
    },
    async (request) => {
      const me = await request.requireUser();
      const { questionId } = request.body;
      const count = await app.db.transaction().execute(async (trx) => {
        const q = await trx
          .selectFrom('community_questions')
          .select(['creator_id', 'status'])
          .where('id', '=', questionId)
          .executeTakeFirst();
        if (q?.status !== 'published') throw notFound(COMMUNITY_READ_MESSAGES.questionNotFound);
        if (q.creator_id === me.id) throw badRequest(COMMUNITY_READ_MESSAGES.cannotAskOwn);
        const inserted = await sql`insert into community_ask_intentions (user_id, question_id, created_at)
          values (${me.id}, ${questionId}, ${now()}) on conflict do nothing`.execute(trx);
        // the count moves only with a new row: a repeat or a race adds nothing
        if (Number(inserted.numAffectedRows ?? 0) > 0)
          await sql`update community_questions set ask_people = ask_people + 1 where id = ${questionId}`.execute(
            trx,
          );
        const row = await trx
          .selectFrom('community_questions')
          .select('ask_people')
          .where('id', '=', questionId)
          .executeTakeFirstOrThrow();
        return row.ask_people;
      });
      return {
        code: 1 as const,
        result: { userAskQuestionStatus: 'T' as const, askQuestionsPeopleNumber: count },
      };
    },
  );
}
