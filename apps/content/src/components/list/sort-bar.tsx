import { Link } from '@portal/router';
import { messages } from '../../messages';
import { listSearch } from './search-params';

/** 最新 by publish time (the default, left out of the URL) or 最热 by views. */
export type ListOrder = 'latest' | 'hot';

/** `?order=hot` sorts by heat; anything else (or nothing) is the default, newest first. */
export function parseOrder(value: string | null): ListOrder {
  return value === 'hot' ? 'hot' : 'latest';
}

const ORDERS: { value: ListOrder; label: string }[] = [
  { value: 'latest', label: messages.listSort.latest },
  { value: 'hot', label: messages.listSort.hot },
];

/** The list's sort as links, so the order lives in the URL and a change goes back to page 1. */
export function SortBar({ order, params }: { order: ListOrder; params: URLSearchParams }) {
  return (
    <nav aria-label={messages.listSort.label} className="mt-4 flex gap-4 text-sm">
      {ORDERS.map((o) => (
        <Link
          key={o.value}
          to={{ search: listSearch(params, { order: o.value === 'latest' ? null : o.value }) }}
          aria-current={o.value === order ? 'true' : undefined}
          className={o.value === order ? 'font-semibold text-brand' : 'text-ink-soft hover:text-brand'}
        >
          {o.label}
        </Link>
      ))}
    </nav>
  );
}
