import { Id, okList, okResult } from '@portal/api/contract/envelope';
import { CLIENT_KEY_PATTERN } from '@portal/api/rules/payments';
import { type Static, Type } from 'typebox';
import type { OrderChannel, OrderKind, OrderStatus, PayChannel } from '../rules/payments';

/**
 * Money (issue 12): the coin wallet, its recharge, and the orders every purchase makes (a
 * recharge, a meeting's play order, a gift), paid by a native-QR channel or with coins. Amounts are
 * integers: `amountFen` in fen, `coins` in whole coins.
 */

export const PayChannelSchema = Type.Union([Type.Literal('wechat'), Type.Literal('alipay')]);
export const OrderChannelSchema = Type.Union([...PayChannelSchema.anyOf, Type.Literal('coins')]);
export const OrderKindSchema = Type.Union([
  Type.Literal('recharge'),
  Type.Literal('meeting-play'),
  Type.Literal('gift'),
]);
export const OrderStatusSchema = Type.Union([
  Type.Literal('created'),
  Type.Literal('paying'),
  Type.Literal('paid'),
  Type.Literal('fulfilled'),
  Type.Literal('closed'),
  Type.Literal('refunded'),
]);

/** one click's key: the retries and double clicks of one purchase make one order */
export const ClientKey = () =>
  Type.String({
    pattern: CLIENT_KEY_PATTERN,
    description: '客户端幂等键：同一次购买的重试与连点只生成一个订单',
  });

export const OrderNo = () => Type.String({ pattern: '^[A-Z0-9]{12,40}$', description: '订单号' });

/** an order as its owner sees it */
export const PayOrder = Type.Object({
  orderNo: Type.String(),
  kind: OrderKindSchema,
  status: OrderStatusSchema,
  /** what it buys, in words (充值 680 神贝, 会议名称 …) */
  subject: Type.String(),
  /** what it costs in fen (a recharge, a play order); null for a gift paid with coins */
  amountFen: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** coins it credits (a recharge) or spends (a gift); null for a play order */
  coins: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  channel: OrderChannelSchema,
  createdAt: Type.Integer(),
  /** when an unpaid order closes (null once it cannot close any more) */
  expiresAt: Type.Union([Type.Integer(), Type.Null()]),
  paidAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type PayOrder = Static<typeof PayOrder>;
export const PayOrderResponse = okResult(PayOrder);

// ---- wallet and recharge ----

export const RateListQuery = Type.Object({
  channel: Type.Optional(Type.String({ maxLength: 8, default: 'O', description: '充值渠道（网页为 O）' })),
});
export const RechargeRate = Type.Object({
  id: Type.Integer(),
  /** what it costs */
  amountFen: Type.Integer({ minimum: 1 }),
  /** the coins it buys, bonus included */
  coins: Type.Integer({ minimum: 1 }),
  /** of which given on top */
  bonusCoins: Type.Integer({ minimum: 0 }),
});
export type RechargeRate = Static<typeof RechargeRate>;
export const RateListResponse = okList(RechargeRate);

export const Wallet = Type.Object({ coins: Type.Integer({ minimum: 0 }) });
export type Wallet = Static<typeof Wallet>;
export const WalletResponse = okResult(Wallet);

export const RechargeOrderBody = Type.Object({
  rateId: Id({ description: '充值档位' }),
  channel: PayChannelSchema,
  clientKey: ClientKey(),
  userId: Type.Optional(Type.Integer({ description: '忽略：以会话用户为准' })),
});
export type RechargeOrderBody = Static<typeof RechargeOrderBody>;

// ---- native QR payment of any money order ----

export const NativePayBody = Type.Object({ orderNo: OrderNo() });
export type NativePayBody = Static<typeof NativePayBody>;
export const NativePay = Type.Object({
  orderNo: Type.String(),
  channel: PayChannelSchema,
  /** what the QR code carries: the channel's payment page */
  codeUrl: Type.String(),
  expiresAt: Type.Integer(),
  amountFen: Type.Integer(),
});
export type NativePay = Static<typeof NativePay>;
export const NativePayResponse = okResult(NativePay);

export const OrderQuery = Type.Object({ orderNo: OrderNo() });
export type OrderQuery = Static<typeof OrderQuery>;

// the schemas' literals are the rules' (a drift fails to compile)
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const agree: [
  Same<Static<typeof PayChannelSchema>, PayChannel>,
  Same<Static<typeof OrderChannelSchema>, OrderChannel>,
  Same<Static<typeof OrderKindSchema>, OrderKind>,
  Same<Static<typeof OrderStatusSchema>, OrderStatus>,
] = [true, true, true, true];
void agree;
