import { MemoryRouter } from '@portal/router';
import { sessionStatusAtom, sessionUserAtom, signOut } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginControl, signInHref } from '../login-control';

jest.mock('@portal/session/session', () => ({
  ...jest.requireActual('@portal/session/session'),
  signOut: jest.fn(),
}));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LoginControl />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStore.set(sessionUserAtom, null);
  sessionStore.set(sessionStatusAtom, 'signedOut');
});

describe('LoginControl', () => {
  it('signed out: a 登录 link back to the current page', () => {
    renderAt('/info/detail?id=3');
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      `/signin?fallbackUrl=${encodeURIComponent('/info/detail?id=3')}`,
    );
  });

  it('the sign-in pages link back home', () => {
    expect(signInHref('/signin', '?fallbackUrl=%2Fcase')).toBe('/signin?fallbackUrl=%2F');
    expect(signInHref('/register', '')).toBe('/signin?fallbackUrl=%2F');
  });

  it('shows nothing while the session is being checked', () => {
    act(() => sessionStore.set(sessionStatusAtom, 'checking'));
    renderAt('/');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('signed in: avatar and name, a menu with 退出登录 calling signOut', async () => {
    act(() => {
      sessionStore.set(sessionUserAtom, {
        id: 1,
        realName: '张伟',
        avatarAddress: '/a.png',
        identity: 1,
        isAuth: 1,
      });
      sessionStore.set(sessionStatusAtom, 'signedIn');
    });
    renderAt('/');
    expect(screen.getByRole('img', { name: '张伟' })).toHaveAttribute('src', '/a.png');
    const toggle = screen.getByRole('button', { name: /张伟/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('the menu links the account pages in new tabs; arrows move between items', async () => {
    act(() => {
      sessionStore.set(sessionUserAtom, {
        id: 7,
        realName: '张伟',
        avatarAddress: '',
        identity: 1,
        isAuth: 1,
      });
      sessionStore.set(sessionStatusAtom, 'signedIn');
    });
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: /张伟/ }));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['个人主页', '/user-center?profileUserId=7'],
      ['个人资料', '/personaldata'],
      ['消息中心', '/message-center'],
      ['浏览历史', '/browsing-history'],
      ['我的课程', '/myCourses'],
      ['我的积分', '/score'],
      ['我的钱包', '/user-center/wallet'],
      ['优惠券', '/user-center/coupons'],
      ['实物订单', '/user-center/physical-orders'],
      ['退出登录', null],
    ]);
    for (const link of items.slice(0, -1)) expect(link).toHaveAttribute('target', '_blank');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(items.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /张伟/ })).toHaveFocus();
  });

  it('the menu closes on Escape and on a click outside', async () => {
    act(() => {
      sessionStore.set(sessionUserAtom, {
        id: 1,
        realName: '张伟',
        avatarAddress: '',
        identity: 1,
        isAuth: 1,
      });
      sessionStore.set(sessionStatusAtom, 'signedIn');
    });
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: /张伟/ }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /张伟/ }));
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
