import type { JumpItem, JumpTarget } from '@portal/api/contract/jump';
import type { HotAnswer, HotTopic, SearchUser } from '@portal/api/contract/search';
import type { SessionUser } from '@portal/api/contract/user';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { ApiError } from '@portal/api/errors';
import { useSessionUser } from '@portal/session/hooks';
import { fakeApi, networkFailure } from '@portal/testing/fake-api';
import { testHost, testJump } from '@portal/testing/host';
import { deferred, renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listOf } from '../../../testing/fixtures';
import { ExpertsCard } from '../experts-card';
import { HotAnswersCard, hotAnswerJump } from '../hot-answers-card';
import { HotTopicsCard } from '../hot-topics-card';
import { SideCards } from '../side-cards';

jest.mock('@portal/session/hooks', () => ({ useSessionUser: jest.fn() }));

const api = fakeApi();
const follows = () => api.requests(engagementEndpoints.followUser);
/** lets a call that was started reach the fake server before asserting that none was */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const ME: SessionUser = { id: 3, realName: '我', avatarAddress: '', identity: 1, isAuth: 1 };
let me: SessionUser | null = ME;

/** The community rows of the spec 2 jump table, the rest as the shared test host. */
function communityJump(item: JumpItem): JumpTarget {
  if (item.type === 'community_question')
    return { kind: 'link', url: `/topic-circle/questionhome?id=${item.id}`, newTab: true };
  if (item.type === 'community_qa')
    return { kind: 'link', url: `/topic-circle/communitytopic?id=${item.id}`, newTab: true };
  if (item.type === 'community_answer')
    return item.url ? { kind: 'link', url: item.url, newTab: true } : { kind: 'none' };
  return testJump(item);
}

const host = () => ({
  ...testHost,
  resolveJump: communityJump,
  toast: jest.fn(),
  requireLogin: jest.fn(() => me !== null),
});

const expert = (id: number, extra: Partial<SearchUser> = {}): SearchUser => ({
  id,
  realName: `专家${id}`,
  avatarAddress: `/media/avatars/${id}.svg`,
  company: '首都医科大学附属北京天坛医院',
  department: '神经外科',
  title: '主任医师',
  fans: 100,
  isFollow: false,
  ...extra,
});

const answers = (n: number): HotAnswer[] =>
  Array.from({ length: n }, (_, i) => ({
    type: i % 2 === 0 ? 'Q' : 'A',
    parentQaId: 500 + i,
    associationId: 900 + i,
    title: `热门问答${i + 1}`,
    answers: 3,
    views: 10,
  }));

const topics = (n: number): HotTopic[] =>
  Array.from({ length: n }, (_, i) => ({
    id: 70 + i,
    title: `话题${i + 1}`,
    description: '',
    contents: 12,
    views: 300,
  }));

beforeEach(() => {
  me = ME;
  jest.mocked(useSessionUser).mockImplementation(() => me);
  api.on(searchEndpoints.experts, listOf([expert(41)]));
  api.on(searchEndpoints.hotAnswers, listOf(answers(2)));
  api.on(searchEndpoints.hotTopics, listOf(topics(2)));
});

const region = (name: string) => screen.findByRole('region', { name });

describe('名医专家', () => {
  it('asks for 4 and shows name, title, hospital and fans', async () => {
    api.on(searchEndpoints.experts, listOf([1, 2, 3, 4, 5].map((id) => expert(id))));
    renderAt('/search?keywords=x', <ExpertsCard />, host());
    const card = await region('名医专家');
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(4));
    expect(api.requests(searchEndpoints.experts)).toEqual([{ limit: 4 }]);
    const first = within(card).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('专家1');
    expect(first).toHaveTextContent('主任医师');
    expect(first).toHaveTextContent('首都医科大学附属北京天坛医院');
    expect(first).toHaveTextContent('粉丝 100');
  });

  it('follow flips at once, before the server answers, then keeps the server state', async () => {
    const call = deferred<{ followStatus: 'T' | 'F'; fans: number }>();
    api.on(engagementEndpoints.followUser, () => call.promise);
    renderAt('/search?keywords=x', <ExpertsCard />, host());
    const button = await screen.findByRole('button', { name: '关注 专家41' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('粉丝 101')).toBeInTheDocument();
    await waitFor(() => expect(follows()).toEqual([{ userId: 41 }]));
    // a second click while the first is in flight sends nothing
    await userEvent.click(button);
    await settle();
    expect(follows()).toHaveLength(1);
    call.resolve({ followStatus: 'T', fans: 150 });
    expect(await screen.findByText('粉丝 150')).toBeInTheDocument();
    await userEvent.unhover(button);
    expect(button).toHaveTextContent('已关注');
    await userEvent.hover(button);
    expect(button).toHaveTextContent('取消关注');
  });

  it('a refused follow goes back and toasts', async () => {
    api.on(engagementEndpoints.followUser, () => {
      throw new ApiError(500, '服务繁忙');
    });
    const h = host();
    renderAt('/search?keywords=x', <ExpertsCard />, h);
    const button = await screen.findByRole('button', { name: '关注 专家41' });
    await userEvent.click(button);
    await waitFor(() => expect(h.toast).toHaveBeenCalledWith('操作失败，请稍后重试'));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('粉丝 100')).toBeInTheDocument();
  });

  it('signed out: the login gate, no call, and no follow state shown', async () => {
    me = null;
    api.on(searchEndpoints.experts, listOf([expert(41, { isFollow: true })]));
    const h = host();
    renderAt('/search?keywords=x', <ExpertsCard />, h);
    const button = await screen.findByRole('button', { name: '关注 专家41' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(h.requireLogin).toHaveBeenCalled();
    await settle();
    expect(follows()).toEqual([]);
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('no follow button on oneself', async () => {
    api.on(searchEndpoints.experts, listOf([expert(ME.id), expert(41)]));
    renderAt('/search?keywords=x', <ExpertsCard />, host());
    await screen.findByRole('button', { name: '关注 专家41' });
    expect(screen.queryByRole('button', { name: `关注 专家${ME.id}` })).toBeNull();
  });
});

describe('热门问答', () => {
  it('numbers up to 10; a question opens its page, an answer its answer page', async () => {
    api.on(searchEndpoints.hotAnswers, listOf(answers(12)));
    renderAt('/search?keywords=x', <HotAnswersCard />, host());
    const card = await region('热门问答');
    await waitFor(() => expect(within(card).getAllByRole('link')).toHaveLength(10));
    expect(api.requests(searchEndpoints.hotAnswers)).toEqual([{ limit: 10 }]);
    const items = within(card).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^1问热门问答1$/);
    expect(items[9]).toHaveTextContent(/^10答热门问答10$/);
    expect(within(card).getByRole('link', { name: '热门问答1' })).toHaveAttribute(
      'href',
      '/topic-circle/questionhome?id=900',
    );
    const answerLink = within(card).getByRole('link', { name: '热门问答2' });
    expect(answerLink).toHaveAttribute('href', '/topic-circle/answerhome/901');
    expect(answerLink).toHaveAttribute('target', '_blank');
  });

  it('the jump of each kind', () => {
    const [q, a] = answers(2);
    expect(hotAnswerJump(q!)).toEqual({ type: 'community_question', id: 900 });
    expect(hotAnswerJump(a!)).toEqual({ type: 'community_answer', url: '/topic-circle/answerhome/901' });
  });
});

describe('热门话题', () => {
  it('lists up to 10 topics opening by the community_qa rule', async () => {
    api.on(searchEndpoints.hotTopics, listOf(topics(11)));
    renderAt('/search?keywords=x', <HotTopicsCard />, host());
    const card = await region('热门话题');
    await waitFor(() => expect(within(card).getAllByRole('link')).toHaveLength(10));
    expect(api.requests(searchEndpoints.hotTopics)).toEqual([{ limit: 10 }]);
    expect(within(card).getByRole('link', { name: '话题1' })).toHaveAttribute(
      'href',
      '/topic-circle/communitytopic?id=70',
    );
    expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent('12 内容 · 300 浏览');
  });
});

describe('loading, empty and failure', () => {
  it('each card shows a skeleton while loading', () => {
    api.on(searchEndpoints.experts, () => new Promise(() => {}));
    api.on(searchEndpoints.hotAnswers, () => new Promise(() => {}));
    api.on(searchEndpoints.hotTopics, () => new Promise(() => {}));
    renderAt('/search?keywords=x', <SideCards />, host());
    for (const name of ['名医专家', '热门问答', '热门话题']) {
      expect(within(screen.getByRole('region', { name })).getByRole('status')).toHaveAttribute(
        'aria-busy',
        'true',
      );
    }
  });

  it('an empty card hides itself, a failed one too, the others stay', async () => {
    api.on(searchEndpoints.experts, listOf([]));
    api.on(searchEndpoints.hotAnswers, () => {
      throw networkFailure();
    });
    renderAt('/search?keywords=x', <SideCards />, host());
    expect(await screen.findByRole('link', { name: '话题1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: '名医专家' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('region', { name: '热门问答' })).toBeNull());
    expect(screen.getByRole('region', { name: '热门话题' })).toBeInTheDocument();
  });

  it('a call that throws at once only hides its card', async () => {
    api.on(searchEndpoints.hotTopics, () => {
      throw new TypeError('not a function');
    });
    renderAt('/search?keywords=x', <SideCards />, host());
    expect(await screen.findByRole('link', { name: '热门问答1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: '热门话题' })).toBeNull());
  });
});
