import { apiErrorMessage } from '@portal/api/errors';
import { pendingReviewsQuery } from '@portal/api/queries/community';
import { useInfiniteQuery } from '@portal/query';
import { useSessionStatus, useSessionUser } from '@portal/session/hooks';
import { filterChoiceClass } from '@portal/shared-ui/filter-nav';
import { useHost } from '@portal/shared-ui/host';
import { InfiniteFooter } from '@portal/shared-ui/paged-list';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useEffect, useState } from 'react';
import { messages } from '../../messages';
import { KIND_LABELS } from './kind-labels';
import { ReviewCard } from './review-card';

const t = messages.reviewPage;
const KINDS = Object.keys(KIND_LABELS);

/** `/topic-circle/review`: the moderators' queue of community content waiting for review. */
export function ReviewPage() {
  const status = useSessionStatus();
  const user = useSessionUser();
  const host = useHost();
  useEffect(() => {
    document.title = t.documentTitle;
    if (status === 'signedOut') host.requireLogin();
  }, [status, host]);
  return (
    <main className="mx-auto max-w-[900px] px-4 py-6">
      <h1 className="text-xl font-semibold text-ink">{t.heading}</h1>
      {user ? <Queue viewerId={user.id} /> : <Skeleton block lines={6} label={messages.common.loading} />}
    </main>
  );
}

function Queue({ viewerId }: { viewerId: number }) {
  const [kind, setKind] = useState<string | null>(null);
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  const query = useInfiniteQuery(pendingReviewsQuery(kind, viewerId));
  const items = (query.data?.pages.flatMap((p) => p.list) ?? []).filter((i) => !decided.has(i.id));
  const total = query.data?.pages[0]?.page.totalCount ?? 0;
  if (query.isError && !query.data)
    return (
      <p role="alert" className="mt-10 text-center text-ink-soft">
        {apiErrorMessage(query.error, t.loadFailed)}
      </p>
    );
  return (
    <>
      <fieldset aria-label={t.kinds} className="mt-4 flex flex-wrap gap-2">
        {[null, ...KINDS].map((k) => (
          <button
            key={k ?? 'all'}
            type="button"
            aria-pressed={kind === k}
            onClick={() => setKind(k)}
            className={filterChoiceClass('chips', kind === k)}
          >
            {k ? KIND_LABELS[k] : t.all}
          </button>
        ))}
        {query.data ? (
          <span className="self-center text-sm text-ink-mute">
            {t.waiting(Math.max(0, total - decided.size))}
          </span>
        ) : null}
      </fieldset>
      <div className="mt-4 space-y-4">
        {items.map((item) => (
          <ReviewCard
            key={item.id}
            item={item}
            onDecided={(id) => setDecided((set) => new Set(set).add(id))}
            onChanged={() => void query.refetch()}
          />
        ))}
      </div>
      <InfiniteFooter
        query={query}
        count={items.length}
        emptyText={t.empty}
        texts={{
          noMore: messages.common.noMore,
          loading: messages.common.loading,
          loadFailed: t.loadFailed,
          retry: messages.common.retry,
        }}
      />
    </>
  );
}
