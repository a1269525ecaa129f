/**
 * The message centre (issue 14), declared once for the server, the account remote and the shell's
 * badge. Schema-free: codes, limits, page addresses and the texts both sides compose.
 */
import { MESSAGE_CENTRE_PATH } from '@portal/api/links';

/** the tabs of `/message-center?type=`, in their order; each is a kind of message */
export const MESSAGE_TABS = ['BroadCasting', 'Reply', 'Like', 'Follow', 'Invite', 'Review', 'Order'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];
/** the kinds a per-user message row has: broadcasts live in their own table, read by everyone */
export type MessageKind = Exclude<MessageTab, 'BroadCasting'>;

export const DEFAULT_MESSAGE_TAB: MessageTab = 'BroadCasting';

export const isMessageTab = (value: unknown): value is MessageTab =>
  typeof value === 'string' && (MESSAGE_TABS as readonly string[]).includes(value);

/** the tab an address names; an unknown or missing `type` opens the default tab */
export const messageTabOf = (value: string | null | undefined): MessageTab =>
  isMessageTab(value) ? value : DEFAULT_MESSAGE_TAB;

/** the kinds a user may turn off; broadcasts, review results and orders always come */
export const SWITCHABLE_MESSAGE_KINDS = [
  'Reply',
  'Like',
  'Follow',
  'Invite',
] as const satisfies readonly MessageKind[];
export type SwitchableMessageKind = (typeof SWITCHABLE_MESSAGE_KINDS)[number];
export const isSwitchableKind = (kind: string): kind is SwitchableMessageKind =>
  (SWITCHABLE_MESSAGE_KINDS as readonly string[]).includes(kind);

export const MESSAGE_LIMITS = {
  pageSize: 10,
  pageSizeMax: 50,
  /** names a grouped like shows before "等 N 人" */
  likeNames: 2,
  /** characters of a comment quoted in its message */
  quoteMax: 60,
} as const;

export { MESSAGE_CENTRE_PATH };
export const messageCentreUrl = (tab: MessageTab = DEFAULT_MESSAGE_TAB) =>
  `${MESSAGE_CENTRE_PATH}?type=${tab}`;
export const profileUrl = (userId: number) => `/user-center?profileUserId=${userId}`;
export const WALLET_URL = '/user-center/wallet';

/** what the server answers and the texts of the messages it writes */
export const MESSAGE_TEXTS = {
  badType: '消息类型不正确',
  notFound: '消息不存在',
  settingsSaved: '设置已保存',
  allRead: '已全部标为已读',
  quote: (text: string) => {
    const chars = Array.from(text.trim());
    return chars.length > MESSAGE_LIMITS.quoteMax
      ? `${chars.slice(0, MESSAGE_LIMITS.quoteMax).join('')}…`
      : chars.join('');
  },
  replied: (name: string) => `${name} 回复了你的评论`,
  commented: (name: string, noun: string, title: string) => `${name} 评论了你的${noun}《${title}》`,
  followed: (name: string) => `${name} 关注了你`,
  followedContent: '快去看看 TA 的主页吧',
  invited: (name: string) => `${name} 邀请你回答问题`,
  /**
   * A like or a group of likes of one item: "张三赞了你的回答《…》", "张三、李四赞了…",
   * "张三、李四等 5 人赞了…" (the newest likers' names first).
   */
  liked: (names: readonly string[], count: number, noun: string, title: string) => {
    const shown = names.filter(Boolean).slice(0, MESSAGE_LIMITS.likeNames);
    const who =
      shown.length === 0
        ? `${count} 人`
        : count > shown.length
          ? `${shown.join('、')}等 ${count} 人`
          : shown.join('、');
    return `${who}赞了你的${noun}《${title}》`;
  },
  approved: (noun: string, title: string) => `你的${noun}《${title}》已通过审核`,
  approvedContent: '内容已公开显示，感谢你的分享。',
  rejected: (noun: string, title: string) => `你的${noun}《${title}》未通过审核`,
  rejectedContent: (reason: string) => `驳回原因：${reason}`,
  paid: (subject: string) => `订单支付成功：${subject}`,
  paidContent: (orderNo: string, yuan: string) => `订单号 ${orderNo}，实付 ¥${yuan}。`,
  refunded: (subject: string) => `订单已退款：${subject}`,
  refundedContent: (orderNo: string) => `订单号 ${orderNo} 的款项已原路退回。`,
  invoiceIssued: (subject: string) => `发票已开具：${subject}`,
  invoiceIssuedContent: (orderNo: string, title: string) => `订单号 ${orderNo}，发票抬头：${title}。`,
} as const;

/** what the content a message is about is called in its text */
export const SUBJECT_NOUNS = {
  article: '文章',
  case: '病例',
  answer: '回答',
  question: '提问',
  comment: '评论',
  content: '内容',
} as const;
