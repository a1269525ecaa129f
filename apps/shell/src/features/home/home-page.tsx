import { Link } from 'react-router-dom';
import { messages } from '../../messages';

const t = messages.home;

/** `/` for now: a light welcome and the channel entries (the widget page comes with issue 3). */
export function HomePage() {
  return (
    <div className="mx-auto w-full max-w-page px-4 py-8">
      <section className="rounded-xl bg-gradient-to-r from-brand-700 to-brand-500 px-8 py-12 text-white">
        <h1 className="text-3xl font-bold tracking-wide">{t.title}</h1>
        <p className="mt-3 max-w-2xl text-base text-white/90">{t.subtitle}</p>
      </section>
      <nav aria-label={t.entriesLabel} className="mt-8">
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {t.entries.map((entry) => (
            <li key={entry.to}>
              <Link
                to={entry.to}
                className="flex h-full flex-col gap-1 rounded-lg bg-white p-5 shadow-sm ring-1 ring-line transition hover:ring-brand"
              >
                <span className="text-lg font-semibold text-ink">{entry.label}</span>
                <span className="text-sm text-ink-mute">{entry.note}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
