import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDLE_FALLBACK_DELAY_MS, resetIdle } from '../idle';
import { resetLoadedRemotes } from '../load-remote-component';
import { loadRemotesManifest } from '../load-remotes';
import { isRemoteLoading } from '../progress';
import { markRegistryFailed, markRegistryPending, setRemotes } from '../registry';
import { REMOTE_FAILED } from '../retry-plugin';
import { holdServerPage, releaseServerPage } from '../server-page';
import { WidgetSlot } from '../widget-slot';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(),
}));
jest.mock('../load-remotes', () => ({ loadRemotesManifest: jest.fn() }));

const mockLoadRemote = jest.mocked(loadRemote);

function NewsFeed() {
  return <h2>最新资讯列表</h2>;
}

const flaky = { shouldThrow: true };
function Flaky() {
  if (flaky.shouldThrow) throw new Error('render failed');
  return <h2>恢复了</h2>;
}

function renderSlot(props: Partial<Parameters<typeof WidgetSlot>[0]> = {}) {
  return render(
    <WidgetSlot remote="content" expose="./widgets/NewsFeed" label="最新资讯" minHeight={480} {...props} />,
  );
}

const slot = () => screen.getByRole('region', { name: '最新资讯' });
const idle = () => act(() => jest.advanceTimersByTimeAsync(IDLE_FALLBACK_DELAY_MS));

beforeEach(() => {
  jest.useFakeTimers();
  resetIdle();
  resetLoadedRemotes();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  setRemotes([{ name: 'content', entry: '/remotes/content/mf-manifest.json', prefixes: ['/info'] }]);
});
afterEach(() => jest.useRealTimers());

describe('WidgetSlot', () => {
  it('keeps its height with a skeleton, loads the widget only after the first idle period', async () => {
    mockLoadRemote.mockResolvedValue({ default: NewsFeed });
    renderSlot();
    expect(slot()).toHaveStyle({ minHeight: '480px' });
    expect(within(slot()).getByRole('status', { name: '正在加载' })).toBeInTheDocument();
    expect(mockLoadRemote).not.toHaveBeenCalled();

    await idle();
    expect(mockLoadRemote).toHaveBeenCalledWith('content/widgets/NewsFeed');
    expect(within(slot()).getByRole('heading', { name: '最新资讯列表' })).toBeInTheDocument();
  });

  it('reports its load to the progress bar while it runs', async () => {
    let finish!: (mod: unknown) => void;
    mockLoadRemote.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderSlot();
    await idle();
    expect(isRemoteLoading()).toBe(true);
    await act(async () => finish({ default: NewsFeed }));
    expect(isRemoteLoading()).toBe(false);
    expect(screen.getByRole('heading', { name: '最新资讯列表' })).toBeInTheDocument();
  });

  it('a remote that cannot load shows the Chinese fallback in its slot only; 重试 loads again', async () => {
    jest.useRealTimers();
    mockLoadRemote.mockResolvedValueOnce({ [REMOTE_FAILED]: true, id: 'content/widgets/NewsFeed', error: 1 });
    render(
      <>
        <h1>首页</h1>
        <WidgetSlot remote="content" expose="./widgets/NewsFeed" label="最新资讯" minHeight={480} />
      </>,
    );
    expect(await within(slot()).findByText('该模块暂时无法加载')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '首页' })).toBeInTheDocument();

    mockLoadRemote.mockResolvedValueOnce({ default: NewsFeed });
    await userEvent.click(within(slot()).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '最新资讯列表' })).toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('a widget that throws while rendering stays in its slot; 重试 renders it again', async () => {
    jest.useRealTimers();
    flaky.shouldThrow = true;
    mockLoadRemote.mockResolvedValue({ default: Flaky });
    renderSlot();
    expect(await within(slot()).findByText('该模块暂时无法加载')).toBeInTheDocument();
    flaky.shouldThrow = false;
    await userEvent.click(within(slot()).getByRole('button', { name: '重试' }));
    expect(screen.getByRole('heading', { name: '恢复了' })).toBeInTheDocument();
  });

  it('is skipped when its remote is not registered', () => {
    const view = renderSlot({ remote: 'search', expose: './widgets/HotSearches', label: '热门搜索' });
    expect(view.container).toBeEmptyDOMElement();
    view.unmount();
    // optional: nothing either while the manifest is pending or failed
    act(() => markRegistryPending());
    const pending = renderSlot({ remote: 'search', optional: true });
    expect(pending.container).toBeEmptyDOMElement();
    act(() => markRegistryFailed(new Error('down')));
    expect(pending.container).toBeEmptyDOMElement();
    expect(mockLoadRemote).not.toHaveBeenCalled();
  });

  it('waits for the manifest with a skeleton, and offers 重试 of the manifest when it failed', async () => {
    setRemotes([]);
    act(() => markRegistryPending());
    renderSlot();
    expect(within(slot()).getByRole('status', { name: '正在加载' })).toBeInTheDocument();
    act(() => markRegistryFailed(new Error('down')));
    expect(within(slot()).getByText('该模块暂时无法加载')).toBeInTheDocument();
    jest.useRealTimers();
    await userEvent.click(within(slot()).getByRole('button', { name: '重试' }));
    expect(loadRemotesManifest).toHaveBeenCalledTimes(1);
  });

  describe("the server's rows of the page first opened (the home page's news, issue 24)", () => {
    /** `#root` as the server sent `/`: the news rows marked with the slot's module id */
    function holdHome() {
      const root = document.createElement('div');
      root.innerHTML =
        '<div class="portal-home"><section><div data-server-part="content/widgets/NewsFeed"><h2>最新资讯</h2><ul><li>服务器的第一条资讯</li></ul></div></section></div>';
      const part = root.querySelector('[data-server-part]');
      holdServerPage(root, '/');
      return part;
    }
    afterEach(() => releaseServerPage());

    it('shows those very nodes instead of the skeleton, while the manifest and the widget load', async () => {
      const part = holdHome();
      setRemotes([]);
      act(() => markRegistryPending());
      renderSlot();
      expect(within(slot()).getByText('服务器的第一条资讯')).toBeInTheDocument();
      expect(slot().contains(part)).toBe(true);
      expect(within(slot()).queryByRole('status')).not.toBeInTheDocument();

      mockLoadRemote.mockResolvedValue({ default: NewsFeed });
      act(() =>
        setRemotes([{ name: 'content', entry: '/remotes/content/mf-manifest.json', prefixes: ['/info'] }]),
      );
      // registered, waiting for the first idle period: still the server's rows, the same node
      expect(slot().contains(part)).toBe(true);
      await idle();
      expect(within(slot()).getByRole('heading', { name: '最新资讯列表' })).toBeInTheDocument();
      expect(within(slot()).queryByText('服务器的第一条资讯')).not.toBeInTheDocument();
    });

    it('only once, and only in the slot it names: a slot shown again, or another, shows the skeleton', async () => {
      holdHome();
      mockLoadRemote.mockReturnValue(new Promise(() => {}));
      const first = renderSlot();
      expect(within(slot()).getByText('服务器的第一条资讯')).toBeInTheDocument();
      first.unmount();
      renderSlot();
      expect(within(slot()).getByRole('status', { name: '正在加载' })).toBeInTheDocument();
      expect(screen.queryByText('服务器的第一条资讯')).not.toBeInTheDocument();
    });

    it('a slot of another widget leaves the rows alone', () => {
      holdHome();
      setRemotes([{ name: 'meetings', entry: '/remotes/meetings/mf-manifest.json', prefixes: ['/meeting'] }]);
      renderSlot({ remote: 'meetings', expose: './widgets/TodayMeetings', label: '今日会议' });
      const meetings = screen.getByRole('region', { name: '今日会议' });
      expect(within(meetings).getByRole('status', { name: '正在加载' })).toBeInTheDocument();
      expect(screen.queryByText('服务器的第一条资讯')).not.toBeInTheDocument();
    });
  });
});
