import type { JumpItem, JumpTarget } from '@portal/api/contract/jump';
import type { SessionUser } from '@portal/api/contract/user';
import type { Collector } from '@portal/api/contract/weeklies-columns';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { weekliesColumnsEndpoints } from '@portal/api/endpoints/weeklies-columns';
import { ApiError } from '@portal/api/errors';
import { useSessionUser } from '@portal/session/hooks';
import { requireLogin } from '@portal/session/require-login';
import type { PortalHost } from '@portal/shared-ui/host';
import { fakeApi } from '@portal/testing/fake-api';
import { testHost } from '@portal/testing/host';
import { deferred, renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HonorInfo } from '../honor-info';

const api = fakeApi();

jest.mock('@portal/session/hooks', () => ({ useSessionUser: jest.fn() }));
jest.mock('@portal/session/require-login', () => ({ requireLogin: jest.fn() }));

// the shell's rule for weeklies (spec 2): /info/weekly?weeklyId={id}[&locateId=]
const host: PortalHost = {
  ...testHost,
  resolveJump: (item: JumpItem): JumpTarget =>
    item.type === 'weekly'
      ? { kind: 'link', url: `/info/weekly?weeklyId=${item.id}&locateId=${item.locateId}`, newTab: true }
      : testHost.resolveJump(item),
};

const ME: SessionUser = { id: 3, realName: '我', avatarAddress: '', identity: 1, isAuth: 1 };
let user: SessionUser | null = ME;

const collector = (userId: number, isFollow = false): Collector => ({
  userId,
  realName: `医生${userId}`,
  company: `第${userId}医院`,
  userAvatar: `/media/avatar/${userId}.svg`,
  isFollow,
});

const pageOf = (pageNo: number, list: Collector[]) => ({
  code: 1 as const,
  list,
  page: { pageNo, pageSize: 5, totalCount: 7, totalPage: 2 },
});

const render = (articleType: 'A' | 'I' = 'A') =>
  renderAt('/case/detail-ugc?id=8', <HonorInfo articleId={8} articleType={articleType} />, host);

const card = () => screen.findByRole('region', { name: '本文荣誉' });
const followButton = (name: string) => screen.getByRole('button', { name: `关注 ${name}` });

beforeEach(() => {
  user = ME;
  jest.mocked(useSessionUser).mockImplementation(() => user);
  jest.mocked(requireLogin).mockImplementation(() => user !== null);
  api.on(weekliesColumnsEndpoints.honorInfo, {
    weekly: { weeklyId: 20, weeklyName: '神外周刊', issueNo: 3 },
    collect: { collectorNameList: ['医生1', '医生2', '医生3', '医生4', '医生5'], total: 7 },
  });
  api.on(weekliesColumnsEndpoints.collectors, ({ pageNo = 1 }) =>
    pageNo === 1
      ? pageOf(1, [collector(1, true), collector(2), collector(3), collector(4), collector(5)])
      : pageOf(2, [collector(6), collector(7)]),
  );
});

describe('honor info card', () => {
  it('links the weekly issue at this article, in a new tab', async () => {
    render();
    await card();
    const link = await screen.findByRole('link', { name: '收录于《神外周刊》第3期' });
    expect(link).toHaveAttribute('href', '/info/weekly?weeklyId=20&locateId=8');
    expect(link).toHaveAttribute('target', '_blank');
    expect(api.requests(weekliesColumnsEndpoints.honorInfo)).toEqual([{ articleId: 8, articleType: 'A' }]);
  });

  it('lists five collectors with their follow state, with no follow button on yourself', async () => {
    render('I');
    const list = await screen.findByRole('list', { name: '收藏者列表' });
    expect(api.requests(weekliesColumnsEndpoints.collectors)).toEqual([
      { articleId: 8, articleType: 'I', pageNo: 1, pageSize: 5 },
    ]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByText('第2医院')).toBeInTheDocument();
    expect(followButton('医生1')).toHaveAttribute('aria-pressed', 'true');
    expect(followButton('医生2')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: '关注 医生3' })).toBeNull();
    expect(screen.getByText('医生1、医生2、医生3、医生4、医生5等7人收藏了本文')).toBeInTheDocument();
  });

  it('shows anonymous collectors (id 0 from the server) with the anonymous avatar and no follow button', async () => {
    const anonymous: Collector = {
      userId: 0,
      realName: '匿名用户',
      company: '',
      userAvatar: '',
      isFollow: false,
    };
    api.on(weekliesColumnsEndpoints.collectors, pageOf(1, [anonymous, { ...anonymous }, collector(4)]));
    render();
    const list = await screen.findByRole('list', { name: '收藏者列表' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByRole('img', { name: '匿名用户' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '关注 匿名用户' })).toBeNull();
    expect(followButton('医生4')).toBeInTheDocument();
  });

  it('shows the next five on 换一批, then the first again', async () => {
    render();
    await screen.findByRole('list', { name: '收藏者列表' });
    await userEvent.click(screen.getByRole('button', { name: '换一批' }));
    expect(await screen.findByText('医生7')).toBeInTheDocument();
    expect(api.requests(weekliesColumnsEndpoints.collectors).at(-1)).toEqual({
      articleId: 8,
      articleType: 'A',
      pageNo: 2,
      pageSize: 5,
    });
    expect(screen.queryByText('第1医院')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '换一批' }));
    expect(await screen.findByText('第1医院')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requests(weekliesColumnsEndpoints.collectors).at(-1)).toEqual({
        articleId: 8,
        articleType: 'A',
        pageNo: 1,
        pageSize: 5,
      }),
    );
  });

  it('follows a collector at once and keeps the server’s answer; a failure puts it back', async () => {
    api.once(engagementEndpoints.followUser, { followStatus: 'T', fans: 1 });
    render();
    await screen.findByRole('list', { name: '收藏者列表' });
    await userEvent.click(followButton('医生2'));
    await waitFor(() => expect(api.requests(engagementEndpoints.followUser)).toEqual([{ userId: 2 }]));
    await waitFor(() => expect(followButton('医生2')).toHaveAttribute('aria-pressed', 'true'));

    api.once(engagementEndpoints.followUser, () => {
      throw new ApiError(500, '服务器繁忙，请稍后重试');
    });
    await userEvent.click(followButton('医生4'));
    await waitFor(() => expect(testHost.toast).toHaveBeenCalledWith('服务器繁忙，请稍后重试'));
    expect(followButton('医生4')).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps a follow through 换一批 back and forth, from the cache while page 1 is asked again', async () => {
    const followed = new Set([1]);
    api.on(weekliesColumnsEndpoints.collectors, ({ pageNo = 1 }) =>
      pageNo === 1
        ? pageOf(
            1,
            [1, 2, 3, 4, 5].map((id) => collector(id, followed.has(id))),
          )
        : pageOf(2, [collector(6), collector(7)]),
    );
    const answer = deferred<{ followStatus: 'T' | 'F'; fans: number }>();
    api.once(engagementEndpoints.followUser, () => answer.promise);
    render();
    await screen.findByRole('list', { name: '收藏者列表' });
    await userEvent.click(followButton('医生2'));
    expect(followButton('医生2')).toHaveAttribute('aria-pressed', 'true');
    followed.add(2);
    await act(async () => answer.resolve({ followStatus: 'T', fans: 1 }));

    await userEvent.click(screen.getByRole('button', { name: '换一批' }));
    expect(await screen.findByText('医生7')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '换一批' }));
    // at once from the cache, before page 1's second answer
    expect(followButton('医生2')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.requests(weekliesColumnsEndpoints.collectors)).toHaveLength(3));
    expect(followButton('医生2')).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a visitor to sign in instead of following', async () => {
    user = null;
    render();
    await screen.findByRole('list', { name: '收藏者列表' });
    await userEvent.click(followButton('医生2'));
    expect(requireLogin).toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(api.requests(engagementEndpoints.followUser)).toEqual([]);
    // a visitor has no "yourself": every collector has a button
    expect(followButton('医生3')).toBeInTheDocument();
  });

  it('shows nothing when the article is in no weekly and nobody collected it', async () => {
    api.on(weekliesColumnsEndpoints.honorInfo, {
      weekly: null,
      collect: { collectorNameList: [], total: 0 },
    });
    api.on(weekliesColumnsEndpoints.collectors, {
      code: 1,
      list: [],
      page: { pageNo: 1, pageSize: 5, totalCount: 0, totalPage: 0 },
    });
    render();
    await waitFor(() => expect(api.requests(weekliesColumnsEndpoints.collectors).length).toBeGreaterThan(0));
    await waitFor(() => expect(api.requests(weekliesColumnsEndpoints.honorInfo).length).toBeGreaterThan(0));
    // let both answers arrive before looking
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('region', { name: '本文荣誉' })).toBeNull();
  });
});
