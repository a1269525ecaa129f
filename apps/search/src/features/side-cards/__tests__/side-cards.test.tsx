import { toggleFollowUser } from '@portal/api/calls/article';
import { getExperts, getHotAnswers, getHotTopics } from '@portal/api/calls/search';
import type { JumpItem, JumpTarget } from '@portal/api/contract/jump';
import type { HotAnswer, HotTopic, SearchUser } from '@portal/api/contract/search';
import type { SessionUser } from '@portal/api/contract/user';
import { useSessionUser } from '@portal/session/hooks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, renderAt, testHost, testJump } from '../../../testing/render';
import { ExpertsCard } from '../experts-card';
import { HotAnswersCard, hotAnswerJump } from '../hot-answers-card';
import { HotTopicsCard } from '../hot-topics-card';
import { SideCards } from '../side-cards';

jest.mock('@portal/api/calls/article', () => ({ toggleFollowUser: jest.fn() }));
jest.mock('@portal/api/calls/search', () => ({
  getExperts: jest.fn(),
  getHotAnswers: jest.fn(),
  getHotTopics: jest.fn(),
}));
jest.mock('@portal/session/hooks', () => ({ useSessionUser: jest.fn() }));

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
  jest.mocked(getExperts).mockResolvedValue([expert(41)]);
  jest.mocked(getHotAnswers).mockResolvedValue(answers(2));
  jest.mocked(getHotTopics).mockResolvedValue(topics(2));
});

const region = (name: string) => screen.findByRole('region', { name });

describe('名医专家', () => {
  it('asks for 4 and shows name, title, hospital and fans', async () => {
    jest.mocked(getExperts).mockResolvedValue([1, 2, 3, 4, 5].map((id) => expert(id)));
    renderAt('/search?keywords=x', <ExpertsCard />, host());
    const card = await region('名医专家');
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(4));
    expect(getExperts).toHaveBeenCalledWith(expect.objectContaining({ limit: 4 }));
    const first = within(card).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('专家1');
    expect(first).toHaveTextContent('主任医师');
    expect(first).toHaveTextContent('首都医科大学附属北京天坛医院');
    expect(first).toHaveTextContent('粉丝 100');
  });

  it('follow flips at once, before the server answers, then keeps the server state', async () => {
    const call = deferred<{ followStatus: 'T' | 'F'; fans: number }>();
    jest.mocked(toggleFollowUser).mockReturnValue(call.promise);
    renderAt('/search?keywords=x', <ExpertsCard />, host());
    const button = await screen.findByRole('button', { name: '关注 专家41' });
    await userEvent.click(button);
    expect(toggleFollowUser).toHaveBeenCalledWith(41);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('粉丝 101')).toBeInTheDocument();
    // a second click while the first is in flight sends nothing
    await userEvent.click(button);
    expect(toggleFollowUser).toHaveBeenCalledTimes(1);
    call.resolve({ followStatus: 'T', fans: 150 });
    expect(await screen.findByText('粉丝 150')).toBeInTheDocument();
    await userEvent.unhover(button);
    expect(button).toHaveTextContent('已关注');
    await userEvent.hover(button);
    expect(button).toHaveTextContent('取消关注');
  });

  it('a refused follow goes back and toasts', async () => {
    jest.mocked(toggleFollowUser).mockRejectedValue(new Error('500'));
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
    jest.mocked(getExperts).mockResolvedValue([expert(41, { isFollow: true })]);
    const h = host();
    renderAt('/search?keywords=x', <ExpertsCard />, h);
    const button = await screen.findByRole('button', { name: '关注 专家41' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(h.requireLogin).toHaveBeenCalled();
    expect(toggleFollowUser).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('no follow button on oneself', async () => {
    jest.mocked(getExperts).mockResolvedValue([expert(ME.id), expert(41)]);
    renderAt('/search?keywords=x', <ExpertsCard />, host());
    await screen.findByRole('button', { name: '关注 专家41' });
    expect(screen.queryByRole('button', { name: `关注 专家${ME.id}` })).toBeNull();
  });
});

describe('热门问答', () => {
  it('numbers up to 10; a question opens its page, an answer its answer page', async () => {
    jest.mocked(getHotAnswers).mockResolvedValue(answers(12));
    renderAt('/search?keywords=x', <HotAnswersCard />, host());
    const card = await region('热门问答');
    await waitFor(() => expect(within(card).getAllByRole('link')).toHaveLength(10));
    expect(getHotAnswers).toHaveBeenCalledWith(expect.objectContaining({ limit: 10 }));
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
    jest.mocked(getHotTopics).mockResolvedValue(topics(11));
    renderAt('/search?keywords=x', <HotTopicsCard />, host());
    const card = await region('热门话题');
    await waitFor(() => expect(within(card).getAllByRole('link')).toHaveLength(10));
    expect(getHotTopics).toHaveBeenCalledWith(expect.objectContaining({ limit: 10 }));
    expect(within(card).getByRole('link', { name: '话题1' })).toHaveAttribute(
      'href',
      '/topic-circle/communitytopic?id=70',
    );
    expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent('12 内容 · 300 浏览');
  });
});

describe('loading, empty and failure', () => {
  it('each card shows a skeleton while loading', () => {
    jest.mocked(getExperts).mockReturnValue(new Promise(() => {}));
    jest.mocked(getHotAnswers).mockReturnValue(new Promise(() => {}));
    jest.mocked(getHotTopics).mockReturnValue(new Promise(() => {}));
    renderAt('/search?keywords=x', <SideCards />, host());
    for (const name of ['名医专家', '热门问答', '热门话题']) {
      expect(within(screen.getByRole('region', { name })).getByRole('status')).toHaveAttribute(
        'aria-busy',
        'true',
      );
    }
  });

  it('an empty card hides itself, a failed one too, the others stay', async () => {
    jest.mocked(getExperts).mockResolvedValue([]);
    jest.mocked(getHotAnswers).mockRejectedValue(new Error('offline'));
    renderAt('/search?keywords=x', <SideCards />, host());
    expect(await screen.findByRole('link', { name: '话题1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: '名医专家' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('region', { name: '热门问答' })).toBeNull());
    expect(screen.getByRole('region', { name: '热门话题' })).toBeInTheDocument();
  });

  it('a call that throws at once only hides its card', async () => {
    jest.mocked(getHotTopics).mockImplementation(() => {
      throw new TypeError('not a function');
    });
    renderAt('/search?keywords=x', <SideCards />, host());
    expect(await screen.findByRole('link', { name: '热门问答1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: '热门话题' })).toBeNull());
  });
});
