import { apiErrorMessage } from '@portal/api/errors';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { Skeleton } from '@portal/shared-ui/skeleton';
import type { ReactNode } from 'react';
import { messages } from '../messages';

/** A titled white block of a meeting page. */
export function Section({
  title,
  action,
  children,
  className = '',
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-label={title} className={`rounded-lg bg-white px-5 py-4 ${className}`}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

/**
 * What a query shows: a skeleton while it loads (of `minHeight`, so what arrives moves nothing
 * below), the server's message with 重试 when it fails, `empty` when it has nothing.
 */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  lines = 3,
  minHeight,
  loading,
  children,
}: {
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  lines?: number;
  minHeight?: number;
  /** what shows while it loads, in place of the skeleton lines (a placeholder of the content's shape) */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <div style={minHeight ? { minHeight } : undefined}>
        {loading ?? <Skeleton lines={lines} label={messages.common.loading} />}
      </div>
    );
  if (query.error || query.data === undefined)
    return (
      <ErrorBlock
        message={apiErrorMessage(query.error, messages.common.loadFailed)}
        onRetry={() => void query.refetch()}
        retryText={messages.common.retry}
        className="py-6"
      />
    );
  if (isEmpty?.(query.data)) return <p className="py-6 text-center text-sm text-ink-mute">{empty}</p>;
  return <>{children(query.data)}</>;
}
