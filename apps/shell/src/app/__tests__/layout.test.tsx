import { portalEndpoints } from '@portal/api/endpoints/portal';
import { MemoryRouter, Route, Routes } from '@portal/router';
import { sessionStatusAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi, networkFailure } from '@portal/testing/fake-api';
import { render } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterFirstIdle } from '../../remotes/idle';
import { Layout } from '../layout';

jest.mock('@portal/shared-ui/toast', () => ({ toast: jest.fn() }));
// the frame's server data waits for the first idle period; here it comes at once
jest.mock('../../remotes/idle', () => ({ afterFirstIdle: jest.fn(() => Promise.resolve()) }));

const api = fakeApi();
const offline = () => {
  throw networkFailure();
};
const page = (n: number) => ({ pageNo: 1, pageSize: n, totalPage: 1, totalCount: n });
const list = <T,>(items: T[]) => ({ code: 1 as const, list: items, page: page(items.length) });

async function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<p>页面内容</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  await act(async () => {});
}

const linksOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

beforeEach(() => {
  api.on(portalEndpoints.navigation, offline);
  api.on(portalEndpoints.hintWords, offline);
  api.on(portalEndpoints.footerQrCodes, offline);
});

describe('Layout', () => {
  it('the header keeps the static navigation when the call fails, with the active link', async () => {
    await renderAt('/info');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: '脑医汇' })).toHaveAttribute('href', '/');
    const nav = within(header).getByRole('navigation', { name: '主导航' });
    expect(linksOf(nav)).toEqual([
      ['首页', '/'],
      ['资讯', '/info'],
      ['会议', '/meeting/home'],
      ['病例', '/case'],
      ['云课堂', '/mooc'],
      ['全景手术', '/holographic'],
      ['关于我们', '/introduce?optionActive=aboutUs'],
    ]);
    expect(within(nav).getByRole('link', { name: '资讯' })).toHaveAttribute('aria-current', 'page');
    expect(within(header).getByRole('search')).toBeInTheDocument();
  });

  it('asks the server for nothing before the first idle period: the static frame paints first', async () => {
    let idle: () => void = () => {};
    jest.mocked(afterFirstIdle).mockReturnValue(new Promise<void>((resolve) => (idle = resolve)));
    await renderAt('/');
    expect(api.log()).toEqual([]);
    expect(within(screen.getByRole('navigation', { name: '主导航' })).getAllByRole('link')).toHaveLength(7);
    await act(async () => idle());
    await waitFor(() =>
      expect(api.requests(portalEndpoints.navigation)).toEqual(
        expect.arrayContaining([{ position: 'header' }, { position: 'footer' }]),
      ),
    );
    await waitFor(() =>
      expect(api.requests(portalEndpoints.hintWords)).toEqual([{ dictIdStr: 'search_hint' }]),
    );
    jest.mocked(afterFirstIdle).mockImplementation(() => Promise.resolve());
  });

  it('the header shows the server links in their order; a new-tab link opens in a new tab', async () => {
    api.on(portalEndpoints.navigation, ({ position }) =>
      position === 'header'
        ? list([
            { id: 1, name: '首页', url: '/', newTab: false },
            { id: 2, name: '会议', url: '/meeting/home', newTab: false },
            { id: 3, name: '资讯', url: '/info', newTab: false },
            { id: 4, name: '招募', url: 'https://trial.example/', newTab: true },
            { id: 5, name: '坏链接', url: 'javascript:alert(1)', newTab: false },
          ])
        : list([]),
    );
    await renderAt('/meeting/home');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    await waitFor(() => expect(within(nav).queryByRole('link', { name: '招募' })).toBeInTheDocument());
    expect(api.requests(portalEndpoints.navigation)).toContainEqual({ position: 'header' });
    expect(linksOf(nav)).toEqual([
      ['首页', '/'],
      ['会议', '/meeting/home'],
      ['资讯', '/info'],
      ['招募', 'https://trial.example/'],
    ]);
    expect(within(nav).getByRole('link', { name: '会议' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: '招募' })).toHaveAttribute('target', '_blank');
  });

  it('the header holds More, Publish, the message icon, EN and sign-in', async () => {
    sessionStore.set(sessionStatusAtom, 'signedOut');
    await renderAt('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: /更多/ })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /发布/ })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: '消息中心' })).toHaveAttribute('href', '/message-center');
    expect(within(header).getByRole('link', { name: 'EN' })).toHaveAttribute(
      'href',
      'https://en.naoyihui.com/',
    );
    expect(within(header).getByRole('link', { name: '登录' })).toBeInTheDocument();
  });

  it('renders the page between header and footer', async () => {
    await renderAt('/anything');
    expect(within(screen.getByRole('main')).getByText('页面内容')).toBeInTheDocument();
  });

  it('has the footer with filing and copyright texts and the static links when the call fails', async () => {
    await renderAt('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '京ICP备2026012345号-1' })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    );
    expect(within(footer).getByText('© 2026 脑医汇 版权所有')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '关于我们' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(footer).queryByRole('region', { name: '关注脑医汇' })).not.toBeInTheDocument(),
    );
  });

  it('the footer shows the server links and six QR codes drawn by the server', async () => {
    api.on(portalEndpoints.navigation, ({ position }) =>
      position === 'footer'
        ? list([
            { id: 11, name: '联系我们', url: '/introduce?optionActive=contactUs', newTab: false },
            { id: 12, name: '英文站', url: 'https://en.naoyihui.com/', newTab: true },
          ])
        : list([]),
    );
    const codes = ['官方微信', '微信视频号', '脑医汇App', '官方微博', '抖音', '小程序', '第七个'].map(
      (name, i) => ({
        id: i + 1,
        name,
        url: `https://qr.example/${i + 1}`,
      }),
    );
    api.on(portalEndpoints.footerQrCodes, list(codes));
    await renderAt('/');
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: '脑医汇' });
    await waitFor(() => expect(within(nav).queryByRole('link', { name: '英文站' })).toBeInTheDocument());
    expect(linksOf(nav)).toEqual([
      ['联系我们', '/introduce?optionActive=contactUs'],
      ['英文站', 'https://en.naoyihui.com/'],
    ]);
    expect(within(nav).getByRole('link', { name: '英文站' })).toHaveAttribute('target', '_blank');
    const qr = within(footer).getByRole('region', { name: '关注脑医汇' });
    const images = await within(qr).findAllByRole('img');
    expect(images).toHaveLength(6);
    expect(images[0]).toHaveAttribute('alt', '官方微信二维码');
    expect(images[0]).toHaveAttribute(
      'src',
      `/media/qr.svg?url=${encodeURIComponent('https://qr.example/1')}`,
    );
    for (const img of images) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '88');
      expect(img).toHaveAttribute('height', '88');
    }
    expect(within(qr).getByText('小程序')).toBeInTheDocument();
    expect(within(qr).queryByText('第七个')).not.toBeInTheDocument();
  });

  it('has the side bar', async () => {
    await renderAt('/');
    expect(screen.getByRole('complementary', { name: '快捷工具' })).toBeInTheDocument();
  });
});
