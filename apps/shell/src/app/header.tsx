import { Link } from '@portal/router';
import { lazy } from 'react';
import { EnLink } from '../features/en-link/en-link';
import { HeaderNav } from '../features/layout/header-nav';
import { LoginControl } from '../features/layout/login-control';
import { MenuButton, SearchEntryButton } from '../features/layout/menu-button';
import { SearchBox } from '../features/layout/search-box';
import { useHeaderMenu } from '../features/layout/use-header-menu';
import { MessageLink } from '../features/messages-badge/message-link';
import { MoreMenu } from '../features/more-menu/more-menu';
import { PublishButton } from '../features/publish/publish-button';
import { messages } from '../messages';

// The layout composes the header's features; the requirement popup loads when the demand option opens it.
const RequirementDialog = lazy(() => import('../features/requirement/requirement-dialog'));

// Every class that differs between phone and desktop is scoped to `max-lg:` or `lg:`, never a bare
// class overridden at `lg`: a remote's stylesheet loads after the shell's and redeclares bare
// utilities (`.flex`, `.hidden`) in the same layer, which would then win over the shell's `lg:` one.
// On phones the panel fills the screen below the bar: the popups it holds (publish, account) open
// inside it, with room below their buttons.
const PANEL_ON_PHONE =
  'max-lg:absolute max-lg:inset-x-0 max-lg:top-full max-lg:h-[calc(100dvh-4rem)] max-lg:flex-col max-lg:gap-4 max-lg:overflow-y-auto max-lg:border-b max-lg:border-line max-lg:bg-white max-lg:px-4 max-lg:pt-2 max-lg:pb-5 max-lg:shadow-pop';

/**
 * From `lg` up, one row as designed: logo, navigation and More, search, publish, messages, EN and
 * the login control. Below it (phones, narrow tablets) the row is the logo, a search entry and a
 * menu button; the same elements (each rendered once) sit in the panel the button opens. The
 * panel is `display: contents` from `lg`, so its children are the row's items there.
 */
export function Header() {
  const menu = useHeaderMenu();
  return (
    <header
      ref={menu.headerRef}
      onKeyDown={menu.onKeyDown}
      className="sticky top-0 z-50 h-16 border-b border-line bg-white"
    >
      <div className="mx-auto flex h-full w-full max-w-page items-center px-4 max-lg:gap-1 lg:gap-5">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 max-lg:mr-auto max-lg:h-12"
          aria-label={messages.brand}
        >
          <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="var(--color-brand)" />
            <path
              d="M9 21c0-6 3-10 7-10s7 4 7 10M12 16h8M16 11v10"
              stroke="#fff"
              strokeWidth="2"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
          <span className="text-xl font-bold tracking-wide text-brand">{messages.brand}</span>
        </Link>
        <SearchEntryButton onOpen={menu.openAtSearch} />
        <MenuButton
          open={menu.open}
          panelId={menu.panelId}
          onToggle={menu.toggle}
          buttonRef={menu.buttonRef}
        />
        <div
          ref={menu.panelRef}
          id={menu.panelId}
          className={`${menu.open ? 'max-lg:flex' : 'max-lg:hidden'} ${PANEL_ON_PHONE} lg:contents`}
        >
          <div className="flex min-w-0 max-lg:flex-col lg:flex-1 lg:items-center lg:gap-5">
            <HeaderNav />
            <MoreMenu />
          </div>
          <SearchBox />
          <div className="max-lg:flex max-lg:flex-wrap max-lg:items-center max-lg:gap-3 lg:contents">
            <PublishButton DemandDialog={RequirementDialog} />
            <MessageLink />
            <EnLink />
            <LoginControl />
          </div>
        </div>
      </div>
    </header>
  );
}
