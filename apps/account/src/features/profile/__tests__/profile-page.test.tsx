import type {
  DynamicItem,
  HomeViewSettings,
  ProfileUser,
  UserHome,
} from '@portal/api/contract/account-profile';
import type { PersonalInfo } from '@portal/api/contract/user';
import { accountProfileEndpoints as e } from '@portal/api/endpoints/account-profile';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { userEndpoints } from '@portal/api/endpoints/user';
import { ApiError } from '@portal/api/errors';
import { pageNavigation } from '@portal/session/navigation';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi } from '@portal/testing/fake-api';
import { installIntersectionObserver, reachBottom, watchedSentinels } from '@portal/testing/intersection';
import { deferred, renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfilePage } from '../profile-page';

const api = fakeApi();

const PROFILE_ID = 21;
const ME = { id: 7, realName: '李读者', avatarAddress: '', identity: 1, isAuth: 1 };

function session(user: typeof ME | null) {
  act(() => {
    sessionStore.set(sessionUserAtom, user);
    sessionStore.set(sessionStatusAtom, user ? 'signedIn' : 'signedOut');
  });
}
afterEach(() => session(null));

const info = (over: Partial<PersonalInfo> = {}): PersonalInfo => ({
  id: PROFILE_ID,
  realName: '王建国',
  avatar: '/media/avatar/21.svg',
  identity: 1,
  isAuth: 1,
  medalPendantIcon: '/media/medal.svg',
  levelNumber: 9,
  title: '主任医师',
  company: '北京天坛医院',
  department: '神经外科',
  releaseTotal: 12,
  followerTotal: 3,
  collectTotal: 4,
  fans: 120,
  ...over,
});

const VISITOR_TABS: HomeViewSettings = {
  dynamics: true,
  articles: true,
  qa: true,
  follows: true,
  favourites: false,
  fans: true,
};

const home = (over: Partial<UserHome> = {}): UserHome => ({
  userId: PROFILE_ID,
  isOwner: false,
  variant: 'personal',
  website: 'https://wang.example/',
  introduction: '擅长胶质瘤手术',
  followStatus: 'F',
  tabs: VISITOR_TABS,
  ...over,
});

const page = <T,>(list: T[], pageNo = 1, totalPage = 1) => ({
  code: 1 as const,
  list,
  page: { pageNo, pageSize: 10, totalPage, totalCount: totalPage * 10 },
});

const dynamic = (n: number): DynamicItem => ({
  action: 'publish',
  contentType: 'article',
  id: n,
  title: `文章${n}`,
  description: '',
  cover: '',
  time: Date.UTC(2026, 0, 1) + n,
});

const person = (id: number, over: Partial<ProfileUser> = {}): ProfileUser => ({
  id,
  realName: `医生${id}`,
  avatar: '',
  company: '华山医院',
  department: '神经外科',
  title: '主治医师',
  isAuth: 1,
  fans: 1,
  anonymous: false,
  followStatus: 'F',
  isSelf: false,
  ...over,
});

let assign: jest.SpyInstance;
beforeEach(() => {
  installIntersectionObserver();
  assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
  api.on(userEndpoints.personalInfo, () => info());
  api.on(e.home, () => home());
  api.on(e.dynamics, page([dynamic(1)]));
});
afterEach(() => assign.mockRestore());

const open = (query = '') => renderAt(`/user-center?profileUserId=${PROFILE_ID}${query}`, <ProfilePage />);

describe('profile page', () => {
  it('shows a visitor the header and only the tabs the owner shows; the website opens apart, marked nofollow', async () => {
    open();
    expect(await screen.findByRole('heading', { name: '王建国' })).toBeInTheDocument();
    expect(screen.getByText('Lv.9')).toBeInTheDocument();
    expect(screen.getByText('已认证')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '勋章' })).toBeInTheDocument();
    expect(screen.getByText('主任医师 · 北京天坛医院 · 神经外科')).toBeInTheDocument();
    expect(screen.getByText('擅长胶质瘤手术')).toBeInTheDocument();
    const site = screen.getByRole('link', { name: 'https://wang.example/' });
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByText('粉丝', { selector: 'dt' }).nextSibling).toHaveTextContent('120');
    const tabs = within(screen.getByRole('tablist', { name: '主页内容' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['动态', '文章 / 病例', '问答', '关注', '粉丝']);
    expect(await screen.findByRole('link', { name: '文章1' })).toHaveAttribute(
      'href',
      '/case/detail-ugc?id=1',
    );
    expect(api.requests(userEndpoints.personalInfo)[0]).toEqual({ profileUserId: PROFILE_ID });
  });

  it('never renders a website that is not an http(s) address as a link', async () => {
    api.on(e.home, () => home({ website: 'javascript:alert(1)' }));
    open();
    await screen.findByRole('heading', { name: '王建国' });
    expect(screen.queryByText('个人网站：')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /javascript/ })).not.toBeInTheDocument();
  });

  it('sends a visitor who presses 关注 to sign in, calling nothing', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: '关注：王建国' }));
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/signin\?fallbackUrl=/));
    expect(api.requests(engagementEndpoints.followUser)).toEqual([]);
  });

  it('flips follow only when the server confirms, says 取消关注 on hover, and resets when the session ends', async () => {
    session(ME);
    const answer = deferred<{ followStatus: 'T' | 'F'; fans: number }>();
    api.on(engagementEndpoints.followUser, () => answer.promise);
    open();
    const button = await screen.findByRole('button', { name: '关注：王建国' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await act(async () => answer.resolve({ followStatus: 'T', fans: 121 }));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(api.requests(engagementEndpoints.followUser)).toEqual([{ userId: PROFILE_ID }]);
    expect(screen.getByText('粉丝', { selector: 'dt' }).nextSibling).toHaveTextContent('121');
    await userEvent.hover(button);
    expect(button).toHaveTextContent('取消关注');
    await userEvent.unhover(button);
    expect(button).toHaveTextContent('已关注');
    session(null);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '关注：王建国' })).toHaveAttribute('aria-pressed', 'false'),
    );
  });

  it('hides the follow button on oneself, and shows the owner every tab, settings and subscriptions', async () => {
    session({ ...ME, id: PROFILE_ID });
    api.on(e.home, () => home({ isOwner: true, tabs: { ...VISITOR_TABS, favourites: true } }));
    api.on(e.homeViewSettings, VISITOR_TABS);
    open();
    await screen.findByRole('heading', { name: '王建国' });
    expect(screen.queryByRole('button', { name: /关注：/ })).not.toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      '动态',
      '文章 / 病例',
      '问答',
      '关注',
      '收藏（仅自己可见）',
      '粉丝',
      '订阅',
    ]);
  });

  it('saves the home-view settings on the server', async () => {
    session({ ...ME, id: PROFILE_ID });
    api.on(e.home, () => home({ isOwner: true, tabs: { ...VISITOR_TABS, favourites: true } }));
    api.on(e.homeViewSettings, VISITOR_TABS);
    api.on(e.saveHomeViewSettings, (body) => ({ ...VISITOR_TABS, ...body }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: '主页展示设置' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '动态' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.requests(e.saveHomeViewSettings)).toEqual([{ ...VISITOR_TABS, dynamics: false }]),
    );
  });

  it('opens the tab the address names (appoint=Follow), each person with their own follow', async () => {
    session(ME);
    api.on(
      e.follows,
      page([
        person(31, { followStatus: 'T' }),
        person(ME.id, { isSelf: true }),
        person(0, { anonymous: true, realName: '匿名用户' }),
      ]),
    );
    api.on(engagementEndpoints.followUser, { followStatus: 'F', fans: 0 });
    open('&appoint=Follow');
    const list = await screen.findByRole('list', { name: '关注' });
    expect(screen.getByRole('tab', { name: '关注' })).toHaveAttribute('aria-selected', 'true');
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('button', { name: '已关注：医生31' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(within(rows[0]!).getByRole('button'));
    await waitFor(() =>
      expect(within(rows[0]!).getByRole('button', { name: '关注：医生31' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    // the list was not fetched again for one toggle
    expect(api.requests(e.follows)).toHaveLength(1);
  });

  it('loads the next page at the bottom and says when there is no more', async () => {
    api.on(e.dynamics, ({ pageNo }) => page([dynamic(pageNo ?? 1)], pageNo ?? 1, 2));
    open();
    await screen.findByRole('link', { name: '文章1' });
    reachBottom();
    expect(await screen.findByRole('link', { name: '文章2' })).toBeInTheDocument();
    expect(await screen.findByText('没有更多了~')).toBeInTheDocument();
    expect(watchedSentinels()).toBe(0);
    expect(api.requests(e.dynamics).map((r) => r.pageNo)).toEqual([1, 2]);
  });

  it("shows the empty state, and a tab's refusal with the server's message", async () => {
    api.on(e.dynamics, page([]));
    api.on(e.fans, () => {
      throw new ApiError(403, '该用户未公开此内容');
    });
    open();
    expect(await screen.findByText('暂无内容')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '粉丝' }));
    expect(await screen.findByText('该用户未公开此内容')).toBeInTheDocument();
  });

  it('says 用户不存在 for a profile the server does not show', async () => {
    api.on(userEndpoints.personalInfo, () => {
      throw new ApiError(404, '用户不存在');
    });
    open();
    expect(await screen.findByRole('heading', { name: '用户不存在' })).toBeInTheDocument();
  });

  it("shows an enterprise user's company, brands and products", async () => {
    api.on(e.home, () => home({ variant: 'enterprise' }));
    api.on(e.enterpriseProfile, {
      userId: PROFILE_ID,
      company: '北京品驰医疗设备有限公司',
      department: '市场部',
      title: '市场经理',
      brands: [{ id: 3, name: '品驰', logo: '/b.svg', role: 'member' }],
      products: [{ id: 9, name: '品驰 G102R', image: '/p.svg', brandName: '品驰', categoryId: 4 }],
    });
    open();
    const card = await screen.findByRole('region', { name: '企业用户' });
    expect(within(card).getByText('北京品驰医疗设备有限公司 · 市场部 · 市场经理')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /品驰 G102R/ })).toHaveAttribute(
      'href',
      '/bms/classify/4/product-details/9',
    );
  });
});
