import type { MeetingCard } from '@portal/api/contract/channel';
import type { AgendaItem, MeetingDetail } from '@portal/api/contract/meetings';
import type { PayOrder } from '@portal/api/contract/payments';

/** Meeting data as the server answers it, for the remote's tests. */
export function meeting(id: number, overrides: Partial<MeetingCard> = {}): MeetingCard {
  return {
    id,
    meetingName: `第${id}届脑血管病高峰论坛`,
    appMainPic: `/media/cover/meeting-${id}.svg`,
    titlePic: `/media/cover/meeting-title-${id}.svg`,
    meetingLiveStatus: 'LE',
    meetingDateStr: '2026-11-20',
    startTime: Date.UTC(2026, 10, 20, 0, 30),
    province: '北京',
    city: '北京',
    publishStatus: '1',
    forthcoming: 'F',
    showViews: 1200,
    ...overrides,
  };
}

export function detail(id: number, overrides: Partial<MeetingDetail> = {}): MeetingDetail {
  return {
    ...meeting(id),
    intro: '会议简介',
    endTime: Date.UTC(2026, 10, 20, 9, 30),
    series: null,
    brand: null,
    tags: [{ id: 1, name: '手术直播' }],
    price: null,
    canWatch: true,
    days: ['2026-11-20'],
    checkinFields: [],
    hasVotes: false,
    hasQuestionnaire: false,
    ...overrides,
  };
}

export function agendaItem(id: number, overrides: Partial<AgendaItem> = {}): AgendaItem {
  const start = Date.UTC(2026, 10, 20, 0, 30) + id * 40 * 60_000;
  return {
    id,
    fieldId: 1,
    theme: `议程主题 ${id}`,
    authorNames: '王建国、李明、张伟、赵强',
    startTime: start,
    endTime: start + 35 * 60_000,
    speakers: ['王建国', '李明', '张伟', '赵强'].map((name, i) => ({
      id: i + 1,
      userId: null,
      name,
      avatar: `/media/avatar/${i}.svg`,
    })),
    summaryShow: true,
    products: [],
    ...overrides,
  };
}

export const list = <T>(items: T[], pageNo = 1, totalPage = 1) => ({
  code: 1 as const,
  list: items,
  page: { pageNo, pageSize: items.length || 1, totalCount: items.length, totalPage },
});

/** An order as the server answers it (money, issue 12). */
export function payOrder(orderNo: string, overrides: Partial<PayOrder> = {}): PayOrder {
  return {
    orderNo,
    kind: 'meeting-play',
    status: 'created',
    subject: '第9届脑血管病高峰论坛',
    amountFen: 9_900,
    coins: null,
    channel: 'wechat',
    createdAt: Date.UTC(2026, 10, 26, 4),
    expiresAt: Date.UTC(2026, 10, 26, 4, 15),
    paidAt: null,
    ...overrides,
  };
}

export const nativePay = (order: PayOrder) => ({
  orderNo: order.orderNo,
  channel: order.channel as 'wechat' | 'alipay',
  codeUrl: `http://localhost/pay/simulator/${order.channel}/${order.orderNo}`,
  expiresAt: order.expiresAt ?? 0,
  amountFen: order.amountFen ?? 0,
});
