import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CheckinQrQuery } from '@portal/api/contract/meeting-participation';
import {
  CHECKIN_QR_PATH,
  checkinVerifyPath,
  meetingParticipationEndpoints as e,
} from '@portal/api/endpoints/meeting-participation';
import { MEETING_MESSAGES, QUESTIONNAIRE_LIMITS } from '@portal/api/rules/meetings';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { Type } from 'typebox';
import { wholeList } from '../../../lib/envelope';
import { limitedTo } from '../../../lib/rate-limits';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';

import type { MeetingsRouteOptions } from '../repositories';

const tags = ['会议互动'];

const MEETING_FIELD = { meetingId: '会议参数不正确' };

/**
 * Votes, the questionnaire and check-in of a meeting (issue 11), and the personal check-in QR
 * code. Whose ballot, answers and check-in are read or written is the session's user alone.
 */
export async function meetingParticipationRoutes(appBase: FastifyInstance, options: MeetingsRouteOptions) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { participation } = options.repos;

  // ---- votes ----

  await serve(
    appBase,
    e.voteThemes,
    { tags, summary: '会议的投票主题', config: { fieldMessages: MEETING_FIELD } },
    async (request) => wholeList(await participation.themes(request.query.meetingId)),
  );

  await serve(
    appBase,
    e.votePhases,
    {
      tags,
      summary: '投票主题的各轮投票（票数仅对已投票者或投票结束后显示）',
      config: { fieldMessages: { themeId: '投票参数不正确' } },
    },
    async (request) => {
      const viewer = await request.sessionUser();
      return wholeList(await participation.phases(request.query.themeId, viewer?.id ?? null));
    },
  );

  await serve(
    appBase,
    e.vote,
    {
      tags,
      summary: '投票（需登录；投票开放期间，每轮每人一票，1 至 maxChoices 个选项）；返回本轮结果',
      config: { fieldMessages: { phaseId: '投票参数不正确', optionIds: '请选择选项' } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { phaseId, optionIds } = request.body;
      return { code: 1 as const, result: await participation.vote(phaseId, optionIds, me.id) };
    },
  );

  // ---- questionnaire ----

  await serve(
    appBase,
    e.questionItems,
    {
      tags,
      summary: '会议问卷及其题目（单选、多选、填空；无问卷时 404）',
      config: { fieldMessages: MEETING_FIELD },
    },
    async (request) => {
      const viewer = await request.sessionUser();
      return {
        code: 1 as const,
        result: await participation.questionnaire(request.query.meetingId, viewer?.id ?? null),
      };
    },
  );

  await serve(
    appBase,
    e.saveAnswers,
    {
      tags,
      summary: `提交问卷（需登录；必答题须作答，填空 ${QUESTIONNAIRE_LIMITS.textMax} 字以内；每人一次）`,
      config: {
        fieldMessages: {
          questionnaireId: '问卷参数不正确',
          answers: '答案格式不正确',
          'text:maxLength': `填空题不能超过${QUESTIONNAIRE_LIMITS.textMax}个字`,
        },
      },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      await participation.submit(request.body.questionnaireId, request.body.answers, me.id);
      return { code: 1 as const, message: '提交成功，感谢您的参与' };
    },
  );

  // ---- check-in ----

  await serve(
    appBase,
    e.checkinInfo,
    {
      tags,
      summary: '会议要求的签到信息，及本人是否已签到（本人的签到码与所填信息）',
      config: { fieldMessages: MEETING_FIELD },
    },
    async (request) => {
      const viewer = await request.sessionUser();
      return {
        code: 1 as const,
        result: await participation.checkinInfo(request.query.meetingId, viewer?.id ?? null),
      };
    },
  );

  await serve(
    appBase,
    e.saveCheckin,
    {
      tags,
      summary: '签到（需登录；填写会议要求的信息，每人一次）',
      config: { fieldMessages: { ...MEETING_FIELD, info: '请填写签到信息' } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      return {
        code: 1 as const,
        result: await participation.checkIn(request.body.meetingId, request.body.info, me.id),
      };
    },
  );

  // staff scan a code a second, not sixty: a script guessing codes (24 random characters) is held here
  const verifyLimit = limitedTo(60, 60_000, MEETING_MESSAGES.verifyTooFast, 'checkin-verify');
  await serve(
    appBase,
    e.verifyCheckin,
    {
      tags,
      summary: '核验签到码（签到二维码打开的页面；返回会议、打码的姓名与签到时间）',
      config: { fieldMessages: { code: MEETING_MESSAGES.badCheckinCode }, rateLimit: verifyLimit },
    },
    async (request) => ({ code: 1 as const, result: await participation.verifyCheckin(request.query.code) }),
  );

  app.get(
    CHECKIN_QR_PATH,
    {
      schema: {
        tags,
        summary: '本人的签到二维码（PNG；需登录且已签到）',
        querystring: CheckinQrQuery,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/png' }),
        },
      },
      config: { fieldMessages: MEETING_FIELD },
      preValidation: signedInFirst,
    },
    async (request, reply) => {
      const me = await request.requireUser();
      const code = await participation.ownCheckinCode(request.query.meetingId, me.id);
      const url = `${request.protocol}://${request.host}${checkinVerifyPath(code)}`;
      const png = await QRCode.toBuffer(url, {
        type: 'png',
        margin: 1,
        width: 300,
        errorCorrectionLevel: 'M',
      });
      return reply.header('Content-Type', 'image/png').header('Cache-Control', 'private, no-store').send(png);
    },
  );
}
