import { apiErrorMessage, toApiError } from '@portal/api/errors';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { type ReactNode, useEffect } from 'react';
import { messages } from '../messages';

export interface ItemPageProps<T> {
  /** the id of the address; undefined when it is none (a forged or missing one) */
  id: number | undefined;
  /** the item's query: pending, then its data, or its error (a 404: the item is not there) */
  query: { isPending: boolean; data: T | undefined; error: unknown; refetch: () => unknown };
  /** what the page says when the item is not there (or not yet published) */
  notFound: string;
  documentTitle: (item: T) => string;
  /** the page's column beside the item */
  side: ReactNode;
  children: (item: T) => ReactNode;
}

/**
 * A page about one item of the community (a question, an answer, a topic, a circle, an activity):
 * the not-found page for an address without an id, a skeleton while it loads, the item's own
 * not-found text (a 404) or a failure with 重试, else the item and the side column, with the item in the document's title.
 */
export function ItemPage<T>({ id, query, notFound, documentTitle, side, children }: ItemPageProps<T>) {
  const item = query.data;
  useEffect(() => {
    if (item) document.title = documentTitle(item);
  }, [item, documentTitle]);
  if (id === undefined) return <NotFound />;
  if (query.isPending)
    return (
      <main className="mx-auto max-w-page px-4 py-6">
        <Skeleton block lines={6} label={messages.common.loading} />
      </main>
    );
  // a failed load is not a missing item: the reader may try again
  if (!item && query.error && toApiError(query.error).code !== 404)
    return (
      <main className="mx-auto max-w-page px-4 py-6">
        <ErrorBlock
          message={apiErrorMessage(query.error, messages.common.loadFailed)}
          onRetry={() => void query.refetch()}
          retryText={messages.common.retry}
        />
      </main>
    );
  if (!item)
    return (
      <main className="mx-auto max-w-page px-4 py-16 text-center text-ink-soft">
        <h1 className="text-lg">{notFound}</h1>
      </main>
    );
  return (
    <main className="mx-auto max-w-page px-4 py-6">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[1fr_320px]">
        <div className="min-w-0 space-y-4">{children(item)}</div>
        {side}
      </div>
    </main>
  );
}
