import { apiErrorMessage } from '@portal/api/errors';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { Pager } from '@portal/shared-ui/pager';
import type { ReactNode } from 'react';
import { messages } from '../../messages';
import type { ListState } from './use-list-page';

interface ListResultsProps<T> {
  label: string;
  state: ListState<T>;
  retry: () => void;
  emptyText: string;
  page: number;
  pageSearch: (page: number) => string;
  renderItem: (item: T) => ReactNode;
  className?: string;
}

/** A paged list's region: skeleton while loading, error with retry, empty text, items and pager. */
export function ListResults<T>({
  label,
  state,
  retry,
  emptyText,
  page,
  pageSearch,
  renderItem,
  className = 'mt-4',
}: ListResultsProps<T>) {
  return (
    <section aria-label={label} className={`${className} rounded-lg bg-white px-4 md:px-6`}>
      {state.status === 'loading' ? (
        <ListSkeleton />
      ) : state.status === 'error' ? (
        <ErrorBlock
          message={apiErrorMessage(state.error, messages.common.loadFailed)}
          onRetry={retry}
          retryText={messages.common.retry}
        />
      ) : state.data.list.length === 0 ? (
        <p className="py-16 text-center text-sm text-ink-mute">{emptyText}</p>
      ) : (
        <>
          <ul>{state.data.list.map(renderItem)}</ul>
          <Pager
            current={page}
            total={state.data.page.totalPage}
            linkTo={(p) => ({ search: pageSearch(p) })}
            onNavigate={scrollToTop}
            texts={messages.pager}
          />
        </>
      )}
    </section>
  );
}

/** Placeholder rows shaped like the items (cover + three lines), so nothing jumps on arrival. */
function ListSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label={messages.common.loading} className="animate-pulse">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex gap-3 border-b border-line py-4 md:gap-5 md:py-5">
          <div className="h-[68px] w-[120px] shrink-0 rounded-md bg-line/70 md:h-[135px] md:w-[240px]" />
          <div className="flex-1 space-y-3 pt-1">
            <div className="h-5 w-3/4 rounded bg-line/70" />
            <div className="h-4 rounded bg-line/70" />
            <div className="h-4 w-2/3 rounded bg-line/70" />
          </div>
        </div>
      ))}
    </div>
  );
}

function scrollToTop() {
  window.scrollTo({ top: 0 });
}
