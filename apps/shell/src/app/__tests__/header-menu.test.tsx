import { portalEndpoints } from '@portal/api/endpoints/portal';
import { Link, MemoryRouter, Route, Routes } from '@portal/router';
import { sessionStatusAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi, networkFailure } from '@portal/testing/fake-api';
import { render } from '@portal/testing/render';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Layout } from '../layout';

jest.mock('@portal/shared-ui/toast', () => ({ toast: jest.fn() }));
jest.mock('../../remotes/idle', () => ({ afterFirstIdle: jest.fn(() => Promise.resolve()) }));

const api = fakeApi();
const offline = () => {
  throw networkFailure();
};

beforeEach(() => {
  api.on(portalEndpoints.navigation, offline);
  api.on(portalEndpoints.hintWords, offline);
  api.on(portalEndpoints.footerQrCodes, offline);
  sessionStore.set(sessionStatusAtom, 'signedOut');
});

async function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Layout />}>
          <Route
            path="*"
            element={
              <Link to="/case" className="page-link">
                去病例
              </Link>
            }
          />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  await act(async () => {});
}

const menuButton = () => within(screen.getByRole('banner')).getByRole('button', { name: /菜单$/ });
const panelOf = (button: HTMLElement) => {
  const id = button.getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error('the menu button controls the panel');
  return panel;
};

describe('the phone header menu', () => {
  it('is a disclosure of the panel holding every header element; opening moves the focus into it', async () => {
    await renderAt('/');
    const button = menuButton();
    expect(button).toHaveAccessibleName('打开菜单');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = panelOf(button);
    // every header element is inside the panel the button opens
    const inPanel = within(panel);
    expect(inPanel.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    expect(inPanel.getByRole('button', { name: /更多/ })).toBeInTheDocument();
    expect(inPanel.getByRole('search')).toBeInTheDocument();
    expect(inPanel.getByRole('button', { name: /发布/ })).toBeInTheDocument();
    expect(inPanel.getByRole('link', { name: '消息中心' })).toBeInTheDocument();
    expect(inPanel.getByRole('link', { name: 'EN' })).toBeInTheDocument();
    expect(inPanel.getByRole('link', { name: '登录' })).toBeInTheDocument();

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('关闭菜单');
    expect(panel.className).toMatch(/(^| )max-lg:flex( |$)/);
    expect(inPanel.getByRole('link', { name: '首页' })).toHaveFocus();
  });

  it('Escape closes it and puts the focus back on the menu button', async () => {
    await renderAt('/');
    const button = menuButton();
    fireEvent.click(button);
    fireEvent.keyDown(within(panelOf(button)).getByRole('link', { name: '首页' }), { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button).className).toMatch(/(^| )max-lg:hidden( |$)/);
    expect(button).toHaveFocus();
  });

  it('the search entry opens it with the focus in the search box', async () => {
    await renderAt('/');
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: '打开搜索' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: '站内搜索' })).toHaveFocus();
  });

  it('a press outside the header or another page closes it', async () => {
    await renderAt('/');
    fireEvent.click(menuButton());
    fireEvent.mouseDown(screen.getByRole('main'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: '病例' }));
    await act(async () => {});
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
