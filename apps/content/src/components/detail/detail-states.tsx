import { apiErrorMessage } from '@portal/api/errors';
import { Link } from '@portal/router';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import type { ReactNode } from 'react';
import { messages } from '../../messages';
import { DetailSkeleton } from './detail-skeleton';
import type { DetailState } from './use-detail';

interface DetailStatesProps<T> {
  state: DetailState<T>;
  retry(): void;
  /** what a missing item shows (usually a `DetailNotFound`) */
  notFound: ReactNode;
  children(data: T): ReactNode;
}

/** The four states of every detail page: skeleton, not found, error with retry, the item. */
export function DetailStates<T>({ state, retry, notFound, children }: DetailStatesProps<T>) {
  if (state.status === 'loading') return <DetailSkeleton />;
  if (state.status === 'notFound') return <>{notFound}</>;
  if (state.status === 'error') {
    return (
      <ErrorBlock
        message={apiErrorMessage(state.error, messages.common.loadFailed)}
        onRetry={retry}
        retryText={messages.common.retry}
      />
    );
  }
  return <>{children(state.data)}</>;
}

/** A missing item: what is missing, and the way back to its list. */
export function DetailNotFound({
  title,
  backTo,
  backText,
}: {
  title: string;
  backTo: string;
  backText: string;
}) {
  return (
    <section className="flex flex-col items-center gap-4 py-24 text-center">
      <h1 className="text-lg font-medium text-ink">{title}</h1>
      <Link
        to={backTo}
        className="rounded-md border border-brand px-4 py-1.5 text-sm text-brand hover:bg-brand-50"
      >
        {backText}
      </Link>
    </section>
  );
}
