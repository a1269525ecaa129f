import { NavLink } from '@portal/router';
import { isAbsoluteHttp, safeHref } from '@portal/shared-ui/safe-link';
import { messages } from '../../messages';
import { fallbackNav, useNavigation } from './use-navigation';

const FALLBACK = fallbackNav(messages.nav.items);

const linkClass = (active: boolean) =>
  `max-lg:flex max-lg:min-h-12 max-lg:items-center lg:py-5 ${active ? 'font-semibold text-brand' : 'text-ink hover:text-brand'}`;

/** The header's navigation links from the server (enabled ones, in order); the static list when the call fails. */
export function HeaderNav() {
  const items = useNavigation('header', FALLBACK);
  return (
    <nav
      aria-label={messages.nav.label}
      className="min-w-0 text-[15px] whitespace-nowrap max-lg:grid max-lg:grid-cols-3 max-lg:gap-x-2 lg:flex lg:flex-1 lg:items-center lg:gap-5 lg:overflow-x-auto"
    >
      {items.map((item) => {
        const href = safeHref(item.url);
        if (!href) return null;
        if (item.newTab || isAbsoluteHttp(href)) {
          return (
            <a key={href} href={href} target="_blank" rel="noopener" className={linkClass(false)}>
              {item.name}
            </a>
          );
        }
        return (
          <NavLink key={href} to={href} end={href === '/'} className={({ isActive }) => linkClass(isActive)}>
            {item.name}
          </NavLink>
        );
      })}
    </nav>
  );
}
