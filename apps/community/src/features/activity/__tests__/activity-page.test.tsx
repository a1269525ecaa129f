import type { Activity } from '@portal/api/contract/community';
import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { sidebarEndpoints } from '@portal/api/endpoints/sidebar';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { installIntersectionObserver } from '@portal/testing/intersection';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedItem, list } from '../../../testing/fixtures';
import { ActivityPage } from '../activity-page';

const api = fakeApi();

const activity = (overrides: Partial<Activity> = {}): Activity => ({
  id: 3,
  name: '烟雾病血运重建术式病例征集',
  cover: '/media/cover/activity-3.svg',
  shareImage: '/media/cover/activity-share-3.svg',
  views: 1200,
  contents: 8,
  subscribers: 40,
  startTime: Date.UTC(2026, 10, 1),
  endTime: Date.UTC(2027, 1, 1),
  phase: 'ongoing',
  subspecialty: { id: 9, name: '烟雾病' },
  subscribeStatus: 'F',
  description: '请提交术前 DSA 与术后随访影像。',
  ...overrides,
});

beforeEach(() => {
  installIntersectionObserver();
  api.on(e.hotTopics, list([]));
  api.on(e.circles, list([]));
  api.on(e.activities, list([]));
  api.on(e.contributors, list([]));
  api.on(searchEndpoints.hots, { code: 1, list: [] });
  api.on(e.feed, list([feedItem(1, { activity: { id: 3, name: '烟雾病血运重建术式病例征集' } })]));
});

describe('an activity', () => {
  it('shows its phase, period, counts and description, and lists its own questions', async () => {
    api.on(e.activity, activity());
    renderAt('/topic-circle/activitydetail?id=3', <ActivityPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: /烟雾病血运重建术式病例征集/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('进行中')).toBeInTheDocument();
    expect(screen.getByText('2026-11-01 至 2027-02-01')).toBeInTheDocument();
    expect(screen.getByText('8 个问题')).toBeInTheDocument();
    expect(screen.getByText('请提交术前 DSA 与术后随访影像。')).toBeInTheDocument();
    expect(document.title).toBe('烟雾病血运重建术式病例征集 - 社区活动 - 脑医汇');
    await waitFor(() => expect(api.requests(e.feed)[0]).toMatchObject({ activityId: 3, order: 'latest' }));
    expect(await screen.findByRole('link', { name: '来自活动：烟雾病血运重建术式病例征集' })).toHaveAttribute(
      'href',
      '/topic-circle/activitydetail?id=3',
    );
    expect(screen.getByRole('button', { name: '参与提问' })).toBeInTheDocument();
  });

  it('offers no asking once the activity is over', async () => {
    api.on(e.activity, activity({ phase: 'ended' }));
    renderAt('/topic-circle/activitydetail?id=3', <ActivityPage />);
    expect(await screen.findByText('已结束')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '参与提问' })).not.toBeInTheDocument();
  });

  it('subscribes when the server says so, with 订阅成功, and the count it answers', async () => {
    api.on(e.activity, activity());
    api.on(sidebarEndpoints.subscribeActivity, { subscribeStatus: 'T', subscribers: 41 });
    const host = createTestHost({ requireLogin: jest.fn(() => true) });
    renderAt('/topic-circle/activitydetail?id=3', <ActivityPage />, host);
    await userEvent.click(await screen.findByRole('button', { name: /订阅活动：/ }));
    expect(await screen.findByRole('button', { name: /已订阅：/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('41 人订阅')).toBeInTheDocument();
    expect(host.toast).toHaveBeenCalledWith('订阅成功');
    expect(api.requests(sidebarEndpoints.subscribeActivity)).toEqual([{ activityId: 3 }]);
  });

  it('sends a visitor to sign in instead of subscribing', async () => {
    api.on(e.activity, activity());
    const host = createTestHost({ requireLogin: jest.fn(() => false) });
    renderAt('/topic-circle/activitydetail?id=3', <ActivityPage />, host);
    await userEvent.click(await screen.findByRole('button', { name: /订阅活动：/ }));
    expect(host.requireLogin).toHaveBeenCalled();
    expect(api.requests(sidebarEndpoints.subscribeActivity)).toEqual([]);
  });

  it('says 活动不存在 for an unknown or hidden activity', async () => {
    api.on(e.activity, () => {
      throw new ApiError(404, '活动不存在');
    });
    renderAt('/topic-circle/activitydetail?id=99', <ActivityPage />);
    expect(await screen.findByRole('heading', { name: '活动不存在' })).toBeInTheDocument();
  });

  it('tells a failed load from a missing activity, and tries again on 重试', async () => {
    api.once(e.activity, () => {
      throw new ApiError(500, '服务繁忙，请稍后再试');
    });
    api.on(e.activity, activity());
    renderAt('/topic-circle/activitydetail?id=3', <ActivityPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('服务繁忙，请稍后再试');
    expect(screen.queryByRole('heading', { name: '活动不存在' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /烟雾病血运重建术式病例征集/ }),
    ).toBeInTheDocument();
  });
});
