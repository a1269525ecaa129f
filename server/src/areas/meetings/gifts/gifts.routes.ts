import { meetingGiftEndpoints as e } from '@portal/api/endpoints/meeting-gifts';
import { MEETING_MESSAGES } from '@portal/api/rules/meetings';
import { COIN_NAME, PAYMENT_MESSAGES } from '@portal/api/rules/payments';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../../lib/app-error';
import { wholeList } from '../../../lib/envelope';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { orderLimit } from '../../../payments/payments.plugin';
import { answerable } from '../../../payments/payments.service';
import { publicPerson } from '../../../people/public-person';
import type { MeetingsRouteOptions } from '../repositories';

const tags = ['会议礼物'];

/** the ranking's length */
const RANKING_SIZE = 20;

/**
 * Gifts in a live meeting (issue 12): the panel's gifts, sending one with coins (taken once, by
 * the payments mechanism's coin order, however often the click repeats), the gift shown to the
 * whole room through the live barrage bus, a gift order's state, and the meeting's ranking.
 */
export async function meetingGiftRoutes(app: FastifyInstance, options: MeetingsRouteOptions) {
  const { meetings, barrage } = options.repos;
  const payments = app.payments;
  // a generous hand sends a gift a second, not fifty
  const giftLimit = orderLimit(app, 2);

  const giftsQuery = () =>
    app.db.selectFrom('meeting_gifts').select(['id', 'name', 'icon', 'price_coins']).orderBy('sort');

  await serve(
    app,
    e.list,
    {
      tags,
      summary: `礼物列表（价格为${COIN_NAME}）`,
      config: { fieldMessages: { meetingId: MEETING_MESSAGES.notFound } },
    },
    async (request) => {
      await meetings.assertVisible(request.query.meetingId);
      const rows = await giftsQuery().execute();
      return wholeList(
        rows.map((g) => ({ id: g.id, name: g.name, icon: g.icon, priceCoins: Number(g.price_coins) })),
      );
    },
  );

  await serve(
    app,
    e.pay,
    {
      tags,
      summary: `送礼物（需登录；直播中；扣${COIN_NAME}一次，同一 clientKey 只扣一次；全场可见）`,
      preValidation: signedInFirst,
      config: {
        rateLimit: giftLimit,
        fieldMessages: {
          meetingId: MEETING_MESSAGES.notFound,
          giftId: PAYMENT_MESSAGES.noGift,
          count: PAYMENT_MESSAGES.badCount,
        },
      },
    },
    async (request) => {
      const me = await request.requireUser();
      const { meetingId, fieldId, giftId, count, clientKey } = request.body;
      // the room: a visible meeting's venue, for ticket holders on a paid one, the venue itself
      // live now (a live meeting's venue that is over or not yet takes no coins)
      const room = await barrage.access(meetingId, fieldId, me.id);
      if (room.venueState !== 'LI') throw badRequest(PAYMENT_MESSAGES.giftNotLive);
      const gift = await giftsQuery().where('id', '=', giftId).executeTakeFirst();
      if (!gift) throw notFound(PAYMENT_MESSAGES.noGift);
      const coins = Number(gift.price_coins) * count;
      const spent = await payments.spendCoins({
        userId: me.id,
        kind: 'gift',
        subject: `${gift.name} ×${count}`,
        coins,
        targetId: gift.id,
        targetExtra: { meetingId, fieldId, count },
        clientKey,
      });
      // shown once: a repeated click answers the same order and is not shown again
      if (spent.created) {
        const sender = await app.db
          .selectFrom('users')
          .select(['id', 'real_name', 'avatar', 'identity'])
          .where('id', '=', me.id)
          .executeTakeFirst();
        const face = publicPerson(sender, { area: 'meeting' });
        await app.barrageBus
          .publishGift({
            id: spent.order.orderNo,
            meetingId,
            fieldId,
            userId: me.id,
            sender: { id: face.id, realName: face.realName },
            giftId: gift.id,
            giftName: gift.name,
            icon: gift.icon,
            count,
            coins,
            createdAt: spent.order.createdAt,
          })
          .catch((error: unknown) => request.log.warn({ err: error }, '礼物已送出，直播间广播失败'));
      }
      return { code: 1 as const, result: { order: answerable(spent.order), balance: spent.balance } };
    },
  );

  await serve(
    app,
    e.orderQuery,
    {
      tags,
      summary: '礼物订单状态（本人的）',
      preValidation: signedInFirst,
      config: { fieldMessages: { orderNo: PAYMENT_MESSAGES.orderNotFound } },
    },
    async (request) => {
      const me = await request.requireUser();
      const order = await payments.ownOrder(me.id, request.query.orderNo);
      if (order.kind !== 'gift') throw notFound(PAYMENT_MESSAGES.orderNotFound);
      return { code: 1 as const, result: answerable(order) };
    },
  );

  await serve(
    app,
    e.ranking,
    {
      tags,
      summary: `本场礼物榜（按送出的${COIN_NAME}）`,
      config: { fieldMessages: { meetingId: MEETING_MESSAGES.notFound } },
    },
    async (request) => {
      const { meetingId } = request.query;
      await meetings.assertVisible(meetingId);
      const viewer = await request.sessionUser();
      const rows = await app.db
        .selectFrom('meeting_gift_sends as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select((eb) => [
          'u.id',
          'u.real_name',
          'u.avatar',
          'u.identity',
          eb.fn.sum<number>('s.coins').as('coins'),
          eb.fn.sum<number>('s.count').as('gifts'),
          eb.fn.min<number>('s.created_at').as('first_at'),
        ])
        .where('s.meeting_id', '=', meetingId)
        .groupBy(['u.id', 'u.real_name', 'u.avatar', 'u.identity'])
        .orderBy('coins', 'desc')
        .orderBy('first_at')
        .limit(RANKING_SIZE)
        .execute();
      return wholeList(
        rows.map((r, i) => {
          const face = publicPerson(r, { area: 'meeting', viewerId: viewer?.id ?? null });
          return {
            rank: i + 1,
            user: { id: face.id, realName: face.realName, avatarAddress: face.avatar },
            coins: Number(r.coins),
            gifts: Number(r.gifts),
          };
        }),
      );
    },
  );
}
