import { apiErrorMessage, toApiError } from '@portal/api/errors';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { type ReactNode, useEffect } from 'react';
import { messages } from '../messages';

export interface PageFrameProps<T> {
  /** the id of the address; undefined when it is none (a forged or missing one) */
  id: number | undefined;
  query: { isPending: boolean; data: T | undefined; error: unknown; refetch: () => unknown };
  /** what the page says when the item is not there */
  notFound: string;
  documentTitle: (item: T) => string;
  children: (item: T) => ReactNode;
}

/**
 * A brand page about one item: the not-found page for an address without an id, a skeleton while
 * it loads, the item's not-found text (a 404) or a failure with 重试, else the item, named in the
 * document's title.
 */
export function PageFrame<T>({ id, query, notFound, documentTitle, children }: PageFrameProps<T>) {
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
  return <main className="mx-auto max-w-page space-y-4 px-4 py-6">{children(item)}</main>;
}

/** an id of the address: a positive integer, else undefined */
export function idParam(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** a titled block of a page */
export function Section({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-lg bg-white p-4 sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
