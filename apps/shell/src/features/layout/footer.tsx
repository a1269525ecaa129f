import { Link } from '@portal/router';
import { isAbsoluteHttp, safeHref } from '@portal/shared-ui/safe-link';
import { messages } from '../../messages';
import { FooterQrCodes } from './footer-qr-codes';
import { fallbackNav, useNavigation } from './use-navigation';

const FALLBACK = fallbackNav(messages.footer.nav);

export function Footer() {
  const { footer } = messages;
  const items = useNavigation('footer', FALLBACK);
  return (
    <footer className="mt-12 border-t border-line bg-white">
      <div className="mx-auto flex w-full max-w-page flex-col gap-5 px-4 py-8 text-sm text-ink-soft">
        <div className="flex flex-wrap items-start justify-between gap-8">
          <nav aria-label={messages.brand} className="flex max-w-xl flex-wrap gap-x-6 gap-y-2">
            {items.map((item) => {
              const href = safeHref(item.url);
              if (!href) return null;
              return item.newTab || isAbsoluteHttp(href) ? (
                <a key={href} href={href} target="_blank" rel="noopener" className="hover:text-brand">
                  {item.name}
                </a>
              ) : (
                <Link key={href} to={href} className="hover:text-brand">
                  {item.name}
                </Link>
              );
            })}
          </nav>
          <FooterQrCodes />
        </div>
        <p className="text-xs text-ink-mute">{footer.disclaimer}</p>
        <p className="flex flex-wrap gap-x-4 text-xs text-ink-mute">
          <a href={footer.filingUrl} target="_blank" rel="noopener noreferrer" className="hover:text-brand">
            {footer.filing}
          </a>
          <span>{footer.copyright}</span>
        </p>
      </div>
    </footer>
  );
}
