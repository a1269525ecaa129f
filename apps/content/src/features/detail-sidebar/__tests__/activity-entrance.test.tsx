import type { SidebarActivity } from '@portal/api/contract/sidebar';
import type { SessionUser } from '@portal/api/contract/user';
import { sidebarEndpoints } from '@portal/api/endpoints/sidebar';
import { ApiError } from '@portal/api/errors';
import { useSessionUser } from '@portal/session/hooks';
import { requireLogin } from '@portal/session/require-login';
import type { PortalHost } from '@portal/shared-ui/host';
import { fakeApi } from '@portal/testing/fake-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivityEntrance } from '../activity-entrance';
import { listOf, pending, renderCard, settled, sidebarHost } from './sidebar-fixtures';

const api = fakeApi();

jest.mock('@portal/session/hooks', () => ({ useSessionUser: jest.fn() }));
jest.mock('@portal/session/require-login', () => ({ requireLogin: jest.fn() }));

const ME: SessionUser = { id: 3, realName: '我', avatarAddress: '', identity: 1, isAuth: 1 };
let user: SessionUser | null = ME;

const activity = (id: number, name: string, extra: Partial<SidebarActivity> = {}): SidebarActivity => ({
  id,
  name,
  cover: `/media/cover/activity-${id}.svg`,
  shareImage: `/media/cover/activity-share-${id}.svg`,
  views: 1200,
  contents: 35,
  subscribeStatus: 'F',
  startTime: Date.UTC(2026, 10, 1),
  endTime: Date.UTC(2026, 11, 31),
  ...extra,
});

// the shell's rule for activities (spec 2): /topic-circle/activitydetail?id={id}, in a new tab
const toast = jest.fn();
const host: PortalHost = {
  ...sidebarHost,
  toast,
  resolveJump: (item) =>
    item.type === 'community_activity'
      ? { kind: 'link', url: `/topic-circle/activitydetail?id=${item.id}`, newTab: true }
      : sidebarHost.resolveJump(item),
};

const render = () => renderCard(<ActivityEntrance contentId={8} contentType="U" />, host);
const button = (name: string) => screen.getByRole('button', { name: `订阅 ${name}` });

beforeEach(() => {
  user = ME;
  toast.mockClear();
  jest.mocked(useSessionUser).mockImplementation(() => user);
  jest.mocked(requireLogin).mockImplementation(() => user !== null);
  api.on(
    sidebarEndpoints.activities,
    listOf([
      activity(1, '复杂动脉瘤病例征集'),
      activity(2, '脑出血微创手术视频大赛', { subscribeStatus: 'T', views: 90, contents: 4 }),
    ]),
  );
});

describe('activity entrance', () => {
  it('shows a skeleton while loading', () => {
    api.on(sidebarEndpoints.activities, () => pending());
    render();
    expect(screen.getByRole('status', { name: '相关活动加载中' })).toBeInTheDocument();
  });

  it('lists activities with cover, counts and subscribe state, each opening its page in a new tab', async () => {
    render();
    await settled();
    expect(api.requests(sidebarEndpoints.activities)).toEqual([{ articleId: 8, articleType: 'U' }]);
    const card = screen.getByRole('region', { name: '相关活动' });
    const link = within(card).getByRole('link', { name: /复杂动脉瘤病例征集/ });
    expect(link).toHaveAttribute('href', '/topic-circle/activitydetail?id=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link.querySelector('img')).toHaveAttribute('src', '/media/cover/activity-1.svg');
    expect(within(card).getByText('90 浏览 · 4 内容')).toBeInTheDocument();
    expect(button('复杂动脉瘤病例征集')).toHaveTextContent(/^订阅$/);
    expect(button('复杂动脉瘤病例征集')).toHaveAttribute('aria-pressed', 'false');
    expect(button('脑出血微创手术视频大赛')).toHaveTextContent('已订阅');
    expect(button('脑出血微创手术视频大赛')).toHaveAttribute('aria-pressed', 'true');
  });

  it('hides itself when there is no activity, or the list failed', async () => {
    api.on(sidebarEndpoints.activities, listOf([]));
    const first = render();
    await settled();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    first.unmount();

    api.on(sidebarEndpoints.activities, () => {
      throw new ApiError(404, '内容不存在');
    });
    render();
    await settled();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('subscribes, toasting 订阅成功, and unsubscribes without a toast', async () => {
    api.once(sidebarEndpoints.subscribeActivity, { subscribeStatus: 'T', subscribers: 8 });
    render();
    await settled();
    await userEvent.click(button('复杂动脉瘤病例征集'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('订阅成功'));
    expect(api.requests(sidebarEndpoints.subscribeActivity)).toEqual([{ activityId: 1 }]);
    expect(button('复杂动脉瘤病例征集')).toHaveTextContent('已订阅');

    api.once(sidebarEndpoints.subscribeActivity, { subscribeStatus: 'F', subscribers: 7 });
    await userEvent.click(button('复杂动脉瘤病例征集'));
    await waitFor(() => expect(button('复杂动脉瘤病例征集')).toHaveTextContent(/^订阅$/));
    expect(button('复杂动脉瘤病例征集')).toHaveAttribute('aria-pressed', 'false');
    expect(api.requests(sidebarEndpoints.subscribeActivity)).toHaveLength(2);
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('puts the state back and shows the reason when subscribing fails', async () => {
    api.once(sidebarEndpoints.subscribeActivity, () => {
      throw new ApiError(404, '活动不存在');
    });
    render();
    await settled();
    await userEvent.click(button('脑出血微创手术视频大赛'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('活动不存在'));
    expect(button('脑出血微创手术视频大赛')).toHaveTextContent('已订阅');
    expect(button('脑出血微创手术视频大赛')).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks a visitor to sign in and calls nothing', async () => {
    user = null;
    render();
    await settled();
    await userEvent.click(button('复杂动脉瘤病例征集'));
    expect(requireLogin).toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(api.requests(sidebarEndpoints.subscribeActivity)).toEqual([]);
    expect(button('复杂动脉瘤病例征集')).toHaveTextContent(/^订阅$/);
  });
});
