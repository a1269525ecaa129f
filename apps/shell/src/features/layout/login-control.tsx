import { Link, useLocation } from '@portal/router';
import { useSessionStatus, useSessionUser } from '@portal/session/hooks';
import { signOut } from '@portal/session/session';
import { Avatar } from '@portal/shared-ui/avatar';
import { focusFirstMenuItem, onMenuKeyDown, useDismiss } from '@portal/shared-ui/menu';
import { useEffect, useId, useRef, useState } from 'react';
import { messages } from '../../messages';

/** Where the 登录 link comes back to: the current page (never the sign-in pages themselves). */
export function signInHref(pathname: string, search: string): string {
  const current = pathname === '/signin' || pathname === '/register' ? '/' : `${pathname}${search}`;
  return `/signin?fallbackUrl=${encodeURIComponent(current)}`;
}

/** The avatar menu's pages (spec 2), opening in a new tab. */
export function accountLinks(userId: number): Array<{ label: string; href: string }> {
  return [
    { label: messages.account.profile, href: `/user-center?profileUserId=${encodeURIComponent(userId)}` },
    { label: messages.account.personalData, href: '/personaldata' },
    { label: messages.account.messageCentre, href: '/message-center' },
    { label: messages.account.browsingHistory, href: '/browsing-history' },
    { label: messages.account.myCourses, href: '/myCourses' },
    { label: messages.account.score, href: '/score' },
    { label: messages.account.wallet, href: '/user-center/wallet' },
    { label: messages.account.coupons, href: '/user-center/coupons' },
    { label: messages.account.physicalOrders, href: '/user-center/physical-orders' },
  ];
}

const itemClass =
  'block w-full px-4 text-left max-lg:py-3 lg:py-2 text-ink hover:bg-surface hover:text-brand focus:bg-surface focus:text-brand focus:outline-none';

export function LoginControl() {
  const status = useSessionStatus();
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useDismiss(rootRef, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') toggleRef.current?.focus();
  });

  useEffect(() => {
    if (open) focusFirstMenuItem(menuRef.current);
  }, [open]);

  if (status === 'unknown' || status === 'checking') {
    return <div className="w-24 max-lg:h-12 lg:h-9" aria-hidden="true" />;
  }

  if (status !== 'signedIn' || !user) {
    return (
      <Link
        to={signInHref(pathname, search)}
        className="flex w-24 shrink-0 items-center max-lg:h-12 lg:h-9 justify-center rounded-full bg-brand text-sm text-white hover:bg-brand-700"
      >
        {messages.account.signIn}
      </Link>
    );
  }

  return (
    <div ref={rootRef} className="relative shrink-0">
      <button
        ref={toggleRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${messages.account.menu}：${user.realName}`}
        onClick={() => setOpen((value) => !value)}
        className="flex max-w-40 items-center max-lg:h-12 lg:h-9 gap-2 rounded-full pr-2 text-sm text-ink hover:bg-surface"
      >
        <Avatar src={user.avatarAddress} name={user.realName} size={32} />
        <span className="truncate">{user.realName}</span>
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={messages.account.menu}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 w-32 max-lg:top-14 lg:top-11 rounded-md border border-line bg-white py-1 text-sm shadow-pop"
        >
          {accountLinks(user.id).map((link) => (
            <a
              key={link.href}
              role="menuitem"
              href={link.href}
              target="_blank"
              rel="noopener"
              className={itemClass}
              onClick={() => setOpen(false)}
            >
              {link.label}
            </a>
          ))}
          <button
            type="button"
            role="menuitem"
            className={`${itemClass} border-t border-line`}
            onClick={() => {
              setOpen(false);
              // signOut shows the loading toast 正在退出.. (spec 8), calls logout and goes home
              void signOut();
            }}
          >
            {messages.account.signOut}
          </button>
        </div>
      ) : null}
    </div>
  );
}
