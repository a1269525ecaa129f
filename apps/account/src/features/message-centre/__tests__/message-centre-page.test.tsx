import type { MessageItem, UnreadCounts } from '@portal/api/contract/account-messages';
import { accountMessageEndpoints as e } from '@portal/api/endpoints/account-messages';
import { messageKeys } from '@portal/api/queries/account-messages';
import type { MessageTab } from '@portal/api/rules/account-messages';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { toast } from '@portal/shared-ui/toast';
import { fakeApi } from '@portal/testing/fake-api';
import { installIntersectionObserver, reachBottom } from '@portal/testing/intersection';
import { renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageCentrePage } from '../message-centre-page';
import { messageTime } from '../message-time';

jest.mock('@portal/shared-ui/toast', () => ({ toast: jest.fn() }));

const api = fakeApi();
const NOW = Date.UTC(2026, 10, 20, 4, 0);

const counts = (tabs: Partial<UnreadCounts['tabs']> = {}): UnreadCounts => {
  const all = { BroadCasting: 0, Reply: 0, Like: 0, Follow: 0, Invite: 0, Review: 0, Order: 0, ...tabs };
  return { total: Object.values(all).reduce((a, b) => a + b, 0), tabs: all };
};
const message = (id: number, type: MessageTab, overrides: Partial<MessageItem> = {}): MessageItem => ({
  id,
  type,
  title: `消息 ${id}`,
  content: '',
  url: `/topic-circle/answerhome/${id}`,
  read: false,
  createdAt: NOW - id * 60_000,
  actor: null,
  actorCount: 1,
  ...overrides,
});
const page = (list: MessageItem[], pageNo = 1, totalPage = 1) => ({
  code: 1 as const,
  list,
  page: { pageNo, pageSize: 10, totalCount: list.length, totalPage },
});

beforeEach(() => {
  installIntersectionObserver();
  jest.mocked(toast).mockClear();
  act(() => {
    sessionStore.set(sessionUserAtom, {
      id: 1,
      realName: '王建国',
      avatarAddress: '',
      identity: 1,
      isAuth: 1,
    });
    sessionStore.set(sessionStatusAtom, 'signedIn');
  });
  api.on(e.unreadCounts, counts({ BroadCasting: 2, Like: 1, Reply: 120 }));
  api.on(e.list, (input) =>
    page(input.type === 'BroadCasting' ? [message(1, 'BroadCasting', { title: '系统维护通知' })] : []),
  );
});
afterEach(() =>
  act(() => {
    sessionStore.set(sessionUserAtom, null);
    sessionStore.set(sessionStatusAtom, 'signedOut');
  }),
);

describe('the message centre', () => {
  it('opens 系统通知 by default, with each tab’s unread count (99+ above 99)', async () => {
    renderAt('/message-center', <MessageCentrePage />);
    expect(await screen.findByRole('link', { name: '系统维护通知' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: '消息分类' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['系统通知2', '回复和评论99+', '赞1', '关注', '邀请回答', '审核结果', '订单']);
    expect(within(tabs).getByRole('button', { name: '系统通知，2条未读' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(api.requests(e.list)[0]).toEqual({ type: 'BroadCasting', pageNo: 1, pageSize: 10 });
  });

  it('switches tabs through the address and shows the empty state', async () => {
    const { location } = renderAt('/message-center?type=Follow', <MessageCentrePage />);
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '赞，1条未读' }));
    expect(location()).toBe('/message-center?type=Like');
    await waitFor(() => expect(api.requests(e.list).map((r) => r.type)).toEqual(['Follow', 'Like']));
  });

  it('an unknown type opens the default tab', async () => {
    renderAt('/message-center?type=Nope', <MessageCentrePage />);
    expect(await screen.findByRole('link', { name: '系统维护通知' })).toBeInTheDocument();
  });

  it('loads 10 at a time as the reader scrolls, then says there is no more', async () => {
    const first = Array.from({ length: 10 }, (_, i) => message(i + 1, 'Reply'));
    api.on(e.list, (input) =>
      input.pageNo === 1 ? page(first, 1, 2) : page([message(11, 'Reply', { title: '最后一条' })], 2, 2),
    );
    renderAt('/message-center?type=Reply', <MessageCentrePage />);
    expect(await screen.findByRole('link', { name: '消息 10' })).toBeInTheDocument();
    reachBottom();
    expect(await screen.findByRole('link', { name: '最后一条' })).toBeInTheDocument();
    expect(screen.getByText('没有更多消息了')).toBeInTheDocument();
    expect(api.requests(e.list).map((r) => r.pageNo)).toEqual([1, 2]);
  });

  it('opening a message marks it read, updates the counts and asks the badge again', async () => {
    api.on(
      e.list,
      page([message(5, 'Like', { title: '张三、李四等 5 人赞了你的回答《胶质瘤术后》', actorCount: 5 })]),
    );
    api.on(e.markRead, counts({ BroadCasting: 2, Reply: 120 }));
    const { client } = renderAt('/message-center?type=Like', <MessageCentrePage />);
    const link = await screen.findByRole('link', { name: '张三、李四等 5 人赞了你的回答《胶质瘤术后》' });
    expect(link).toHaveAttribute('href', '/topic-circle/answerhome/5');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('img', { name: '未读' })).toBeInTheDocument();
    client.setQueryData(messageKeys.unread(1), 123);
    await userEvent.click(link);
    await waitFor(() => expect(api.requests(e.markRead)).toEqual([{ type: 'Like', id: 5 }]));
    await waitFor(() => expect(screen.queryByRole('img', { name: '未读' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '赞' })).toBeInTheDocument();
    // the shared unread entry is stale now: the badge (any reader of it) asks again
    expect(client.getQueryState(messageKeys.unread(1))?.isInvalidated).toBe(true);
    // opening it again asks nothing
    await userEvent.click(link);
    expect(api.requests(e.markRead)).toHaveLength(1);
  });

  it('全部已读 marks the tab read', async () => {
    api.on(e.markAllRead, counts({ Reply: 120, Like: 1 }));
    renderAt('/message-center', <MessageCentrePage />);
    await screen.findByRole('link', { name: '系统维护通知' });
    await userEvent.click(screen.getByRole('button', { name: '将“系统通知”全部标为已读' }));
    await waitFor(() => expect(api.requests(e.markAllRead)).toEqual([{ type: 'BroadCasting' }]));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '将“系统通知”全部标为已读' })).toBeDisabled(),
    );
    expect(screen.queryByRole('img', { name: '未读' })).not.toBeInTheDocument();
  });

  it('message settings: each kind saves at once', async () => {
    api.on(e.settings, { Reply: true, Like: true, Follow: true, Invite: true });
    api.on(e.saveSettings, { Reply: true, Like: false, Follow: true, Invite: true });
    renderAt('/message-center', <MessageCentrePage />);
    await userEvent.click(await screen.findByRole('button', { name: '消息设置' }));
    const like = await screen.findByRole('checkbox', { name: '赞' });
    expect(like).toBeChecked();
    await userEvent.click(like);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '赞' })).not.toBeChecked());
    expect(api.requests(e.saveSettings)).toEqual([{ settings: { Like: false } }]);
    expect(toast).toHaveBeenCalledWith('设置已保存');
    expect(screen.getByText('系统通知、审核结果和订单消息始终接收。')).toBeInTheDocument();
  });
});

describe('messageTime', () => {
  it('shows today as a time, this year with the date, earlier years as a date (Beijing time)', () => {
    expect(messageTime(Date.UTC(2026, 10, 20, 1, 5), NOW)).toBe('09:05');
    expect(messageTime(Date.UTC(2026, 10, 18, 16, 30), NOW)).toBe('11-19 00:30');
    expect(messageTime(Date.UTC(2025, 0, 2), NOW)).toBe('2025-01-02');
  });
});
