import { Link, type To } from '@portal/router';

export type PagerEntry = number | 'gap-start' | 'gap-end';

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

/** The pager's texts, from the app's messages. */
export interface PagerTexts {
  /** the navigation's accessible name (分页) */
  label: string;
  prev: string;
  next: string;
  /** the accessible name of a page number's link (第 3 页) */
  page: (page: number) => string;
}

export interface PagerProps {
  current: number;
  total: number;
  /** where page `page` is (`{ search: '?page=3' }`): every page is a link, so it lives in the URL */
  linkTo: (page: number) => To;
  /** after a click on any page link (scrolling back to the top of the list) */
  onNavigate?: () => void;
  texts: PagerTexts;
}

const itemClass =
  'inline-flex h-8 min-w-8 items-center justify-center rounded border px-2 text-sm transition-colors';
const idleClass = `${itemClass} border-line text-ink-soft hover:border-brand hover:text-brand`;
const disabledClass = `${itemClass} cursor-not-allowed border-line text-ink-mute opacity-60`;

/**
 * Numbered pages with 上一页 / 下一页: links with `rel` prev and next, the current page marked
 * `aria-current="page"`, the ends out of reach (`aria-disabled`, not focusable). Nothing for one page.
 */
export function Pager({ current, total, linkTo, onNavigate, texts }: PagerProps) {
  if (total <= 1) return null;
  const prev = current > 1 ? current - 1 : undefined;
  const next = current < total ? current + 1 : undefined;
  return (
    <nav aria-label={texts.label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {prev ? (
        <Link to={linkTo(prev)} onClick={onNavigate} className={idleClass} rel="prev">
          {texts.prev}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          {texts.prev}
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
              to={linkTo(entry)}
              onClick={onNavigate}
              aria-label={texts.page(entry)}
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
        <Link to={linkTo(next)} onClick={onNavigate} className={idleClass} rel="next">
          {texts.next}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          {texts.next}
        </span>
      )}
    </nav>
  );
}
