import { FilterNav } from '@portal/shared-ui/filter-nav';
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
    <FilterNav
      label={messages.listSort.label}
      variant="text"
      className="mt-4"
      items={ORDERS.map((o) => ({
        key: o.value,
        label: o.label,
        selected: o.value === order,
        to: { search: listSearch(params, { order: o.value === 'latest' ? null : o.value }) },
      }))}
    />
  );
}
