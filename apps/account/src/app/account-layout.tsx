import { NavLink } from '@portal/router';
import { useSessionStatus, useSessionUser } from '@portal/session/hooks';
import { goSignIn } from '@portal/session/require-login';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { type ReactNode, useEffect } from 'react';
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
  return (
    <div className="mx-auto flex max-w-page gap-5 px-4 py-5">
      <nav aria-label={t.navLabel} className="hidden w-44 shrink-0 md:block">
        <ul className="sticky top-4 rounded-lg bg-white py-2 shadow-sm">
          {user && (
            <li>
              <a
                href={`/user-center?profileUserId=${user.id}`}
                className="block px-5 py-2.5 text-sm text-ink hover:text-brand"
              >
                {t.home}
              </a>
            </li>
          )}
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={({ isActive }) =>
                  `block px-5 py-2.5 text-sm ${isActive ? 'border-l-2 border-brand bg-brand/5 font-semibold text-brand' : 'text-ink hover:text-brand'}`
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
