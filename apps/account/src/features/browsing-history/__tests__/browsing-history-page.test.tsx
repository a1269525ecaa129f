import type { HistoryItem } from '@portal/api/contract/engagement';
import { engagementEndpoints as e } from '@portal/api/endpoints/engagement';
import { ApiError } from '@portal/api/errors';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { Toaster } from '@portal/shared-ui/toast';
import { fakeApi } from '@portal/testing/fake-api';
import { installIntersectionObserver, reachBottom } from '@portal/testing/intersection';
import { renderAt } from '@portal/testing/render';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowsingHistoryPage } from '../browsing-history-page';

const api = fakeApi();
installIntersectionObserver();

// Beijing wall-clock times: 2026-11-26 10:00 is "now"
const NOW = Date.UTC(2026, 10, 26, 2, 0);
const HOUR = 3_600_000;

const item = (id: number, over: Partial<HistoryItem> = {}): HistoryItem => ({
  id,
  contentSource: 'mp_article',
  contentId: 100 + id,
  title: `文章 ${id}`,
  cover: `/media/cover/${id}.svg`,
  browseTime: NOW - id * HOUR,
  ...over,
});

beforeEach(() => {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: ['queueMicrotask', 'setTimeout', 'setInterval', 'nextTick', 'setImmediate'],
  });
  act(() => {
    sessionStore.set(sessionUserAtom, {
      id: 7,
      realName: '周文博',
      avatarAddress: '',
      identity: 1,
      isAuth: 1,
    });
    sessionStore.set(sessionStatusAtom, 'signedIn');
  });
});
afterEach(() => {
  jest.useRealTimers();
  act(() => {
    sessionStore.set(sessionUserAtom, null);
    sessionStore.set(sessionStatusAtom, 'signedOut');
  });
});

const page = (list: HistoryItem[], pageNo = 1, totalPage = 1) => ({
  code: 1 as const,
  list,
  page: { pageNo, pageSize: 20, totalCount: list.length * totalPage, totalPage },
});

it('groups rows by Beijing day as 今天 / 昨天 / a date, each linking by the jump rule with its badge', async () => {
  api.on(e.history, () =>
    page([
      item(1, { contentSource: 'meeting', contentId: 9, title: '神经外科年会' }),
      item(2, { contentSource: 'info', contentId: 55, title: '胶质瘤新进展' }),
      item(20, { contentSource: 'ocs_course', contentId: 3, title: '颅底外科课程' }),
      item(60, { title: '内容已删除', cover: '' }),
    ]),
  );
  renderAt('/browsing-history', <BrowsingHistoryPage />);
  const today = await screen.findByRole('region', { name: '今天' });
  expect(within(today).getByRole('link', { name: /神经外科年会/ })).toHaveAttribute(
    'href',
    '/meeting/detail?id=9',
  );
  expect(within(today).getByText('会议')).toBeInTheDocument();
  expect(within(today).getByRole('link', { name: /胶质瘤新进展/ })).toHaveAttribute(
    'href',
    '/info/detail?id=55',
  );
  const yesterday = screen.getByRole('region', { name: '昨天' });
  expect(within(yesterday).getByRole('link', { name: /颅底外科课程/ })).toHaveAttribute(
    'href',
    '/mooc/#/pages/coursePlay/coursePlay?courseId=3',
  );
  const older = screen.getByRole('region', { name: '2026年11月23日' });
  // a row whose content is gone is shown but leads nowhere
  expect(within(older).queryByRole('link')).toBeNull();
  expect(within(older).getByText('内容已删除')).toBeInTheDocument();
});

it('loads the next page at the bottom and says when there is no more', async () => {
  api.on(e.history, ({ pageNo }) => (pageNo === 1 ? page([item(1), item(2)], 1, 2) : page([item(3)], 2, 2)));
  renderAt('/browsing-history', <BrowsingHistoryPage />);
  await screen.findByText('文章 2');
  reachBottom();
  expect(await screen.findByText('文章 3')).toBeInTheDocument();
  expect(await screen.findByText('没有更多了~')).toBeInTheDocument();
  expect(api.requests(e.history)).toEqual([
    { pageNo: 1, pageSize: 20 },
    { pageNo: 2, pageSize: 20 },
  ]);
});

it('deletes one row, and clears all only after the confirmation', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  let rows = [item(1), item(2)];
  api.on(e.history, () => page(rows));
  api.on(e.deleteHistory, (input) => {
    const before = rows.length;
    rows = input.all ? [] : rows.filter((r) => !input.ids?.includes(r.id));
    return { deleted: before - rows.length };
  });
  renderAt('/browsing-history', <BrowsingHistoryPage />);
  await user.click(await screen.findByRole('button', { name: '删除“文章 1”的浏览记录' }));
  expect(api.requests(e.deleteHistory)).toEqual([{ ids: [1] }]);
  expect(await screen.findByText('文章 2')).toBeInTheDocument();
  await act(async () => {});
  expect(screen.queryByText('文章 1')).toBeNull();

  await user.click(screen.getByRole('button', { name: '清空' }));
  const dialog = screen.getByRole('dialog', { name: '清空浏览历史' });
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  expect(api.requests(e.deleteHistory)).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: '清空' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
  expect(api.requests(e.deleteHistory)[1]).toEqual({ all: true });
  expect(await screen.findByText('暂无浏览记录')).toBeInTheDocument();
});

it('shows the server’s message when a delete fails and keeps the row', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  api.on(e.history, () => page([item(1)]));
  api.on(e.deleteHistory, () => {
    throw new ApiError(400, '请选择要删除的浏览记录');
  });
  renderAt(
    '/browsing-history',
    <>
      <BrowsingHistoryPage />
      <Toaster />
    </>,
  );
  await user.click(await screen.findByRole('button', { name: '删除“文章 1”的浏览记录' }));
  expect(await screen.findByText('请选择要删除的浏览记录')).toBeInTheDocument();
  expect(screen.getByText('文章 1')).toBeInTheDocument();
});
