import { Id, okList, okResult } from '@portal/api/contract/envelope';
import { ClientKey, OrderNo, PayOrder, PayOrderResponse } from '@portal/api/contract/payments';
import { PAYMENT_LIMITS } from '@portal/api/rules/payments';
import { type Static, Type } from 'typebox';

/** Gifts in a meeting (issue 12): the panel, sending with coins, a gift order's state, the ranking. */

export const GiftListQuery = Type.Object({ meetingId: Id() });
export type GiftListQuery = Static<typeof GiftListQuery>;
export const Gift = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Type.String(),
  priceCoins: Type.Integer({ minimum: 1 }),
});
export type Gift = Static<typeof Gift>;
export const GiftListResponse = okList(Gift);

export const GiftPayBody = Type.Object({
  meetingId: Id(),
  /** the venue being watched: the gift shows in its live room */
  fieldId: Id(),
  giftId: Id(),
  count: Type.Integer({ minimum: 1, maximum: PAYMENT_LIMITS.maxGiftCount }),
  clientKey: ClientKey(),
  userId: Type.Optional(Type.Integer({ description: '忽略：以会话用户为准' })),
});
export type GiftPayBody = Static<typeof GiftPayBody>;
export const GiftPayResult = Type.Object({
  order: PayOrder,
  /** the sender's coins after it */
  balance: Type.Integer({ minimum: 0 }),
});
export type GiftPayResult = Static<typeof GiftPayResult>;
export const GiftPayResponse = okResult(GiftPayResult);

export const GiftOrderQuery = Type.Object({ orderNo: OrderNo() });
export type GiftOrderQuery = Static<typeof GiftOrderQuery>;

export const GiftRankingQuery = Type.Object({ meetingId: Id() });
export type GiftRankingQuery = Static<typeof GiftRankingQuery>;
export const GiftRank = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  /** the sender as everyone may see them (a patient is 匿名用户, id 0) */
  user: Type.Object({ id: Type.Integer(), realName: Type.String(), avatarAddress: Type.String() }),
  coins: Type.Integer({ minimum: 0 }),
  gifts: Type.Integer({ minimum: 0 }),
});
export type GiftRank = Static<typeof GiftRank>;
export const GiftRankingResponse = okList(GiftRank);

/** a gift as the live room's socket shows it (`rules/barrage-live` LiveMessage 'gift') */
export const GiftEvent = Type.Object({
  id: Type.String(),
  sender: Type.Object({ id: Type.Integer(), realName: Type.String() }),
  giftId: Type.Integer(),
  giftName: Type.String(),
  icon: Type.String(),
  count: Type.Integer(),
  coins: Type.Integer(),
  createdAt: Type.Integer(),
  /** sent by the socket's own user */
  mine: Type.Boolean(),
});
export type GiftEvent = Static<typeof GiftEvent>;

/** the most gifts of one kind sent at once */
export const MAX_GIFT_COUNT = PAYMENT_LIMITS.maxGiftCount;

export { PayOrderResponse };
