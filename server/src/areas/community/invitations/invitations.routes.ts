import { communityInvitationEndpoints as e } from '@portal/api/endpoints/community-invitations';
import { IDENTITY, IS_AUTH, mayPublish } from '@portal/api/identity';
import { questionHomeUrl } from '@portal/api/links';
import { MESSAGE_TEXTS } from '@portal/api/rules/account-messages';
import {
  ANSWER_MESSAGES,
  COMMUNITY_READ_MESSAGES,
  INVITE_LIMITS,
  INVITE_MESSAGES,
} from '@portal/api/rules/community';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { plainText } from '../../../content-safety/plain-text';
import type { PortalDb } from '../../../db/database';
import { containing } from '../../../db/like-pattern';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../../lib/app-error';
import { pageList } from '../../../lib/envelope';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { actorOf, notify } from '../../../notices/notify';
import { publicPerson } from '../../../people/public-person';
import type { CommunityRouteOptions } from '../repositories';

const tags = ['社区问答'];

/** the inviter is the asker of an anonymous question: to the invitee they are 匿名用户 */
const hidesAsker = (q: { creator_id: number; is_hide_creator: 'T' | 'F' }, inviterId: number) =>
  q.is_hide_creator === 'T' && q.creator_id === inviterId;

const inviterOf = (r: {
  inviter_id: number;
  inviter_name: string;
  inviter_avatar: string;
  inviter_identity: number | null;
  creator_id: number;
  is_hide_creator: 'T' | 'F';
}) => {
  const p = publicPerson(
    { id: r.inviter_id, real_name: r.inviter_name, avatar: r.inviter_avatar, identity: r.inviter_identity },
    { area: 'community', hidden: hidesAsker(r, r.inviter_id) },
  );
  return { id: p.id, realName: p.realName };
};
const DAY = 86_400_000;

async function publishedQuestion(db: PortalDb, id: number) {
  const q = await db
    .selectFrom('community_questions')
    .select(['id', 'title', 'creator_id', 'is_hide_creator'])
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!q) throw notFound(COMMUNITY_READ_MESSAGES.questionNotFound);
  return q;
}

/**
 * Inviting doctors to answer (spec 7 inviteUsers) and the answer list (spec 2 answerList): the
 * suggested doctors are verified doctors ranked by their published answers to questions on the
 * question's topics, then by all their answers; an invitation reaches the invitee's messages and
 * their answer list. Who invites is the session's user.
 */
export async function invitationRoutes(app: FastifyInstance, options: CommunityRouteOptions) {
  const now = options.now ?? Date.now;
  const db = app.db;

  await serve(
    app,
    e.candidates,
    { tags, summary: '邀请回答：推荐的医生，或按姓名搜索（需登录）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const q = await publishedQuestion(db, request.query.questionId);
      const keywords = plainText(request.query.keywords ?? '').trim();
      const topicQuestions = db
        .selectFrom('community_question_topics as mine')
        .innerJoin('community_question_topics as same', 'same.topic_id', 'mine.topic_id')
        .select('same.question_id')
        .where('mine.question_id', '=', q.id);
      const answeredIt = db
        .selectFrom('community_answers')
        .select('creator_id')
        .where('question_id', '=', q.id);
      let scope = db
        .selectFrom('users as u')
        .leftJoin('community_answers as a', (join) =>
          join.onRef('a.creator_id', '=', 'u.id').on('a.status', '=', 'published'),
        )
        .select([
          'u.id',
          'u.real_name',
          'u.avatar',
          'u.company',
          'u.title',
          (eb) => eb.fn.count<number | string>('a.id').as('answers'),
          sql<number | string>`sum(case when a.question_id in (${topicQuestions}) then 1 else 0 end)`.as(
            'topic_answers',
          ),
        ])
        .where('u.identity', '=', IDENTITY.doctor)
        .where('u.is_auth', '=', IS_AUTH.verified)
        .where('u.id', 'not in', [me.id, q.creator_id])
        .where('u.id', 'not in', answeredIt)
        .groupBy(['u.id', 'u.real_name', 'u.avatar', 'u.company', 'u.title']);
      if (keywords) scope = scope.where(sql<boolean>`u.real_name like ${containing(keywords)} escape '\\'`);
      else scope = scope.having((eb) => eb.fn.count('a.id'), '>', 0);
      const rows = await scope
        .orderBy('topic_answers', 'desc')
        .orderBy('answers', 'desc')
        .orderBy('u.id')
        .limit(keywords ? 20 : INVITE_LIMITS.suggestions)
        .execute();
      const invited = rows.length
        ? new Set(
            (
              await db
                .selectFrom('community_invitations')
                .select('invitee_id')
                .where('question_id', '=', q.id)
                .where(
                  'invitee_id',
                  'in',
                  rows.map((r) => r.id),
                )
                .execute()
            ).map((r) => r.invitee_id),
          )
        : new Set<number>();
      const list = rows.map((r) => ({
        id: r.id,
        realName: r.real_name,
        avatarAddress: r.avatar,
        company: r.company ?? '',
        title: r.title ?? '',
        answers: Number(r.answers),
        topicAnswers: Number(r.topic_answers ?? 0),
        invited: invited.has(r.id),
      }));
      return pageList(list, list.length, 1, Math.max(1, list.length));
    },
  );

  await serve(
    app,
    e.invite,
    { tags, summary: '邀请医生回答问题（每次最多10位，每天最多50次；需登录）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      if (!mayPublish(me.identity)) throw forbidden(ANSWER_MESSAGES.identityCannotPublish);
      const ids = [...new Set(request.body.userIds)];
      if (ids.length > INVITE_LIMITS.perCall) throw badRequest(INVITE_MESSAGES.tooManyAtOnce);
      const q = await publishedQuestion(db, request.body.questionId);
      const at = now();
      // verified doctors only (as the suggestions), never oneself or the asker, nor who has answered it
      const eligible = await db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', ids)
        .where('identity', '=', IDENTITY.doctor)
        .where('is_auth', '=', IS_AUTH.verified)
        .where('id', 'not in', [me.id, q.creator_id])
        .where(
          'id',
          'not in',
          db.selectFrom('community_answers').select('creator_id').where('question_id', '=', q.id),
        )
        .execute();
      if (eligible.length === 0) throw badRequest(INVITE_MESSAGES.nobody);
      // the day's cap counts invitations made: not ids that were refused or invited before
      const before = await db
        .selectFrom('community_invitations')
        .select('invitee_id')
        .where('question_id', '=', q.id)
        .where(
          'invitee_id',
          'in',
          eligible.map((u) => u.id),
        )
        .execute();
      const today = await db
        .selectFrom('community_invitations')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('inviter_id', '=', me.id)
        .where('created_at', '>', at - DAY)
        .executeTakeFirstOrThrow();
      if (Number(today.n) + eligible.length - before.length > INVITE_LIMITS.perDay)
        throw tooManyRequests(INVITE_MESSAGES.tooManyToday);
      const invited = await db.transaction().execute(async (trx) => {
        // named as the community shows them: identity 3 cannot invite (mayPublish) and 7 is named
        // outside the article area, but the message goes through the one gate as every notice does;
        // the asker of an anonymous question is 匿名用户 (naming them would tell who asked it)
        const inviter = await actorOf(trx, me.id, 'community', { hidden: hidesAsker(q, me.id) });
        const fresh: number[] = [];
        for (const { id } of eligible) {
          const inserted =
            await sql`insert into community_invitations (question_id, invitee_id, inviter_id, created_at)
            values (${q.id}, ${id}, ${me.id}, ${at}) on conflict do nothing`.execute(trx);
          // invited before (by anyone): no second message
          if (Number(inserted.numAffectedRows ?? 0) > 0) fresh.push(id);
        }
        // each invitee is told once (an invitation is unique per question and invitee); one who
        // turned invitations off is still invited, just not told
        for (const id of fresh)
          await notify(trx, {
            userId: id,
            kind: 'Invite',
            // the name is written for the record; the message centre names the inviter as they
            // are when the message is read (`actor_id`, none when concealed)
            title: MESSAGE_TEXTS.invited(inviter.name),
            content: q.title,
            url: questionHomeUrl(q.id),
            actorId: me.id,
            actorConcealed: inviter.concealed,
            subject: `community_question:${q.id}`,
            key: `invite:${q.id}`,
            at,
          });
        return fresh;
      });
      return { code: 1 as const, result: { invited }, message: INVITE_MESSAGES.invited };
    },
  );

  await serve(
    app,
    e.answerList,
    { tags, summary: '待回答：邀请我回答的问题，或还没有回答的问题（需登录）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = Math.min(request.query.pageSize ?? INVITE_LIMITS.answerListPageSize, 50);
      const offset = (pageNo - 1) * pageSize;
      const mine = (questionIds: number[]) =>
        questionIds.length
          ? db
              .selectFrom('community_answers')
              .select('question_id')
              .where('creator_id', '=', me.id)
              .where('question_id', 'in', questionIds)
              .execute()
              .then((rows) => new Set(rows.map((r) => r.question_id)))
          : Promise.resolve(new Set<number>());

      if ((request.query.tab ?? 'invited') === 'invited') {
        const scope = db
          .selectFrom('community_invitations as i')
          .innerJoin('community_questions as q', 'q.id', 'i.question_id')
          .where('i.invitee_id', '=', me.id)
          .where('q.status', '=', 'published');
        const [rows, total] = await Promise.all([
          scope
            .innerJoin('users as inviter', 'inviter.id', 'i.inviter_id')
            .select([
              'q.id',
              'q.title',
              'q.answers',
              'q.publish_time',
              'q.creator_id',
              'q.is_hide_creator',
              'i.created_at',
              'inviter.id as inviter_id',
              'inviter.real_name as inviter_name',
              'inviter.avatar as inviter_avatar',
              'inviter.identity as inviter_identity',
            ])
            .orderBy('i.created_at', 'desc')
            .orderBy('q.id', 'desc')
            .limit(pageSize)
            .offset(offset)
            .execute(),
          scope.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
        ]);
        const answered = await mine(rows.map((r) => r.id));
        return pageList(
          rows.map((r) => ({
            questionId: r.id,
            title: r.title,
            answers: r.answers,
            publishTime: Number(r.publish_time),
            // read now: an inviter who has since become anonymous (identity 3) is not named, nor
            // the asker of an anonymous question
            inviter: inviterOf(r),
            invitedAt: Number(r.created_at),
            answered: answered.has(r.id),
          })),
          Number(total.n),
          pageNo,
          pageSize,
        );
      }
      const scope = db
        .selectFrom('community_questions')
        .where('status', '=', 'published')
        .where('answers', '=', 0)
        .where('creator_id', '!=', me.id);
      const [rows, total] = await Promise.all([
        scope
          .select(['id', 'title', 'answers', 'publish_time'])
          .orderBy('publish_time', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset(offset)
          .execute(),
        scope.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      const answered = await mine(rows.map((r) => r.id));
      return pageList(
        rows.map((r) => ({
          questionId: r.id,
          title: r.title,
          answers: r.answers,
          publishTime: Number(r.publish_time),
          inviter: null,
          invitedAt: null,
          answered: answered.has(r.id),
        })),
        Number(total.n),
        pageNo,
        pageSize,
      );
    },
  );
}
