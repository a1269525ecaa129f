import { useSearchParams } from '@portal/router';
import { FilterNav } from '@portal/shared-ui/filter-nav';
import { useCallback } from 'react';
import { ListResults } from '../../components/list/list-results';
import { parsePositiveInt } from '../../components/list/search-params';
import { messages } from '../../messages';
import { ElabCaseItem } from './elab-case-item';
import { elabListSearch, parseClassificationCode, parseElabOrder } from './elab-search';
import { ELAB_PAGE_SIZE, useElabCases, useElabClassifications } from './use-elab';

const text = messages.panoramicGuidance.caseList;

/** /link/: panoramic surgery cases by classification, sorted and paged through the URL. */
export function ElabCaseListPage() {
  const [params] = useSearchParams();
  const page = parsePositiveInt(params.get('page')) ?? 1;
  const classificationCode = parseClassificationCode(params.get('classificationCode'));
  const order = parseElabOrder(params.get('order'));
  const classifications = useElabClassifications();
  const { state, retry } = useElabCases({
    pageNo: page,
    pageSize: ELAB_PAGE_SIZE,
    order,
    ...(classificationCode ? { classificationCode } : {}),
  });
  const pageSearch = useCallback((p: number) => elabListSearch(params, { page: p }), [params]);

  const tabs = [
    { code: undefined, name: text.all },
    ...(classifications.state.status === 'success' ? classifications.state.data.list : []),
  ];

  return (
    <div className="mx-auto w-full max-w-page px-4 py-6">
      <h1 className="mb-5 text-2xl font-semibold text-ink">{text.title}</h1>
      <FilterNav
        label={text.filterLabel}
        variant="chips"
        items={tabs.map((tab) => ({
          key: tab.code ?? 'all',
          label: tab.name,
          selected: tab.code === classificationCode,
          to: { search: elabListSearch(params, { classificationCode: tab.code ?? null }) },
        }))}
      />
      <FilterNav
        label={text.sortLabel}
        variant="text"
        className="mt-4"
        items={(['latest', 'hot'] as const).map((o) => ({
          key: o,
          label: o === 'latest' ? text.latest : text.hot,
          selected: o === order,
          to: { search: elabListSearch(params, { order: o }) },
        }))}
      />
      <ListResults
        label={text.listLabel}
        state={state}
        retry={retry}
        emptyText={text.empty}
        page={page}
        pageSearch={pageSearch}
        renderItem={(item) => <ElabCaseItem key={item.id} item={item} />}
        className="mt-3"
      />
    </div>
  );
}
