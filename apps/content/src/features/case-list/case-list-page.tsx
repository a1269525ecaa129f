import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ListResults } from '../../components/list/list-results';
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
      <ListResults
        label={messages.caseList.listLabel}
        state={state}
        retry={retry}
        emptyText={messages.caseList.empty}
        page={page}
        pageSearch={pageSearch}
        renderItem={(item) => <CaseListItem key={item.id} item={item} />}
        className="mt-3"
      />
    </div>
  );
}
