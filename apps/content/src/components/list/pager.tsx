import { Link } from '@portal/router';
import { messages } from '../../messages';

type PagerEntry = number | 'gap-start' | 'gap-end';

/** 1 … 4 5 [6] 7 8 … 20: first, last and two either side of the current page. */
export function pagerEntries(current: number, total: number): PagerEntry[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const from = Math.max(2, current - 2);
  const to = Math.min(total - 1, current + 2);
  const entries: PagerEntry[] = [1];
  if (from > 2) entries.push('gap-start');
  for (let p = from; p <= to; p++) entries.push(p);
  if (to < total - 1) entries.push('gap-end');
  entries.push(total);
  return entries;
}

const itemClass =
  'inline-flex h-8 min-w-8 items-center justify-center rounded border px-2 text-sm transition-colors';
const idleClass = `${itemClass} border-line text-ink-soft hover:border-brand hover:text-brand`;
const disabledClass = `${itemClass} cursor-not-allowed border-line text-ink-mute opacity-60`;

interface PagerProps {
  current: number;
  total: number;
  /** the `search` part of the URL of a page */
  searchFor: (page: number) => string;
  onNavigate?: () => void;
}

export function Pager({ current, total, searchFor, onNavigate }: PagerProps) {
  if (total <= 1) return null;
  const prev = current > 1 ? current - 1 : undefined;
  const next = current < total ? current + 1 : undefined;
  return (
    <nav aria-label={messages.pager.label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {prev ? (
        <Link to={{ search: searchFor(prev) }} onClick={onNavigate} className={idleClass} rel="prev">
          {messages.pager.prev}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          {messages.pager.prev}
        </span>
      )}
      {pagerEntries(current, total).map((entry) =>
        typeof entry === 'number' ? (
          entry === current ? (
            <span key={entry} aria-current="page" className={`${itemClass} border-brand bg-brand text-white`}>
              {entry}
            </span>
          ) : (
            <Link
              key={entry}
              to={{ search: searchFor(entry) }}
              onClick={onNavigate}
              aria-label={messages.pager.page(entry)}
              className={idleClass}
            >
              {entry}
            </Link>
          )
        ) : (
          <span key={entry} aria-hidden="true" className="px-1 text-ink-mute">
            …
          </span>
        ),
      )}
      {next ? (
        <Link to={{ search: searchFor(next) }} onClick={onNavigate} className={idleClass} rel="next">
          {messages.pager.next}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          {messages.pager.next}
        </span>
      )}
    </nav>
  );
}
