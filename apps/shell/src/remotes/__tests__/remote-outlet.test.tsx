import { loadRemote } from '@module-federation/enhanced/runtime';
import { MemoryRouter, Route, Routes } from '@portal/router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetLoadedRemotes } from '../load-remote-component';
import { markRegistryFailed, markRegistryPending, setRemotes } from '../registry';
import { RemoteOutlet } from '../remote-outlet';
import { REMOTE_FAILED } from '../retry-plugin';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockLoadRemote = jest.mocked(loadRemote);

function ContentRoutes() {
  return (
    <Routes>
      <Route path="/info" element={<h1>资讯列表</h1>} />
      <Route path="/info/detail" element={<h1>资讯详情</h1>} />
    </Routes>
  );
}

const flaky = { shouldThrow: true };
function Flaky() {
  if (flaky.shouldThrow) throw new Error('render failed');
  return <h1>恢复了</h1>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<h1>首页</h1>} />
        <Route path="*" element={<RemoteOutlet />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetLoadedRemotes();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  setRemotes([{ name: 'content', entry: '/remotes/content/mf-manifest.json', prefixes: ['/info', '/case'] }]);
});

describe('RemoteOutlet', () => {
  it('shows a skeleton, then the remote routes', async () => {
    mockLoadRemote.mockResolvedValue({ default: ContentRoutes });
    renderAt('/info/detail');
    expect(screen.getByRole('status', { name: '正在加载' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '资讯详情' })).toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenCalledWith('content/routes');
  });

  it('does not load again once loaded', async () => {
    mockLoadRemote.mockResolvedValue({ default: ContentRoutes });
    const first = renderAt('/info');
    await screen.findByRole('heading', { name: '资讯列表' });
    first.unmount();
    renderAt('/info/detail');
    expect(screen.getByRole('heading', { name: '资讯详情' })).toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('a path no remote owns is the Chinese 404 page', () => {
    renderAt('/nowhere');
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    expect(mockLoadRemote).not.toHaveBeenCalled();
  });

  it('a failed load (marker module from the runtime plugin) shows the fallback; retry loads again', async () => {
    mockLoadRemote.mockResolvedValueOnce({
      [REMOTE_FAILED]: true,
      id: 'content/routes',
      error: new Error('down'),
    });
    renderAt('/info');
    expect(await screen.findByText('该模块暂时无法加载')).toBeInTheDocument();
    mockLoadRemote.mockResolvedValueOnce({ default: ContentRoutes });
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '资讯列表' })).toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('a rejected load and a module without a default export show the fallback', async () => {
    mockLoadRemote.mockRejectedValueOnce(new Error('RUNTIME-003'));
    const view = renderAt('/info');
    expect(await screen.findByText('该模块暂时无法加载')).toBeInTheDocument();
    view.unmount();
    mockLoadRemote.mockResolvedValueOnce({});
    renderAt('/case');
    expect(await screen.findByText('该模块暂时无法加载')).toBeInTheDocument();
  });

  it('a remote that throws while rendering stays in its slot; retry renders it again', async () => {
    flaky.shouldThrow = true;
    mockLoadRemote.mockResolvedValue({ default: Flaky });
    renderAt('/info');
    expect(await screen.findByText('该模块暂时无法加载')).toBeInTheDocument();
    flaky.shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByRole('heading', { name: '恢复了' })).toBeInTheDocument();
  });

  it('waits for the manifest, and offers a retry when the manifest failed', () => {
    act(() => markRegistryPending());
    const view = renderAt('/somewhere');
    expect(screen.getByRole('status', { name: '正在加载' })).toBeInTheDocument();
    act(() => markRegistryFailed(new Error('down')));
    expect(screen.getByText('该模块暂时无法加载')).toBeInTheDocument();
    view.unmount();
  });
});

describe('the host contract: ./routes may preload the page of the address', () => {
  it('renders the routes only once their preload for the current address has settled', async () => {
    let finishPreload: () => void = () => {};
    const preload = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finishPreload = resolve;
        }),
    );
    mockLoadRemote.mockResolvedValue({ default: ContentRoutes, preload });
    window.history.pushState({}, '', '/info/detail?id=3');
    renderAt('/info/detail');
    await act(async () => {});
    expect(preload).toHaveBeenCalledWith('/info/detail');
    expect(screen.queryByRole('heading', { name: '资讯详情' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: '正在加载' })).toBeInTheDocument();
    await act(async () => finishPreload());
    expect(await screen.findByRole('heading', { name: '资讯详情' })).toBeInTheDocument();
    window.history.pushState({}, '', '/');
  });

  it('a failed preload does not keep the routes away (the page shows its own failure)', async () => {
    mockLoadRemote.mockResolvedValue({
      default: ContentRoutes,
      preload: jest.fn(() => Promise.reject(new Error('chunk failed'))),
    });
    renderAt('/info');
    expect(await screen.findByRole('heading', { name: '资讯列表' })).toBeInTheDocument();
  });
});
