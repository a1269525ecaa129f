import { departmentEndpoints as e } from '@portal/api/endpoints/department';
import {
  DEPARTMENT_MESSAGES,
  FEEDBACK_MESSAGES,
  feedbackError,
  JOIN_MESSAGES,
  joinRefusal,
  DEPARTMENT_LIMITS as L,
  MEMBER_MESSAGES,
  reasonError,
  remarkError,
} from '@portal/api/rules/department';
import type { FastifyInstance } from 'fastify';
import { multilinePlainText } from '../../../content-safety/plain-text';
import type { PortalDb } from '../../../db/database';
import { counter, marker, toggle } from '../../../engagement/toggle';
import { badRequest, forbidden } from '../../../lib/app-error';
import { pageList } from '../../../lib/envelope';
import { limitedTo } from '../../../lib/rate-limits';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import type { BrandRouteOptions } from '../repositories';
import { departmentDynamics } from './department-dynamics';

const tags = ['科室'];

/**
 * Subscribe or unsubscribe: the `department_subscriptions` row and `departments.subscribers`
 * change together. The search card's isSubscribe is read per viewer at query time, and the
 * index holds no subscriber count, so nothing needs re-indexing.
 */
export function toggleDepartmentSubscription(
  db: PortalDb,
  departmentId: number,
  userId: number,
  now: number,
) {
  return toggle(db, {
    ...marker(
      'department_subscriptions',
      { department_id: departmentId, user_id: userId },
      { created_at: now },
    ),
    ...counter('departments', 'subscribers', departmentId),
  });
}

const paging = (query: { pageNo?: number; pageSize?: number }, pageSize: number) => ({
  pageNo: query.pageNo ?? 1,
  pageSize: query.pageSize ?? pageSize,
});

/**
 * A department's page (spec 2 /department/detail) and its calls (spec 7 Department): the page,
 * members and what they published; the session user's follow, collect and feedback; the identity
 * audit, where a verified doctor applies to join and the department's administrators decide. A
 * request's `userId` is never taken: who acts is who the session says.
 */
export async function departmentRoutes(app: FastifyInstance, options: BrandRouteOptions) {
  const now = options.now ?? Date.now;
  const departments = options.repos.departments;
  const viewerOf = async (request: { sessionUser(): Promise<{ id: number } | null> }) =>
    (await request.sessionUser())?.id ?? null;
  const departmentField = { departmentId: DEPARTMENT_MESSAGES.notFound };

  await serve(
    app,
    e.follow,
    {
      tags,
      summary: '订阅/取消订阅科室（当前登录用户；请求中的 userId 不被采用）',
      config: { fieldMessages: { departmentId: '科室参数不正确' } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { departmentId } = request.body;
      await departments.assertExists(departmentId);
      const { on, count } = await toggleDepartmentSubscription(app.db, departmentId, me.id, now());
      return {
        code: 1 as const,
        result: { isSubscribe: on, subscribers: count },
        message: on ? DEPARTMENT_MESSAGES.subscribed : DEPARTMENT_MESSAGES.unsubscribed,
      };
    },
  );

  await serve(
    app,
    e.detail,
    {
      tags,
      summary: '科室详情：医院、科室、图标、成员数，及当前用户的订阅、收藏、成员身份与加入申请（计一次浏览）',
      config: { fieldMessages: departmentField },
    },
    async (request) => {
      const detail = await departments.detail(request.query.departmentId, await viewerOf(request));
      await departments.countView(detail.id);
      return { code: 1 as const, result: { ...detail, views: detail.views + 1 } };
    },
  );

  await serve(
    app,
    e.members,
    { tags, summary: '科室成员（管理员在前，再按加入时间）', config: { fieldMessages: departmentField } },
    async (request) => {
      const page = paging(request.query, L.membersPageSize);
      const { departmentId } = request.query;
      const { items, total } = await departments.members(departmentId, await viewerOf(request), page);
      return pageList(items, total, page.pageNo, page.pageSize);
    },
  );

  await serve(
    app,
    e.dynamics,
    {
      tags,
      summary: '科室动态：成员发布的文章、病例、问题与回答（最新在前）',
      config: { fieldMessages: departmentField },
    },
    async (request) => {
      const page = paging(request.query, L.dynamicsPageSize);
      const { departmentId } = request.query;
      await departments.assertExists(departmentId);
      const viewerId = await viewerOf(request);
      const { items, total } = await departmentDynamics(app.db, app.readers, departmentId, viewerId, page);
      return pageList(items, total, page.pageNo, page.pageSize);
    },
  );

  await serve(
    app,
    e.collect,
    {
      tags,
      summary: '收藏/取消收藏科室（当前登录用户；出现在个人主页的收藏中）',
      config: { fieldMessages: departmentField },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const on = await departments.toggleCollect(request.body.departmentId, me.id, now());
      return {
        code: 1 as const,
        result: { isCollect: on },
        message: on ? DEPARTMENT_MESSAGES.collected : DEPARTMENT_MESSAGES.uncollected,
      };
    },
  );

  await serve(
    app,
    e.lists,
    {
      tags,
      summary: '同一医院的其他科室（成员多者在前，至多 8 个）',
      config: { fieldMessages: departmentField },
    },
    async (request) => ({ code: 1 as const, result: await departments.siblings(request.query.departmentId) }),
  );

  await serve(
    app,
    e.removeMember,
    {
      tags,
      summary: '移出科室成员（仅该科室管理员；管理员不可被移出）',
      config: { fieldMessages: { ...departmentField, memberId: MEMBER_MESSAGES.notMember } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { departmentId, memberId } = request.body;
      const result = await departments.removeMember(departmentId, memberId, me.id);
      return { code: 1 as const, result, message: MEMBER_MESSAGES.removed };
    },
  );

  await serve(
    app,
    e.feedback,
    {
      tags,
      summary: '科室反馈：信息有误或其他（当前登录用户；纯文本，每人每科室每天至多 3 条）',
      config: {
        fieldMessages: { ...departmentField, type: '请选择反馈类型', text: FEEDBACK_MESSAGES.textTooLong },
        // a hospital's doctors may share one address: generous per client, a few a day per person
        rateLimit: limitedTo(30, 60_000, FEEDBACK_MESSAGES.tooMany),
      },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      // kept as plain text, as everything a person types (markup is dropped before the checks)
      const text = multilinePlainText(request.body.text);
      const wrong = feedbackError(text);
      if (wrong) throw badRequest(wrong);
      const id = await departments.submitFeedback(
        request.body.departmentId,
        me.id,
        { type: request.body.type, text },
        now(),
      );
      return { code: 1 as const, result: { id }, message: FEEDBACK_MESSAGES.submitted };
    },
  );

  await serve(
    app,
    e.feedbackList,
    {
      tags,
      summary: '科室收到的反馈（最新在前；仅该科室管理员）',
      config: { fieldMessages: departmentField },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const page = paging(request.query, L.feedbackPageSize);
      const { items, total } = await departments.feedback(request.query.departmentId, me.id, page);
      return pageList(items, total, page.pageNo, page.pageSize);
    },
  );

  await serve(
    app,
    e.apply,
    {
      tags,
      summary: '身份审核：申请加入科室（仅认证医生；同一科室同时只有一条待审核申请，未通过后可重新申请）',
      config: {
        fieldMessages: { ...departmentField, remark: JOIN_MESSAGES.remarkTooLong },
        // one pending application per department holds a person back; this holds back a client
        // walking every department to flood their administrators' queues
        rateLimit: limitedTo(20, 60_000, JOIN_MESSAGES.tooMany),
      },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const refusal = joinRefusal({ identity: me.identity, isAuth: me.is_auth });
      if (refusal) throw forbidden(refusal);
      const remark = multilinePlainText(request.body.remark ?? '');
      const wrong = remarkError(remark);
      if (wrong) throw badRequest(wrong);
      const application = await departments.apply(request.body.departmentId, me.id, remark, now());
      return { code: 1 as const, result: application, message: JOIN_MESSAGES.applied };
    },
  );

  await serve(
    app,
    e.applications,
    {
      tags,
      summary: '身份审核：科室待审核的加入申请（先到先审；仅该科室管理员）',
      config: { fieldMessages: departmentField },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const page = paging(request.query, L.applicationsPageSize);
      const { items, total } = await departments.applications(request.query.departmentId, me.id, page);
      return pageList(items, total, page.pageNo, page.pageSize);
    },
  );

  await serve(
    app,
    e.audit,
    {
      tags,
      summary: '身份审核：通过（成为科室成员）或拒绝（须填写原因）加入申请（仅该科室管理员；每条只处理一次）',
      config: {
        fieldMessages: {
          applicationId: JOIN_MESSAGES.applicationNotFound,
          decision: '请选择通过或拒绝',
          reason: JOIN_MESSAGES.reasonTooLong,
        },
      },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { applicationId, decision } = request.body;
      // who may comes first: anyone else learns nothing of what the reason would have needed
      await departments.assertMayDecide(applicationId, me.id);
      let verdict: { approve: true } | { approve: false; reason: string } = { approve: true };
      if (decision === 'reject') {
        const reason = multilinePlainText(request.body.reason ?? '');
        const wrong = reasonError(reason);
        if (wrong) throw badRequest(wrong);
        verdict = { approve: false, reason };
      }
      const result = await departments.decide(applicationId, me.id, verdict, now());
      return {
        code: 1 as const,
        result,
        message: result.status === 'approved' ? JOIN_MESSAGES.approved : JOIN_MESSAGES.rejected,
      };
    },
  );
}
