import { userEndpoints } from '@portal/api/endpoints/user';
import { messageKeys } from '@portal/api/queries/account-messages';
import { UNREAD_POLL_MS } from '@portal/api/queries/message-badge';
import { pageNavigation } from '@portal/session/navigation';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { toast } from '@portal/shared-ui/toast';
import { fakeApi, networkFailure } from '@portal/testing/fake-api';
import { render } from '@portal/testing/render';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BADGE_CAP, badgeText, MessageLink } from '../message-link';

jest.mock('@portal/shared-ui/toast', () => ({ toast: jest.fn() }));

const api = fakeApi();
const asked = () => api.requests(userEndpoints.unreadCount).length;

function setStatus(signedIn: boolean) {
  act(() => {
    sessionStore.set(
      sessionUserAtom,
      signedIn ? { id: 1, realName: '王建国', avatarAddress: '', identity: 1, isAuth: 1 } : null,
    );
    sessionStore.set(sessionStatusAtom, signedIn ? 'signedIn' : 'signedOut');
  });
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
}

let now = 1_000_000;
beforeEach(() => {
  now += 10_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  api.on(userEndpoints.unreadCount, { count: 3 });
  setVisibility('visible');
});

describe('badgeText', () => {
  it.each([
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%p -> %p', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });

  it('caps at 99 (spec 9)', () => {
    expect(BADGE_CAP).toBe(99);
  });
});

describe('MessageLink', () => {
  it('signed in: links the message center in a new tab with the unread count', async () => {
    setStatus(true);
    render(<MessageLink />);
    const link = await screen.findByRole('link', { name: '消息中心，3条未读' });
    expect(link).toHaveAttribute('href', '/message-center');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('3');
  });

  it('shows 99+ above 99 and no badge at 0', async () => {
    setStatus(true);
    api.once(userEndpoints.unreadCount, { count: 250 });
    render(<MessageLink />);
    expect(await screen.findByRole('link', { name: '消息中心，99+条未读' })).toHaveTextContent('99+');
    api.once(userEndpoints.unreadCount, { count: 0 });
    now += 5000;
    await act(async () => {
      fireEvent.focus(window);
    });
    expect(await screen.findByRole('link', { name: '消息中心' })).toHaveTextContent('');
  });

  it('asks again on window focus and when the tab becomes visible, not when hidden', async () => {
    setStatus(true);
    render(<MessageLink />);
    await screen.findByRole('link', { name: '消息中心，3条未读' });
    expect(asked()).toBe(1);

    api.once(userEndpoints.unreadCount, { count: 7 });
    now += 5000;
    await act(async () => {
      fireEvent.focus(window);
    });
    expect(await screen.findByRole('link', { name: '消息中心，7条未读' })).toBeInTheDocument();

    now += 5000;
    setVisibility('hidden');
    await act(async () => {
      fireEvent(document, new Event('visibilitychange'));
    });
    expect(asked()).toBe(2);

    api.once(userEndpoints.unreadCount, { count: 8 });
    now += 5000;
    setVisibility('visible');
    await act(async () => {
      fireEvent(document, new Event('visibilitychange'));
    });
    expect(await screen.findByRole('link', { name: '消息中心，8条未读' })).toBeInTheDocument();
    expect(asked()).toBe(3);
  });

  it('focus and visibility arriving together ask once', async () => {
    setStatus(true);
    render(<MessageLink />);
    await screen.findByRole('link', { name: '消息中心，3条未读' });
    now += 5000;
    await act(async () => {
      fireEvent(document, new Event('visibilitychange'));
      fireEvent.focus(window);
    });
    await waitFor(() => expect(asked()).toBe(2));
    // and no third
    await act(async () => {});
    expect(asked()).toBe(2);
  });

  it('keeps the last count when a refresh fails', async () => {
    setStatus(true);
    render(<MessageLink />);
    await screen.findByRole('link', { name: '消息中心，3条未读' });
    api.once(userEndpoints.unreadCount, () => {
      throw networkFailure();
    });
    now += 5000;
    await act(async () => {
      fireEvent.focus(window);
    });
    await waitFor(() => expect(asked()).toBe(2));
    await act(async () => {});
    expect(screen.getByRole('link', { name: '消息中心，3条未读' })).toBeInTheDocument();
  });

  it('follows the message centre: marking read there (the same QueryClient) asks again at once', async () => {
    setStatus(true);
    const { client } = render(<MessageLink />);
    await screen.findByRole('link', { name: '消息中心，3条未读' });
    api.once(userEndpoints.unreadCount, { count: 1 });
    // what the message centre does after marking read
    await act(async () => {
      await client.invalidateQueries({ queryKey: messageKeys.unread(1) });
    });
    expect(await screen.findByRole('link', { name: '消息中心，1条未读' })).toBeInTheDocument();
    expect(asked()).toBe(2);
  });

  it('asks every 30 s while the page is open, so new messages show without a reload', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'Date'] });
    try {
      setStatus(true);
      render(<MessageLink />);
      await act(async () => {});
      expect(await screen.findByRole('link', { name: '消息中心，3条未读' })).toBeInTheDocument();
      api.once(userEndpoints.unreadCount, { count: 120 });
      now += UNREAD_POLL_MS;
      await act(async () => {
        jest.advanceTimersByTime(UNREAD_POLL_MS);
      });
      await act(async () => {});
      expect(screen.getByRole('link', { name: '消息中心，99+条未读' })).toHaveTextContent('99+');
      expect(asked()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('signed out: no call, no badge; a click asks to sign in and comes back to the message center', async () => {
    setStatus(false);
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    render(<MessageLink />);
    const link = screen.getByRole('link', { name: '消息中心' });
    await userEvent.click(link);
    expect(asked()).toBe(0);
    expect(toast).toHaveBeenCalledWith('请先登录');
    expect(assign).toHaveBeenCalledWith('/signin?fallbackUrl=%2Fmessage-center');
  });

  it('signing out clears the badge', async () => {
    setStatus(true);
    render(<MessageLink />);
    await screen.findByRole('link', { name: '消息中心，3条未读' });
    setStatus(false);
    expect(screen.getByRole('link', { name: '消息中心' })).toBeInTheDocument();
  });
});
