import { useSearchParams } from '@portal/router';
import { useCallback } from 'react';
import { ListResults } from '../../components/list/list-results';
import { listSearch, parsePositiveInt } from '../../components/list/search-params';
import { parseOrder, SortBar } from '../../components/list/sort-bar';
import { SubspecialtyTabs } from '../../components/list/subspecialty-tabs';
import { useSubspecialties } from '../../components/list/use-subspecialties';
import { messages } from '../../messages';
import { CaseListItem } from './case-list-item';
import { useCaseList } from './use-case-list';

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
      <SortBar order={order} params={params} />
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
