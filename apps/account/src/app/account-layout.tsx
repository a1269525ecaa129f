import { NavLink, useLocation } from '@portal/router';
import { useSessionStatus, useSessionUser } from '@portal/session/hooks';
import { goSignIn } from '@portal/session/require-login';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { type ReactNode, useEffect, useRef } from 'react';
import { messages } from '../messages';

const t = messages.layout;

const LINKS = [
  { to: '/personaldata', label: t.personalData },
  { to: '/message-center', label: t.messages },
  { to: '/browsing-history', label: t.history },
  { to: '/myCourses', label: t.courses },
  { to: '/score', label: t.score },
  { to: '/user-center/wallet', label: t.wallet },
  { to: '/user-center/coupons', label: t.coupons },
  { to: '/user-center/physical-orders', label: t.physicalOrders },
] as const;

/** a phone's tap target (48 px) in the strip; the side list's rows on a wider screen */
const LINK =
  'flex min-h-12 items-center whitespace-nowrap px-3 text-sm md:block md:min-h-0 md:px-5 md:py-2.5';

/**
 * The signed-in user's own pages: a side navigation beside the page. A visitor is sent to sign-in
 * with this address to come back to; the server refuses these calls to anyone but the owner anyway.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  const user = useSessionUser();
  useEffect(() => {
    if (status === 'signedOut') goSignIn();
  }, [status]);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // the strip on a phone shows the page's own tab, however far along it is; on a wider screen the
  // side list does not scroll and this changes nothing
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page (pathname) and the signed-in strip (user) bring the tab to show
  useEffect(() => {
    const strip = nav.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current) return;
    const tab = current.getBoundingClientRect();
    strip.scrollLeft += tab.left - strip.getBoundingClientRect().left - (strip.clientWidth - tab.width) / 2;
  }, [pathname, user]);
  return (
    <div className="mx-auto flex max-w-page flex-col gap-3 px-4 py-5 md:flex-row md:gap-5">
      {/* on a phone the side navigation becomes a strip above the page that scrolls sideways */}
      <nav
        ref={nav}
        aria-label={t.navLabel}
        className="-mx-4 overflow-x-auto md:mx-0 md:w-44 md:shrink-0 md:overflow-visible"
      >
        <ul className="flex bg-white px-2 shadow-sm md:sticky md:top-4 md:block md:rounded-lg md:px-0 md:py-2">
          {user && (
            <li className="shrink-0">
              <a
                href={`/user-center?profileUserId=${user.id}`}
                className={`${LINK} text-ink hover:text-brand`}
              >
                {t.home}
              </a>
            </li>
          )}
          {LINKS.map((link) => (
            <li key={link.to} className="shrink-0">
              <NavLink
                to={link.to}
                end
                className={({ isActive }) =>
                  `${LINK} ${isActive ? 'border-b-2 border-brand bg-brand/5 font-semibold text-brand md:border-b-0 md:border-l-2' : 'text-ink hover:text-brand'}`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        {status === 'signedIn' && user ? (
          children
        ) : (
          <Skeleton lines={8} className="rounded-lg bg-white p-6" />
        )}
      </div>
    </div>
  );
}
