import { Link } from '@portal/router';
import { messages } from '../../messages';
import { WidgetSlot } from '../../remotes/widget-slot';
import { HOME_WIDGETS } from './home-widgets';

const t = messages.home;

/**
 * `/`: the hero and the channel entries (the shell's own, painted at once), and the widgets the
 * remotes expose, each in its own failure-isolated slot, loaded after the first idle period.
 */
export function HomePage() {
  return (
    <div className="mx-auto w-full max-w-page px-4 py-8">
      <section className="rounded-xl bg-gradient-to-r from-brand-700 to-brand-500 px-8 py-12 text-white">
        <h1 className="text-3xl font-bold tracking-wide">{t.title}</h1>
        <p className="mt-3 max-w-2xl text-base text-white/90">{t.subtitle}</p>
      </section>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="flex min-w-0 flex-col gap-6">
          {HOME_WIDGETS.main.map((widget) => (
            <WidgetSlot key={`${widget.remote}/${widget.expose}`} {...widget} />
          ))}
        </div>
        <aside className="flex flex-col gap-6">
          <nav aria-label={t.entriesLabel}>
            <ul className="grid grid-cols-2 gap-3">
              {t.entries.map((entry) => (
                <li key={entry.to}>
                  <Link
                    to={entry.to}
                    className="flex h-full flex-col gap-1 rounded-lg bg-white p-4 shadow-sm ring-1 ring-line transition hover:ring-brand"
                  >
                    <span className="text-base font-semibold text-ink">{entry.label}</span>
                    <span className="text-xs text-ink-mute">{entry.note}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {HOME_WIDGETS.aside.map((widget) => (
            <WidgetSlot key={`${widget.remote}/${widget.expose}`} {...widget} />
          ))}
        </aside>
      </div>
    </div>
  );
}
