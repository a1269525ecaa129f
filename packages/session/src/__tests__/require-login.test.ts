import { toast } from '@portal/shared-ui/toast';
import { pageNavigation } from '../navigation';
import { consumeReturnUrl, goSignIn, isSafeReturnUrl, RETURN_URL_KEY, requireLogin } from '../require-login';
import { sessionStatusAtom } from '../session';
import { sessionStore } from '../store';

jest.mock('@portal/shared-ui/toast', () => ({ toast: jest.fn() }));

let assign: jest.SpyInstance;

beforeEach(() => {
  sessionStorage.clear();
  sessionStore.set(sessionStatusAtom, 'signedOut');
  assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
  window.history.pushState({}, '', '/info/detail?id=3');
});

describe('requireLogin', () => {
  it('returns true when signed in, without side effects', () => {
    sessionStore.set(sessionStatusAtom, 'signedIn');
    expect(requireLogin()).toBe(true);
    expect(toast).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each(['signedOut', 'unknown', 'checking'] as const)(
    'when %s: toasts 请先登录, stores the address and goes to sign-in',
    (status) => {
      sessionStore.set(sessionStatusAtom, status);
      expect(requireLogin()).toBe(false);
      expect(toast).toHaveBeenCalledWith('请先登录');
      expect(sessionStorage.getItem(RETURN_URL_KEY)).toBe('/info/detail?id=3');
      expect(assign).toHaveBeenCalledWith(`/signin?fallbackUrl=${encodeURIComponent('/info/detail?id=3')}`);
    },
  );

  it('takes a return address and a message', () => {
    expect(requireLogin({ returnUrl: '/case', message: '登录后才能评论' })).toBe(false);
    expect(toast).toHaveBeenCalledWith('登录后才能评论');
    expect(assign).toHaveBeenCalledWith('/signin?fallbackUrl=%2Fcase');
  });
});

describe('goSignIn', () => {
  it('never comes back to the sign-in page itself, nor to another site', () => {
    window.history.pushState({}, '', '/signin?fallbackUrl=%2Fcase');
    goSignIn();
    expect(assign).toHaveBeenLastCalledWith('/signin?fallbackUrl=%2F');
    goSignIn('https://evil.example/');
    expect(assign).toHaveBeenLastCalledWith('/signin?fallbackUrl=%2F');
  });
});

describe('isSafeReturnUrl', () => {
  it.each(['/', '/info/detail?id=3', '/search?keywords=%E8%83%B6%E8%B4%A8%E7%98%A4', '/mooc/#/pages/x'])(
    'accepts %s',
    (url) => {
      expect(isSafeReturnUrl(url)).toBe(true);
    },
  );

  it.each([
    '',
    'info',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
    '/\nfoo',
    ' /info',
    null,
    undefined,
    42,
  ])('rejects %p', (url) => {
    expect(isSafeReturnUrl(url)).toBe(false);
  });
});

describe('consumeReturnUrl', () => {
  it('prefers a safe fallbackUrl and clears the stored address', () => {
    sessionStorage.setItem(RETURN_URL_KEY, '/case');
    expect(consumeReturnUrl('/meeting/home')).toBe('/meeting/home');
    expect(sessionStorage.getItem(RETURN_URL_KEY)).toBeNull();
  });

  it('falls back to the stored address when fallbackUrl is missing or unsafe', () => {
    sessionStorage.setItem(RETURN_URL_KEY, '/case');
    expect(consumeReturnUrl('//evil.example')).toBe('/case');
    sessionStorage.setItem(RETURN_URL_KEY, '/case');
    expect(consumeReturnUrl(null)).toBe('/case');
  });

  it('falls back to / otherwise (open-redirect safe)', () => {
    expect(consumeReturnUrl('https://evil.example/')).toBe('/');
    sessionStorage.setItem(RETURN_URL_KEY, 'https://evil.example/');
    expect(consumeReturnUrl(undefined)).toBe('/');
    expect(consumeReturnUrl('/signin?fallbackUrl=%2F')).toBe('/');
  });
});
