import { accountMessageEndpoints as e } from '@portal/api/endpoints/account-messages';
import { userEndpoints } from '@portal/api/endpoints/user';
import { MESSAGE_LIMITS, MESSAGE_TEXTS } from '@portal/api/rules/account-messages';
import type { FastifyInstance } from 'fastify';
import { pageList } from '../../../lib/envelope';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import type { MessageCentreRepository } from './message-centre.repository';

const tags = ['消息中心'];
const typeMessages = { fieldMessages: { type: MESSAGE_TEXTS.badType } };

/**
 * 消息中心 (issue 14): each tab's messages and unread counts, marking read, the message settings,
 * and the header badge's total. Everything is the session user's own: no call takes a userId
 * (one sent is ignored), and another user's message is as missing as one that never existed.
 */
export async function messageCentreRoutes(
  app: FastifyInstance,
  options: { now?: () => number; messages: MessageCentreRepository },
): Promise<void> {
  const now = options.now ?? (() => Date.now());
  const { messages } = options;

  await serve(
    app,
    userEndpoints.unreadCount,
    { tags, summary: '当前用户的未读消息总数（角标；超过 99 显示 99+ 由页面处理）' },
    async (request) => {
      const me = await request.requireUser();
      return { code: 1 as const, result: { count: await messages.unreadTotal(me.id) } };
    },
  );

  await serve(
    app,
    e.unreadCounts,
    { tags, summary: '各分类的未读数与总数（赞按内容分组计）' },
    async (request) => {
      const me = await request.requireUser();
      return { code: 1 as const, result: await messages.unreadCounts(me.id) };
    },
  );

  await serve(
    app,
    e.list,
    { tags, summary: '某分类的消息分页（最新在前；赞按内容分组）', config: typeMessages },
    async (request) => {
      const me = await request.requireUser();
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? MESSAGE_LIMITS.pageSize;
      const { items, totalCount } = await messages.page(me.id, request.query.type, pageNo, pageSize);
      return pageList(items, totalCount, pageNo, pageSize);
    },
  );

  await serve(
    app,
    e.markRead,
    {
      tags,
      summary: '标记一条消息已读（赞：整组；他人的消息 404）',
      config: typeMessages,
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      await messages.markRead(me.id, request.body.type, request.body.id, now());
      return { code: 1 as const, result: await messages.unreadCounts(me.id) };
    },
  );

  await serve(
    app,
    e.markAllRead,
    {
      tags,
      summary: '全部标为已读（某分类，或不传为全部分类）',
      config: typeMessages,
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      await messages.markAllRead(me.id, request.body.type, now());
      return { code: 1 as const, result: await messages.unreadCounts(me.id), message: MESSAGE_TEXTS.allRead };
    },
  );

  await serve(app, e.settings, { tags, summary: '消息设置：各类消息是否接收' }, async (request) => {
    const me = await request.requireUser();
    return { code: 1 as const, result: await messages.settings(me.id) };
  });

  await serve(
    app,
    e.saveSettings,
    {
      tags,
      summary: '保存消息设置（关闭的类别不再产生消息；系统通知、审核结果、订单不可关闭）',
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      await messages.saveSettings(me.id, request.body.settings, now());
      return {
        code: 1 as const,
        result: await messages.settings(me.id),
        message: MESSAGE_TEXTS.settingsSaved,
      };
    },
  );
}
