import { Link } from '@portal/router';
import { lazy } from 'react';
import { EnLink } from '../features/en-link/en-link';
import { HeaderNav } from '../features/layout/header-nav';
import { LoginControl } from '../features/layout/login-control';
import { SearchBox } from '../features/layout/search-box';
import { MessageLink } from '../features/messages-badge/message-link';
import { MoreMenu } from '../features/more-menu/more-menu';
import { PublishButton } from '../features/publish/publish-button';
import { messages } from '../messages';

// The layout composes the header's features; the requirement popup loads when the demand option opens it.
const RequirementDialog = lazy(() => import('../features/requirement/requirement-dialog'));

export function Header() {
  return (
    <header className="sticky top-0 z-50 h-16 border-b border-line bg-white">
      <div className="mx-auto flex h-full w-full max-w-page items-center gap-5 px-4">
        <Link to="/" className="flex shrink-0 items-center gap-2" aria-label={messages.brand}>
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
        <div className="flex min-w-0 flex-1 items-center gap-5">
          <HeaderNav />
          <MoreMenu />
        </div>
        <SearchBox />
        <PublishButton DemandDialog={RequirementDialog} />
        <MessageLink />
        <EnLink />
        <LoginControl />
      </div>
    </header>
  );
}
