import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CmePdfQuery } from '@portal/api/contract/cme';
import { cmeEndpoints as e } from '@portal/api/endpoints/cme';
import { CME_MESSAGES, CME_PDF_PATH, CME_RULES, cmeVerifyPath } from '@portal/api/rules/cme';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '../../../lib/app-error';
import { pageList } from '../../../lib/envelope';
import { limitedTo } from '../../../lib/rate-limits';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import type { MeetingsRouteOptions } from '../repositories';
import { certificateFont, renderCertificatePdf } from './certificate-pdf';

const tags = ['继续教育证书'];

/**
 * PDFs drawn lately, by code and host: drawing one parses and subsets the CJK font (0.5–3 s of CPU
 * on the 2-core machine), and an issued certificate never changes (its row keeps what it prints).
 */
const PDF_CACHE_SIZE = 50;
const pdfCache = new Map<string, Buffer>();

/**
 * CME certificates (issue 22): progress towards a course's or a meeting's certificate, a course's
 * quiz, the meeting player's watch-time beats, claiming, the owner's list and PDF, and the public
 * verification of a code. Whose progress is read or written is the session's user alone.
 */
export async function certificateRoutes(appBase: FastifyInstance, options: MeetingsRouteOptions) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { certificates } = options.repos;

  await serve(
    appBase,
    e.courseProgress,
    {
      tags,
      summary: '本人某课程的学分证书进度（各课时观看、测验、能否领取、已领证书）',
      config: { fieldMessages: { courseId: CME_MESSAGES.courseNotFound } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      return { code: 1 as const, result: await certificates.courseStanding(request.query.courseId, me.id) };
    },
  );

  await serve(
    appBase,
    e.courseQuiz,
    {
      tags,
      summary: '课程测验的题目与选项（不含答案；无测验时 404）',
      config: { fieldMessages: { courseId: CME_MESSAGES.courseNotFound } },
    },
    async (request) => ({ code: 1 as const, result: await certificates.courseQuiz(request.query.courseId) }),
  );

  await serve(
    appBase,
    e.submitQuiz,
    {
      tags,
      summary: `提交课程测验（需登录；每题作答一次，服务端判分；每人每分钟至多 ${CME_RULES.quizAttemptsPerMinute} 次）`,
      config: {
        fieldMessages: { quizId: CME_MESSAGES.quizNotFound, answers: CME_MESSAGES.unanswered },
        rateLimit: limitedTo(
          CME_RULES.quizAttemptsPerMinute * 2,
          60_000,
          CME_MESSAGES.quizTooFast,
          'cme-quiz',
        ),
      },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      return {
        code: 1 as const,
        result: await certificates.submitQuiz(request.body.quizId, request.body.answers, me.id),
      };
    },
  );

  await serve(
    appBase,
    e.meetingProgress,
    {
      tags,
      summary: '本人某会议的学分证书进度（签到、观看时长、能否领取、已领证书）',
      config: { fieldMessages: { meetingId: CME_MESSAGES.meetingNotFound } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      return { code: 1 as const, result: await certificates.meetingStanding(request.query.meetingId, me.id) };
    },
  );

  await serve(
    appBase,
    e.watchBeat,
    {
      tags,
      summary: '会议播放器的观看心跳（需登录且可观看；按两次心跳间真实经过的时间计入，单次至多 75 秒）',
      config: { fieldMessages: { meetingId: CME_MESSAGES.meetingNotFound, event: '参数不正确' } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      return {
        code: 1 as const,
        result: await certificates.watchBeat(request.body.meetingId, request.body.event, me.id),
      };
    },
  );

  await serve(
    appBase,
    e.claim,
    {
      tags,
      summary: '领取学分证书（需登录、已认证的医务人员；达到要求后每项活动一张，重复领取返回同一张）',
      config: { fieldMessages: { kind: CME_MESSAGES.badKind, activityId: CME_MESSAGES.certificateNotFound } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      return {
        code: 1 as const,
        result: await certificates.claim(request.body.kind, request.body.activityId, me.id),
      };
    },
  );

  await serve(
    appBase,
    e.myCertificates,
    { tags, summary: '我的证书（最新在前）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { pageNo = 1, pageSize = 10 } = request.query;
      const { list, total } = await certificates.mine(me.id, pageNo, pageSize);
      return pageList(list, total, pageNo, pageSize);
    },
  );

  await serve(
    appBase,
    e.verify,
    {
      tags,
      summary: '核验证书编号（公开；返回活动、学时、颁发日期与打码的姓名）',
      config: {
        fieldMessages: { code: CME_MESSAGES.badCode },
        rateLimit: limitedTo(CME_RULES.verifyPerMinute, 60_000, CME_MESSAGES.verifyTooFast, 'cme-verify'),
      },
    },
    async (request) => ({ code: 1 as const, result: await certificates.verify(request.query.code) }),
  );

  app.get(
    CME_PDF_PATH,
    {
      schema: {
        tags,
        summary: '本人的证书 PDF（需登录；他人的证书 404）',
        querystring: CmePdfQuery,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' }),
        },
      },
      config: { fieldMessages: { code: CME_MESSAGES.badCode } },
      preValidation: signedInFirst,
    },
    async (request, reply) => {
      const me = await request.requireUser();
      const certificate = await certificates.ownCertificate(request.query.code, me.id);
      const font = certificateFont();
      if (!font) throw new AppError(500, CME_MESSAGES.fontMissing);
      const verifyUrl = `${request.protocol}://${request.host}${cmeVerifyPath(certificate.code)}`;
      let pdf = pdfCache.get(verifyUrl);
      if (!pdf) {
        pdf = await renderCertificatePdf({ certificate, verifyUrl }, font);
        pdfCache.set(verifyUrl, pdf);
        if (pdfCache.size > PDF_CACHE_SIZE) pdfCache.delete(pdfCache.keys().next().value as string);
      }
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="cme-${certificate.code}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
}
