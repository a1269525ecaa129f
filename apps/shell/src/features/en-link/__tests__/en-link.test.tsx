import { userEndpoints } from '@portal/api/endpoints/user';
import { EN_SITE_URL } from '@portal/api/links';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi, networkFailure } from '@portal/testing/fake-api';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnLink } from '../en-link';

const api = fakeApi();

function setStatus(signedIn: boolean) {
  act(() => {
    sessionStore.set(
      sessionUserAtom,
      signedIn ? { id: 1, realName: '王建国', avatarAddress: '', identity: 1, isAuth: 1 } : null,
    );
    sessionStore.set(sessionStatusAtom, signedIn ? 'signedIn' : 'signedOut');
  });
}

interface FakeTab {
  opener: unknown;
  closed: boolean;
  location: { href: string };
}

let tab: FakeTab;
let open: jest.SpyInstance;
beforeEach(() => {
  tab = { opener: window, closed: false, location: { href: 'about:blank' } };
  open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  api.on(userEndpoints.createEnTicket, {
    code: 'c0de-c0de-c0de-c0de-c0de',
    expiresAt: Date.now() + 60_000,
    url: 'https://en.naoyihui.com/?code=c0de-c0de-c0de-c0de-c0de',
  });
});

describe('EnLink', () => {
  it('signed out: a plain link to the English site in a new tab, no call', async () => {
    setStatus(false);
    render(<EnLink />);
    const link = screen.getByRole('link', { name: 'EN' });
    expect(link).toHaveAttribute('href', EN_SITE_URL);
    expect(EN_SITE_URL).toBe('https://en.naoyihui.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot follow it
    await userEvent.click(link);
    expect(api.requests(userEndpoints.createEnTicket)).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });

  it('signed in: opens a blank tab inside the click, then sends it to the one-time code URL', async () => {
    setStatus(true);
    render(<EnLink />);
    const link = screen.getByRole('link', { name: 'EN' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    // synchronous, before the call answers: no popup blocker
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() =>
      expect(tab.location.href).toBe('https://en.naoyihui.com/?code=c0de-c0de-c0de-c0de-c0de'),
    );
    expect(api.requests(userEndpoints.createEnTicket)).toHaveLength(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('signed in, the call fails: the tab still shows the English site, signed out', async () => {
    setStatus(true);
    api.once(userEndpoints.createEnTicket, () => {
      throw networkFailure();
    });
    render(<EnLink />);
    await userEvent.click(screen.getByRole('link', { name: 'EN' }));
    await waitFor(() => expect(tab.location.href).toBe(EN_SITE_URL));
  });

  it('signed in, a ticket URL that is not http(s) is not followed', async () => {
    setStatus(true);
    api.once(userEndpoints.createEnTicket, {
      code: 'x',
      expiresAt: 0,
      url: 'javascript:alert(document.cookie)',
    });
    render(<EnLink />);
    await userEvent.click(screen.getByRole('link', { name: 'EN' }));
    await waitFor(() => expect(tab.location.href).toBe(EN_SITE_URL));
  });

  it('signed in, the blank tab was blocked or closed: opens the code URL directly with noopener', async () => {
    setStatus(true);
    open.mockImplementationOnce(() => null);
    render(<EnLink />);
    await userEvent.click(screen.getByRole('link', { name: 'EN' }));
    await waitFor(() =>
      expect(open).toHaveBeenLastCalledWith(
        'https://en.naoyihui.com/?code=c0de-c0de-c0de-c0de-c0de',
        '_blank',
        'noopener',
      ),
    );
  });
});
