import type { PageInfo } from '@portal/api/contract/envelope';
import type { InfiniteData, UseInfiniteQueryResult } from '@portal/query';
import { InfiniteFooter } from '@portal/shared-ui/paged-list';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { type ReactNode, useMemo } from 'react';
import { messages } from '../../messages';

const t = messages.profile;

/**
 * One tab's list: its pages as the reader nears the end (spec 4: loading, empty, no more; an error
 * with retry, the server's message included, e.g. a tab its owner hides). Rows are rendered by
 * `row`, which should be a memoised component: a new page renders the new rows only.
 */
export function PagedList<T>({
  query,
  label,
  keyOf,
  row,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ list: T[]; page: PageInfo }>>;
  label: string;
  /** a row's key; `index` is its place in the list */
  keyOf: (item: T, index: number) => string;
  row: (item: T) => ReactNode;
}) {
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  if (query.isPending) return <Skeleton lines={6} label={t.loading} className="py-4" />;
  return (
    <>
      {items.length > 0 ? (
        <ul aria-label={label} className="divide-y divide-line">
          {items.map((item, index) => (
            <li key={keyOf(item, index)}>{row(item)}</li>
          ))}
        </ul>
      ) : null}
      <InfiniteFooter query={query} count={items.length} emptyText={t.empty} texts={t} />
    </>
  );
}
