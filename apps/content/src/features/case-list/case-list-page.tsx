import { apiErrorMessage } from '@portal/api/client';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Pager } from '../../components/list/pager';
import { listSearch, parsePositiveInt } from '../../components/list/search-params';
import { SubspecialtyTabs } from '../../components/list/subspecialty-tabs';
import { useSubspecialties } from '../../components/list/use-subspecialties';
import { messages } from '../../messages';
import { CaseListItem } from './case-list-item';
import { type CaseOrder, useCaseList } from './use-case-list';

/** `?order=hot` sorts by heat; anything else (or nothing) is the default, newest first. */
export function parseOrder(value: string | null): CaseOrder {
  return value === 'hot' ? 'hot' : 'latest';
}

const ORDERS: { value: CaseOrder; label: string }[] = [
  { value: 'latest', label: messages.caseList.latest },
  { value: 'hot', label: messages.caseList.hot },
];

/** /case: user-written cases, filtered by subspecialty, sorted, and paged through the URL. */
export function CaseListPage() {
  const [params] = useSearchParams();
  const page = parsePositiveInt(params.get('page')) ?? 1;
  const subspecialtyId = parsePositiveInt(params.get('subspecialtyId'));
  const order = parseOrder(params.get('order'));
  const subspecialties = useSubspecialties();
  const { state, retry } = useCaseList(page, subspecialtyId, order);

  const filterSearch = useCallback(
    (id: number | undefined) => listSearch(params, { subspecialtyId: id ?? null }),
    [params],
  );
  const pageSearch = useCallback((p: number) => listSearch(params, { page: p }), [params]);

  return (
    <div className="mx-auto w-full max-w-page px-4 py-6">
      <h1 className="mb-5 text-2xl font-semibold text-ink">{messages.caseList.title}</h1>
      <SubspecialtyTabs
        subspecialties={subspecialties}
        selectedId={subspecialtyId}
        searchFor={filterSearch}
      />
      <nav aria-label={messages.caseList.sortLabel} className="mt-4 flex gap-4 text-sm">
        {ORDERS.map((o) => (
          <Link
            key={o.value}
            to={{ search: listSearch(params, { order: o.value === 'latest' ? null : o.value }) }}
            aria-current={o.value === order ? 'true' : undefined}
            className={o.value === order ? 'font-semibold text-brand' : 'text-ink-soft hover:text-brand'}
          >
            {o.label}
          </Link>
        ))}
      </nav>
      <section aria-label={messages.caseList.listLabel} className="mt-3 rounded-lg bg-white px-6">
        {state.status === 'loading' ? (
          <ListSkeleton />
        ) : state.status === 'error' ? (
          <ErrorBlock
            message={apiErrorMessage(state.error, messages.common.loadFailed)}
            onRetry={retry}
            retryText={messages.common.retry}
          />
        ) : state.data.list.length === 0 ? (
          <p className="py-16 text-center text-sm text-ink-mute">{messages.caseList.empty}</p>
        ) : (
          <>
            <ul>
              {state.data.list.map((item) => (
                <CaseListItem key={item.id} item={item} />
              ))}
            </ul>
            <Pager
              current={page}
              total={state.data.page.totalPage}
              searchFor={pageSearch}
              onNavigate={scrollToTop}
            />
          </>
        )}
      </section>
    </div>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label={messages.common.loading} className="animate-pulse">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex gap-5 border-b border-line py-5">
          <div className="h-[135px] w-[240px] shrink-0 rounded-md bg-line/70" />
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
