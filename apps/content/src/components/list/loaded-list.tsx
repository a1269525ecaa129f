import { apiErrorMessage } from '@portal/api/errors';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import type { ReactNode } from 'react';
import { messages } from '../../messages';
import type { ListState } from './use-list-page';

/** A page section's list: cover-shaped skeleton, error with retry, empty text, or the items. */
export function LoadedList<T>({
  state,
  retry,
  empty,
  children,
}: {
  state: ListState<T>;
  retry: () => void;
  empty: string;
  children: (list: T[]) => ReactNode;
}) {
  if (state.status === 'loading') {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label={messages.common.loading}
        className="grid animate-pulse grid-cols-3 gap-4"
      >
        {[0, 1, 2].map((i) => (
          <div key={i} className="aspect-video rounded-md bg-line/70" />
        ))}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <ErrorBlock
        message={apiErrorMessage(state.error, messages.common.loadFailed)}
        onRetry={retry}
        retryText={messages.common.retry}
        className="py-8"
      />
    );
  }
  if (state.data.list.length === 0) return <p className="py-8 text-center text-sm text-ink-mute">{empty}</p>;
  return <>{children(state.data.list)}</>;
}
