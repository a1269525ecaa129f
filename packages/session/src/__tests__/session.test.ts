import { getPersonalInfo, logout, onSessionExpired } from '@portal/api/calls/user';
import type { PersonalInfo } from '@portal/api/contract/user';
import { toast } from '@portal/shared-ui/toast';
import { waitFor } from '@testing-library/react';
import { pageNavigation } from '../navigation';
import { queryClient } from '../query-client';
import {
  bootstrapSession,
  hasLoggedCookie,
  sessionStatusAtom,
  sessionUserAtom,
  signInSucceeded,
  signOut,
  toSessionUser,
} from '../session';
import { sessionStore } from '../store';

jest.mock('@portal/api/calls/user', () => ({
  getPersonalInfo: jest.fn(),
  logout: jest.fn(),
  onSessionExpired: jest.fn(),
}));
jest.mock('@portal/shared-ui/toast', () => {
  const fn = Object.assign(
    jest.fn(() => () => {}),
    { loading: jest.fn(), dismiss: jest.fn() },
  );
  return { toast: fn };
});

const mockGetPersonalInfo = jest.mocked(getPersonalInfo);
const mockLogout = jest.mocked(logout);
const mockOnSessionExpired = jest.mocked(onSessionExpired);
const mockToast = jest.mocked(toast);

const info: PersonalInfo = {
  id: 42,
  realName: '张伟',
  avatar: '/media/avatars/42.svg',
  identity: 1,
  isAuth: 1,
  medalPendantIcon: null,
  levelNumber: 3,
  title: '主任医师',
  company: '北京天坛医院',
  department: '神经外科',
  releaseTotal: 1,
  followerTotal: 2,
  collectTotal: 3,
  fans: 4,
};

function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the readable `logged` cookie is what is under test
  document.cookie = value;
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) setCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
  }
}

beforeEach(() => {
  clearCookies();
  sessionStore.set(sessionUserAtom, null);
  sessionStore.set(sessionStatusAtom, 'unknown');
  mockLogout.mockResolvedValue({ code: 1 });
  mockToast.loading.mockReturnValue(jest.fn());
});

describe('hasLoggedCookie', () => {
  it('finds logged=1 among other cookies, and only that value', () => {
    expect(hasLoggedCookie('a=1; logged=1; b=2')).toBe(true);
    expect(hasLoggedCookie('logged=0')).toBe(false);
    expect(hasLoggedCookie('notlogged=1')).toBe(false);
    expect(hasLoggedCookie('')).toBe(false);
  });
});

describe('toSessionUser', () => {
  it('maps personal info to the session user', () => {
    expect(toSessionUser(info)).toEqual({
      id: 42,
      realName: '张伟',
      avatarAddress: '/media/avatars/42.svg',
      identity: 1,
      isAuth: 1,
    });
  });
});

describe('bootstrapSession', () => {
  it('without the logged cookie: signed out, no call', async () => {
    await bootstrapSession();
    expect(mockGetPersonalInfo).not.toHaveBeenCalled();
    expect(sessionStore.get(sessionStatusAtom)).toBe('signedOut');
    expect(sessionStore.get(sessionUserAtom)).toBeNull();
  });

  it('with logged=1: checks, then sets the user from the personal info', async () => {
    setCookie('logged=1; path=/');
    mockGetPersonalInfo.mockResolvedValue(info);
    const done = bootstrapSession();
    expect(sessionStore.get(sessionStatusAtom)).toBe('checking');
    await done;
    expect(mockGetPersonalInfo).toHaveBeenCalledTimes(1);
    expect(sessionStore.get(sessionStatusAtom)).toBe('signedIn');
    expect(sessionStore.get(sessionUserAtom)).toEqual(toSessionUser(info));
  });

  it('registers the session-expired handler: toast, clear the user, log out', async () => {
    setCookie('logged=1; path=/');
    mockGetPersonalInfo.mockResolvedValue(info);
    await bootstrapSession();
    const handler = mockOnSessionExpired.mock.calls.at(-1)?.[0];
    expect(handler).toEqual(expect.any(Function));
    signInSucceeded(toSessionUser(info));
    handler?.();
    expect(mockToast).toHaveBeenCalledWith('登录已失效,请重新登录!');
    expect(sessionStore.get(sessionUserAtom)).toBeNull();
    expect(sessionStore.get(sessionStatusAtom)).toBe('signedOut');
    await waitFor(() => expect(mockLogout).toHaveBeenCalled());
  });

  it('signing in also registers the handler', async () => {
    signInSucceeded(toSessionUser(info));
    await waitFor(() => expect(mockOnSessionExpired).toHaveBeenCalledWith(expect.any(Function)));
  });

  it('a failed check leaves the visitor signed out', async () => {
    setCookie('logged=1; path=/');
    mockGetPersonalInfo.mockRejectedValue(new Error('network'));
    await bootstrapSession();
    expect(sessionStore.get(sessionStatusAtom)).toBe('signedOut');
  });

  it('runs one check at a time', async () => {
    setCookie('logged=1; path=/');
    mockGetPersonalInfo.mockResolvedValue(info);
    await Promise.all([bootstrapSession(), bootstrapSession()]);
    expect(mockGetPersonalInfo).toHaveBeenCalledTimes(1);
  });
});

describe('signOut', () => {
  it('shows 正在退出.., calls logout, clears the user and goes home', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    const dismiss = jest.fn();
    mockToast.loading.mockReturnValue(dismiss);
    signInSucceeded(toSessionUser(info));
    await signOut();
    expect(mockToast.loading).toHaveBeenCalledWith('正在退出..');
    expect(mockLogout).toHaveBeenCalledTimes(1);
    expect(sessionStore.get(sessionUserAtom)).toBeNull();
    expect(sessionStore.get(sessionStatusAtom)).toBe('signedOut');
    expect(dismiss).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('still signs out locally when the logout call fails', async () => {
    jest.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    mockLogout.mockRejectedValue(new Error('down'));
    signInSucceeded(toSessionUser(info));
    await signOut();
    expect(sessionStore.get(sessionStatusAtom)).toBe('signedOut');
  });
});

describe('the server-state cache follows the session', () => {
  beforeEach(() => {
    queryClient.clear();
  });

  it('drops what a user read when their session expires, so the visitor after them never sees it', async () => {
    signInSucceeded(toSessionUser(info));
    await waitFor(() => expect(mockOnSessionExpired).toHaveBeenCalled());
    queryClient.setQueryData(['portal', 'unread-count'], 7);
    const expire = mockOnSessionExpired.mock.calls.at(-1)?.[0];
    expect(expire).toEqual(expect.any(Function));
    expire?.();
    expect(queryClient.getQueryData(['portal', 'unread-count'])).toBeUndefined();
  });

  it('asks again what a visitor read once someone signs in, keeping it meanwhile', () => {
    sessionStore.set(sessionStatusAtom, 'signedOut');
    queryClient.setQueryData(['content', 'comments', 'article', 1], { likedByViewer: false });
    signInSucceeded(toSessionUser(info));
    const state = queryClient.getQueryState(['content', 'comments', 'article', 1]);
    expect(state?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(['content', 'comments', 'article', 1])).toEqual({ likedByViewer: false });
  });

  it('keeps everything when the same user is confirmed again', () => {
    signInSucceeded(toSessionUser(info));
    queryClient.setQueryData(['portal', 'unread-count'], 3);
    signInSucceeded(toSessionUser(info));
    expect(queryClient.getQueryState(['portal', 'unread-count'])?.isInvalidated).toBe(false);
  });
});
