import { isSitePath } from '@portal/api/links';
import { sessionStatusAtom } from '@portal/session/session';
// Stateful siblings by package name, never './store': federation shares them by that name, so a
// remote that loads this module still meets the one store of the page.
import { sessionStore } from '@portal/session/store';
import { toast } from '@portal/shared-ui/toast';
import { messages } from './messages';
import { pageNavigation } from './navigation';

/** sessionStorage key of the address to come back to after sign-in. */
export const RETURN_URL_KEY = 'portal:returnUrl';

const AUTH_PAGES = ['/signin', '/register'];

function isAuthPage(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return AUTH_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}

/**
 * Only paths on this site (`isSitePath`: not "//host", "/\\host" or "/\t/host", no scheme, no
 * control characters), at most 2048 characters. Anything else could send the user to another
 * site after signing in (open redirect).
 */
export function isSafeReturnUrl(url: unknown): url is string {
  return typeof url === 'string' && url.length > 0 && url.length <= 2048 && isSitePath(url);
}

/** Goes to sign-in; comes back to `returnUrl` (default: the current address) afterwards. */
export function goSignIn(returnUrl?: string): void {
  let back = returnUrl ?? pageNavigation.currentAddress();
  if (!isSafeReturnUrl(back) || isAuthPage(back)) back = '/';
  try {
    sessionStorage.setItem(RETURN_URL_KEY, back);
  } catch {
    // storage may be unavailable (private mode); the query parameter still carries it
  }
  pageNavigation.assign(`/signin?fallbackUrl=${encodeURIComponent(back)}`);
}

export interface RequireLoginOptions {
  /** where to come back to; default the current address */
  returnUrl?: string;
  /** the toast; default 请先登录 */
  message?: string;
}

/**
 * The login gate of spec 5/6: true when signed in; otherwise toasts 请先登录, keeps the return
 * address and goes to `/signin?fallbackUrl=...`, returning false.
 */
export function requireLogin(options: RequireLoginOptions = {}): boolean {
  if (sessionStore.get(sessionStatusAtom) === 'signedIn') return true;
  toast(options.message ?? messages.pleaseSignIn);
  goSignIn(options.returnUrl);
  return false;
}

/**
 * Where to go after signing in: the `fallbackUrl` query value if it is a safe same-origin path,
 * else the address kept by requireLogin, else '/'. Clears the kept address.
 */
export function consumeReturnUrl(fallbackUrl?: string | null): string {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(RETURN_URL_KEY);
    sessionStorage.removeItem(RETURN_URL_KEY);
  } catch {
    stored = null;
  }
  for (const candidate of [fallbackUrl, stored]) {
    if (isSafeReturnUrl(candidate) && !isAuthPage(candidate)) return candidate;
  }
  return '/';
}
