import { loadRemote } from '@module-federation/enhanced/runtime';
import { Link, MemoryRouter, Route, Routes } from '@portal/router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetLoadedRemotes } from '../load-remote-component';
import { setRemotes } from '../registry';
import { RemoteOutlet } from '../remote-outlet';
import { holdServerPage, releaseServerPage } from '../server-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockLoadRemote = jest.mocked(loadRemote);

function ContentRoutes() {
  return (
    <Routes>
      <Route path="/info/detail" element={<h1>屏幕上的资讯详情</h1>} />
      <Route path="/info" element={<Link to="/info/detail?id=8">另一篇</Link>} />
    </Routes>
  );
}

/** `#root` as the server sent it: the page's text */
function serverRoot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<div class="portal-page-frame"><div class="portal-page-text"><h1>服务器的标题</h1><p>正文</p></div></div>';
  return root;
}

/** the routes' module, arriving when the test says */
function remoteArrivingLater() {
  let arrive: () => void = () => {};
  mockLoadRemote.mockReturnValue(
    new Promise((resolve) => {
      arrive = () => resolve({ default: ContentRoutes });
    }),
  );
  return () => act(async () => arrive());
}

function renderAt(address: string) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="*" element={<RemoteOutlet />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetLoadedRemotes();
  releaseServerPage();
  setRemotes([{ name: 'content', entry: '/remotes/content/mf-manifest.json', prefixes: ['/info'] }]);
});

describe("the server's text of the first page", () => {
  it('stays on screen, the very nodes, until the remote page renders in its place', async () => {
    const root = serverRoot();
    const heading = root.querySelector('h1');
    holdServerPage(root, '/info/detail?id=7');
    const arrive = remoteArrivingLater();
    renderAt('/info/detail?id=7');

    expect(screen.getByRole('heading', { name: '服务器的标题' })).toBe(heading);
    expect(screen.getByText('正文')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '正在加载' })).not.toBeInTheDocument();

    await arrive();
    expect(screen.getByRole('heading', { name: '屏幕上的资讯详情' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '服务器的标题' })).not.toBeInTheDocument();
  });

  it('is for the first address only: a later navigation shows the skeleton', async () => {
    holdServerPage(serverRoot(), '/info');
    mockLoadRemote.mockResolvedValue({ default: ContentRoutes });
    renderAt('/info');
    await userEvent.click(await screen.findByRole('link', { name: '另一篇' }));
    expect(screen.getByRole('heading', { name: '屏幕上的资讯详情' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '服务器的标题' })).not.toBeInTheDocument();

    // the module is loaded now; a fresh outlet at the first address does not bring the text back
    resetLoadedRemotes();
    const arrive = remoteArrivingLater();
    renderAt('/info');
    expect(screen.getByRole('status', { name: '正在加载' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '服务器的标题' })).not.toBeInTheDocument();
    await arrive();
  });

  it('is not shown at another address than the one the server answered', async () => {
    holdServerPage(serverRoot(), '/info/detail?id=7');
    const arrive = remoteArrivingLater();
    renderAt('/info/detail?id=9');
    expect(screen.getByRole('status', { name: '正在加载' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '服务器的标题' })).not.toBeInTheDocument();
    await arrive();
  });

  it('gives way to the remote unavailable message when the remote fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    holdServerPage(serverRoot(), '/info/detail?id=7');
    mockLoadRemote.mockRejectedValue(new Error('down'));
    renderAt('/info/detail?id=7');
    expect(await screen.findByText('该模块暂时无法加载')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '服务器的标题' })).not.toBeInTheDocument();
  });
});
