import type { ReactNode } from 'react';
import { messages } from '../../messages';
import type { SideListState } from './use-side-list';

/** The frame every side card shares: a labelled region, a skeleton while loading, gone when hidden. */
export function SideCard<T>({
  title,
  state,
  children,
}: {
  title: string;
  state: SideListState<T>;
  children: (list: T[]) => ReactNode;
}) {
  if (state.status === 'hidden') return null;
  return (
    <section aria-label={title} className="rounded-lg bg-white px-5 py-4">
      <h2 className="mb-3 text-base font-semibold text-ink">{title}</h2>
      {state.status === 'loading' ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={messages.common.loading}
          className="animate-pulse space-y-3"
        >
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-4 rounded bg-line/70" />
          ))}
        </div>
      ) : (
        children(state.list)
      )}
    </section>
  );
}
