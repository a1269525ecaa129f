import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { installIntersectionObserver, reachBottom } from '@portal/testing/intersection';
import { renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymous, feedItem, list } from '../../../testing/fixtures';
import { HomePage } from '../home-page';

const api = fakeApi();

function signIn(signedIn: boolean) {
  act(() => {
    sessionStore.set(
      sessionUserAtom,
      signedIn ? { id: 1, realName: '王建国', avatarAddress: '', identity: 1, isAuth: 1 } : null,
    );
    sessionStore.set(sessionStatusAtom, signedIn ? 'signedIn' : 'signedOut');
  });
}
afterEach(() => signIn(false));

const topic = (id: number) => ({
  id,
  title: `话题${id}`,
  description: '',
  cover: '',
  followers: 10,
  questions: 5,
  isFollow: false,
});

beforeEach(() => {
  installIntersectionObserver();
  api.on(e.hotTopics, list([topic(7)]));
  api.on(e.circles, list([]));
});

describe('community home', () => {
  it('shows the feed: 置顶 and 精选 marked, a patient as 匿名用户 without a link, the ask count as spec 4 adds it', async () => {
    api.on(
      e.feed,
      list([
        feedItem(1, { isTop: 'T' }),
        feedItem(2, {
          type: 'community_activity_latest_question',
          essences: 'T',
          askQuestionsPeopleNumber: 4,
          creator: anonymous,
        }),
        feedItem(3, { type: 'community_activity_latest_question', mine: true, askQuestionsPeopleNumber: 4 }),
      ]),
    );
    renderAt('/topic-circle', <HomePage />);
    const feed = await screen.findByRole('feed', { name: '社区动态' });
    const cards = await within(feed).findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('置顶')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('精选')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('匿名用户')).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('link', { name: '匿名用户' })).not.toBeInTheDocument();
    // featured +2, own +1
    expect(within(cards[1]!).getByText('6 人想问')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('5 人想问')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: '医生1' })).toHaveAttribute(
      'href',
      '/user-center?profileUserId=1',
    );
    expect(within(cards[0]!).getByRole('link', { name: '3 个回答' })).toHaveAttribute(
      'href',
      '/topic-circle/answerhome/1',
    );
    expect(within(cards[1]!).getByRole('link', { name: /问题2/ })).toHaveAttribute(
      'href',
      '/topic-circle/questionhome?id=102',
    );
    expect(api.requests(e.feed)[0]).toMatchObject({ order: 'latest', pageNo: 1, pageSize: 10 });
  });

  it('folds a long text with 展开 / 收起', async () => {
    const long = '脑'.repeat(200);
    api.on(e.feed, list([feedItem(1, { text: long })]));
    renderAt('/topic-circle', <HomePage />);
    const toggle = await screen.findByRole('button', { name: '展开' });
    expect(screen.queryByText(long, { exact: false })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByText(long, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收起' })).toBeInTheDocument();
  });

  it('loads the next page at the bottom, ends with 没有更多了, and 热门 asks anew', async () => {
    api.on(e.feed, ({ pageNo }) => (pageNo === 1 ? list([feedItem(1)], 1, 2) : list([feedItem(2)], 2, 2)));
    renderAt('/topic-circle', <HomePage />);
    await screen.findByRole('link', { name: /问题1/ });
    await act(async () => reachBottom());
    expect(await screen.findByRole('link', { name: /问题2/ })).toBeInTheDocument();
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '热门' }));
    await waitFor(() => expect(api.requests(e.feed).at(-1)).toMatchObject({ order: 'hot', pageNo: 1 }));
  });

  it('says so when the feed is empty', async () => {
    api.on(e.feed, list([]));
    renderAt('/topic-circle', <HomePage />);
    expect(await screen.findByText('暂无内容')).toBeInTheDocument();
  });

  it('follows a hot topic when signed in (flips on the server’s answer); a visitor is asked to sign in', async () => {
    api.on(e.feed, list([]));
    const visitorHost = createTestHost({ requireLogin: jest.fn(() => false) });
    const visitor = renderAt('/topic-circle', <HomePage />, visitorHost);
    await userEvent.click(await screen.findByRole('button', { name: '关注：话题7' }));
    expect(visitorHost.requireLogin).toHaveBeenCalled();
    expect(api.requests(e.follow)).toEqual([]);
    visitor.unmount();

    signIn(true);
    api.on(e.follow, { followStatus: 'T', followers: 11 });
    renderAt('/topic-circle', <HomePage />, createTestHost({ requireLogin: jest.fn(() => true) }));
    await userEvent.click(await screen.findByRole('button', { name: '关注：话题7' }));
    expect(await screen.findByRole('button', { name: '已关注：话题7' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.requests(e.follow)).toEqual([{ contentId: 7, type: 'T' }]);
  });
});
