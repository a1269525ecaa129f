import type { CompetitionCard } from '@portal/api/contract/competitions';
import { competitionListQuery } from '@portal/api/queries/competitions';
import { competitionPath } from '@portal/api/rules/competitions';
import { useInfiniteQuery } from '@portal/query';
import { Link, useSearchParams } from '@portal/router';
import { FilterNav } from '@portal/shared-ui/filter-nav';
import { InfiniteLoader, infiniteStatus } from '@portal/shared-ui/infinite-loader';
import { useEffect } from 'react';
import { competitionMessages as t } from '../../competition-messages';
import { StatusBadge } from './status-badge';

const STATUSES = [2, 1, 0, 3] as const;
type Status = (typeof STATUSES)[number];

const statusParam = (value: string | null): Status | undefined => STATUSES.find((s) => String(s) === value);

function CompetitionItem({ item }: { item: CompetitionCard }) {
  return (
    <li className="overflow-hidden rounded-lg bg-white ring-1 ring-line">
      <Link to={competitionPath(item.id)} className="flex gap-3 p-3 hover:bg-surface sm:gap-4 sm:p-4">
        <img
          src={item.coverImage}
          alt=""
          width={160}
          height={90}
          loading="lazy"
          className="h-[68px] w-[120px] shrink-0 rounded object-cover sm:h-[90px] sm:w-[160px]"
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-start gap-2">
            <h2 className="line-clamp-2 flex-1 text-base font-semibold text-ink">{item.name}</h2>
            <StatusBadge status={item.status} />
          </div>
          <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{item.description}</p>
          <p className="mt-1 text-xs text-ink-mute">
            {t.views(item.views)} · {t.entryTotal(item.entryTotal)}
          </p>
        </div>
      </Link>
    </li>
  );
}

/** /competition: every competition, newest first, filtered by status (spec 4) through the address. */
export function CompetitionListPage() {
  const [params] = useSearchParams();
  const status = statusParam(params.get('status'));
  const query = useInfiniteQuery(competitionListQuery(status));
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  useEffect(() => {
    document.title = t.listTitle;
  }, []);
  return (
    <main className="mx-auto w-full max-w-page px-4 py-6">
      <h1 className="mb-4 text-2xl font-semibold text-ink">{t.listTitle}</h1>
      <FilterNav
        label={t.statusFilter}
        variant="chips"
        className="mb-4"
        items={[
          { key: 'all', label: t.all, selected: status === undefined, to: { search: '' } },
          ...STATUSES.map((s) => ({
            key: String(s),
            label: t.status[s],
            selected: status === s,
            to: { search: `?status=${s}` },
          })),
        ]}
      />
      <ul aria-label={t.listLabel} className="space-y-3">
        {items.map((item) => (
          <CompetitionItem key={item.id} item={item} />
        ))}
      </ul>
      <InfiniteLoader
        status={infiniteStatus(query)}
        error={query.error}
        count={items.length}
        onLoadMore={() => void query.fetchNextPage()}
        onRetry={() => void query.refetch()}
        emptyText={t.empty}
        noMoreText={t.noMore}
        loadingText={t.loadingMore}
        loadFailedText={t.loadFailed}
        retryText={t.retry}
      />
    </main>
  );
}
