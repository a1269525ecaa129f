import { Id, IgnoredUserId, okList, okResult, PAGE_NO_MAX } from '@portal/api/contract/envelope';
import {
  MESSAGE_LIMITS,
  MESSAGE_TABS,
  type MessageTab,
  SWITCHABLE_MESSAGE_KINDS,
} from '@portal/api/rules/account-messages';
import { type Static, Type } from 'typebox';

/** Schemas of the account area's messages calls (issue 14): 消息中心（各类消息、未读数、已读、消息设置）. */

export const MessageTabCode = Type.Union(
  [
    Type.Literal('BroadCasting'),
    Type.Literal('Reply'),
    Type.Literal('Like'),
    Type.Literal('Follow'),
    Type.Literal('Invite'),
    Type.Literal('Review'),
    Type.Literal('Order'),
  ],
  {
    description:
      '消息分类：BroadCasting 系统通知, Reply 回复和评论, Like 赞, Follow 关注, Invite 邀请回答, Review 审核结果, Order 订单',
  },
);
// the schema names exactly the rules' tabs (a tab added there fails to compile here until it is added above)
const sameTabs: [Static<typeof MessageTabCode>, MessageTab] extends [
  MessageTab,
  Static<typeof MessageTabCode>,
]
  ? true
  : never = true;
void sameTabs;

export const MessageListQuery = Type.Object({
  type: MessageTabCode,
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_NO_MAX, default: 1 })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MESSAGE_LIMITS.pageSizeMax, default: MESSAGE_LIMITS.pageSize }),
  ),
  userId: IgnoredUserId(),
});
export type MessageListQuery = Static<typeof MessageListQuery>;

/** who caused a message (the replier, the liker, the follower, the inviter) */
export const MessageActor = Type.Object({
  id: Type.Integer(),
  realName: Type.String(),
  avatar: Type.String(),
});

export const MessageItem = Type.Object({
  /**
   * The message's id; a broadcast's id in the BroadCasting tab; in the Like tab the newest like
   * of the group (marking it read marks the whole group).
   */
  id: Type.Integer(),
  type: MessageTabCode,
  title: Type.String(),
  content: Type.String(),
  /** the site path it is about (the item, the question, the follower's profile, the wallet); '' for none */
  url: Type.String(),
  read: Type.Boolean(),
  /** milliseconds; a like group's newest like */
  createdAt: Type.Number(),
  actor: Type.Union([MessageActor, Type.Null()]),
  /** a like group: how many people liked the item (1 for any other message) */
  actorCount: Type.Integer({ minimum: 0 }),
});
export type MessageItem = Static<typeof MessageItem>;
export const MessageListResponse = okList(MessageItem);

export const UnreadCounts = Type.Object({
  /** what the header's badge shows (a like group counts once) */
  total: Type.Integer({ minimum: 0 }),
  tabs: Type.Object(
    Object.fromEntries(MESSAGE_TABS.map((tab) => [tab, Type.Integer({ minimum: 0 })])) as Record<
      (typeof MESSAGE_TABS)[number],
      ReturnType<typeof Type.Integer>
    >,
  ),
});
export type UnreadCounts = Static<typeof UnreadCounts>;
export const UnreadCountsQuery = Type.Object({ userId: IgnoredUserId() });
export const UnreadCountsResponse = okResult(UnreadCounts);

export const MarkReadBody = Type.Object({
  type: MessageTabCode,
  id: Id(),
  userId: IgnoredUserId(),
});
export type MarkReadBody = Static<typeof MarkReadBody>;
export const MarkReadResponse = okResult(UnreadCounts);

export const MarkAllReadBody = Type.Object({
  /** the tab to mark; all tabs when left out */
  type: Type.Optional(MessageTabCode),
  userId: IgnoredUserId(),
});
export type MarkAllReadBody = Static<typeof MarkAllReadBody>;
export const MarkAllReadResponse = okResult(UnreadCounts);

/** which kinds of message the user receives (true: on); broadcasts, review results and orders always come */
export const MessageSettings = Type.Object(
  Object.fromEntries(SWITCHABLE_MESSAGE_KINDS.map((kind) => [kind, Type.Boolean()])) as Record<
    (typeof SWITCHABLE_MESSAGE_KINDS)[number],
    ReturnType<typeof Type.Boolean>
  >,
);
export type MessageSettings = Static<typeof MessageSettings>;
export const MessageSettingsQuery = Type.Object({ userId: IgnoredUserId() });
export const MessageSettingsResponse = okResult(MessageSettings);
export const SaveMessageSettingsBody = Type.Object({
  settings: Type.Partial(MessageSettings),
  userId: IgnoredUserId(),
});
export type SaveMessageSettingsBody = Static<typeof SaveMessageSettingsBody>;
export const SaveMessageSettingsResponse = okResult(MessageSettings);
