import { Link } from 'react-router-dom';
import { messages } from '../../messages';

export function Footer() {
  const { footer } = messages;
  return (
    <footer className="mt-12 border-t border-line bg-white">
      <div className="mx-auto flex w-full max-w-page flex-col gap-4 px-4 py-8 text-sm text-ink-soft">
        <nav aria-label={messages.brand} className="flex flex-wrap gap-x-6 gap-y-2">
          {footer.nav.map((item) => (
            <Link key={item.to} to={item.to} className="hover:text-brand">
              {item.label}
            </Link>
          ))}
        </nav>
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
