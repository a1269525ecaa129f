import { useSessionStatus, useSessionUser } from '@portal/session/hooks';
import { signOut } from '@portal/session/session';
import { Avatar } from '@portal/shared-ui/avatar';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { messages } from '../../messages';

/** Where the 登录 link comes back to: the current page (never the sign-in pages themselves). */
export function signInHref(pathname: string, search: string): string {
  const current = pathname === '/signin' || pathname === '/register' ? '/' : `${pathname}${search}`;
  return `/signin?fallbackUrl=${encodeURIComponent(current)}`;
}

export function LoginControl() {
  const status = useSessionStatus();
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (status === 'unknown' || status === 'checking') {
    return <div className="h-9 w-24" aria-hidden="true" />;
  }

  if (status !== 'signedIn' || !user) {
    return (
      <Link
        to={signInHref(pathname, search)}
        className="flex h-9 w-24 items-center justify-center rounded-full bg-brand text-sm text-white hover:bg-brand-700"
      >
        {messages.account.signIn}
      </Link>
    );
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${messages.account.menu}：${user.realName}`}
        onClick={() => setOpen((value) => !value)}
        className="flex h-9 max-w-40 items-center gap-2 rounded-full pr-2 text-sm text-ink hover:bg-surface"
      >
        <Avatar src={user.avatarAddress} name={user.realName} size={32} />
        <span className="truncate">{user.realName}</span>
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          className="absolute top-11 right-0 z-50 w-32 rounded-md border border-line bg-white py-1 text-sm shadow-pop"
        >
          <button
            type="button"
            role="menuitem"
            className="block w-full px-4 py-2 text-left text-ink hover:bg-surface hover:text-brand"
            onClick={() => {
              setOpen(false);
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
