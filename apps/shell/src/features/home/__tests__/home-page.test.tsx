import { loadRemote } from '@module-federation/enhanced/runtime';
import { MemoryRouter } from '@portal/router';
import { render } from '@portal/testing/render';
import { act, screen, within } from '@testing-library/react';
import { IDLE_FALLBACK_DELAY_MS, resetIdle } from '../../../remotes/idle';
import { resetLoadedRemotes } from '../../../remotes/load-remote-component';
import { type RemoteEntry, setRemotes } from '../../../remotes/registry';
import { HomePage } from '../home-page';
import { HOME_WIDGETS } from '../home-widgets';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(),
}));

const mockLoadRemote = jest.mocked(loadRemote);
const CONTENT: RemoteEntry = {
  name: 'content',
  entry: '/remotes/content/mf-manifest.json',
  prefixes: ['/info'],
};
const SEARCH: RemoteEntry = {
  name: 'search',
  entry: '/remotes/search/mf-manifest.json',
  prefixes: ['/search'],
};

function renderHome() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  resetIdle();
  resetLoadedRemotes();
  mockLoadRemote.mockImplementation(async (id: string) => ({
    default: () => <p>{`组件 ${id}`}</p>,
  }));
});
afterEach(() => jest.useRealTimers());

describe('HomePage', () => {
  it('welcomes and links to the channels', () => {
    setRemotes([CONTENT]);
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: '脑医汇' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '频道入口' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/info', '/meeting/home', '/case', '/mooc', '/holographic', '/topic-circle/']);
  });

  it("paints the hero at once and the content remote's news feed after the first idle period", async () => {
    setRemotes([CONTENT]);
    renderHome();
    const news = screen.getByRole('region', { name: '最新资讯' });
    expect(within(news).getByRole('status', { name: '正在加载' })).toBeInTheDocument();
    expect(mockLoadRemote).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(IDLE_FALLBACK_DELAY_MS));
    expect(within(news).getByText('组件 content/widgets/NewsFeed')).toBeInTheDocument();
  });

  it('skips the hot searches slot while the search remote is not registered, and shows it once it is', async () => {
    setRemotes([CONTENT]);
    const view = renderHome();
    expect(screen.queryByRole('region', { name: '热门搜索' })).not.toBeInTheDocument();
    view.unmount();

    setRemotes([CONTENT, SEARCH]);
    renderHome();
    await act(() => jest.advanceTimersByTimeAsync(IDLE_FALLBACK_DELAY_MS));
    const hot = screen.getByRole('region', { name: '热门搜索' });
    expect(within(hot).getByText('组件 search/widgets/HotSearches')).toBeInTheDocument();
  });

  it("declares its widgets in the shell: the news feed, then today's meetings (optional), hot searches optional", () => {
    expect(HOME_WIDGETS.main.map((w) => `${w.remote}/${w.expose}`)).toEqual([
      'content/./widgets/NewsFeed',
      'meetings/./widgets/TodayMeetings',
    ]);
    expect(HOME_WIDGETS.main[1]).toMatchObject({ optional: true });
    expect(HOME_WIDGETS.aside).toEqual([expect.objectContaining({ remote: 'search', optional: true })]);
  });
});
