import { Link, NavLink } from 'react-router-dom';
import { messages } from '../../messages';
import { LoginControl } from './login-control';
import { SearchBox } from './search-box';

export function Header() {
  return (
    <header className="sticky top-0 z-50 h-16 border-b border-line bg-white">
      <div className="mx-auto flex h-full w-full max-w-page items-center gap-8 px-4">
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
        <nav
          aria-label={messages.nav.label}
          className="flex min-w-0 flex-1 items-center gap-6 overflow-x-auto text-[15px] whitespace-nowrap"
        >
          {messages.nav.items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) =>
                `py-5 ${isActive ? 'font-semibold text-brand' : 'text-ink hover:text-brand'}`
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <SearchBox />
        <LoginControl />
      </div>
    </header>
  );
}
