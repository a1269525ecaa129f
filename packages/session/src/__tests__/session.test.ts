import { http } from '@portal/api/client';
import type { PersonalInfo } from '@portal/api/contract/user';
import { userEndpoints } from '@portal/api/endpoints/user';
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

jest.mock('@portal/shared-ui/toast', () => {
  const fn = Object.assign(
    jest.fn(() => () => {}),
    { loading: jest.fn(), dismiss: jest.fn() },
  );
  return { toast: fn };
});

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

/**
 * The server, faked at the one HTTP client (the apps' tests use `fakeApi` of @portal/testing, a
 * package above this one): each handler answers an envelope, or throws for a dropped connection.
 */
type Envelope = { code: number; message?: string; result?: unknown };
const server = {
  personalInfo: jest.fn<Promise<Envelope>, [params: unknown]>(),
  logout: jest.fn<Promise<Envelope>, []>(),
};
const ROUTES: Record<string, (params: unknown) => Promise<Envelope>> = {
  [`GET ${userEndpoints.personalInfo.path}`]: (params) => server.personalInfo(params),
  [`POST ${userEndpoints.logout.path}`]: () => server.logout(),
};
const ok = (result: unknown): Envelope => ({ code: 1, result });
const SIGNED_OUT: Envelope = { code: 401, message: '请先登录' };

let previousTransport: typeof http.transport;
beforeAll(() => {
  previousTransport = http.transport;
  http.transport = async (request) => {
    const key = `${request.method} ${request.url.split('?')[0]}`;
    const route = ROUTES[key];
    if (!route) throw new Error(`no answer for ${key}`);
    const data = await route(request.input);
    return { status: data.code === 1 ? 200 : data.code, json: async () => data };
  };
});
afterAll(() => {
  http.transport = previousTransport;
});

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
  server.personalInfo.mockResolvedValue(ok(info));
  server.logout.mockResolvedValue({ code: 1, message: '已退出登录' });
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
    expect(server.personalInfo).not.toHaveBeenCalled();
    expect(sessionStore.get(sessionStatusAtom)).toBe('signedOut');
    expect(sessionStore.get(sessionUserAtom)).toBeNull();
  });

  it("with logged=1: checks the user's own info, then sets the user from it", async () => {
    setCookie('logged=1; path=/');
    const done = bootstrapSession();
    expect(sessionStore.get(sessionStatusAtom)).toBe('checking');
    await done;
    expect(server.personalInfo).toHaveBeenCalledTimes(1);
    // the user's own info: no profileUserId
    expect(server.personalInfo).toHaveBeenCalledWith(undefined);
    expect(sessionStore.get(sessionStatusAtom)).toBe('signedIn');
    expect(sessionStore.get(sessionUserAtom)).toEqual(toSessionUser(info));
  });

  it('a code other than 1 on the own info ends the session (spec 8): toast, clear the user, log out', async () => {
    setCookie('logged=1; path=/');
    server.personalInfo.mockResolvedValue(SIGNED_OUT);
    await bootstrapSession();
    expect(mockToast).toHaveBeenCalledWith('登录已失效,请重新登录!');
    expect(sessionStore.get(sessionUserAtom)).toBeNull();
    expect(sessionStore.get(sessionStatusAtom)).toBe('signedOut');
    await waitFor(() => expect(server.logout).toHaveBeenCalledTimes(1));
  });

  it('after a sign-in, a check that answers a code ends that session too', async () => {
    signInSucceeded(toSessionUser(info));
    setCookie('logged=1; path=/');
    server.personalInfo.mockResolvedValue(SIGNED_OUT);
    await bootstrapSession();
    expect(mockToast).toHaveBeenCalledWith('登录已失效,请重新登录!');
    expect(sessionStore.get(sessionUserAtom)).toBeNull();
    expect(sessionStore.get(sessionStatusAtom)).toBe('signedOut');
    await waitFor(() => expect(server.logout).toHaveBeenCalledTimes(1));
  });

  it('a dropped connection leaves the visitor signed out for the page, without ending the session', async () => {
    setCookie('logged=1; path=/');
    server.personalInfo.mockRejectedValue(new Error('Network Error'));
    await bootstrapSession();
    expect(sessionStore.get(sessionStatusAtom)).toBe('signedOut');
    expect(mockToast).not.toHaveBeenCalled();
    expect(server.logout).not.toHaveBeenCalled();
  });

  it('runs one check at a time', async () => {
    setCookie('logged=1; path=/');
    await Promise.all([bootstrapSession(), bootstrapSession()]);
    expect(server.personalInfo).toHaveBeenCalledTimes(1);
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
    expect(server.logout).toHaveBeenCalledTimes(1);
    expect(sessionStore.get(sessionUserAtom)).toBeNull();
    expect(sessionStore.get(sessionStatusAtom)).toBe('signedOut');
    expect(dismiss).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('still signs out locally when the logout call fails', async () => {
    jest.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    server.logout.mockRejectedValue(new Error('down'));
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
    queryClient.setQueryData(['portal', 'unread-count'], 7);
    setCookie('logged=1; path=/');
    server.personalInfo.mockResolvedValue(SIGNED_OUT);
    await bootstrapSession();
    expect(sessionStore.get(sessionStatusAtom)).toBe('signedOut');
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
