import { Link, useSearchParams } from '@portal/router';
import { useCallback } from 'react';
import { ListResults } from '../../components/list/list-results';
import { parsePositiveInt } from '../../components/list/search-params';
import { messages } from '../../messages';
import { ElabCaseItem } from './elab-case-item';
import { elabListSearch, parseClassificationCode, parseElabOrder } from './elab-search';
import { ELAB_PAGE_SIZE, useElabCases, useElabClassifications } from './use-elab';

const text = messages.panoramicGuidance.caseList;
const tabClass = 'whitespace-nowrap rounded-full px-4 py-1.5 text-sm transition-colors';

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
      <nav aria-label={text.filterLabel} className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const selected = tab.code === classificationCode;
          return (
            <Link
              key={tab.code ?? 'all'}
              to={{ search: elabListSearch(params, { classificationCode: tab.code ?? null }) }}
              aria-current={selected ? 'true' : undefined}
              className={
                selected
                  ? `${tabClass} bg-brand text-white`
                  : `${tabClass} bg-white text-ink-soft ring-1 ring-line hover:text-brand hover:ring-brand`
              }
            >
              {tab.name}
            </Link>
          );
        })}
      </nav>
      <nav aria-label={text.sortLabel} className="mt-4 flex gap-4 text-sm">
        {(['latest', 'hot'] as const).map((o) => (
          <Link
            key={o}
            to={{ search: elabListSearch(params, { order: o }) }}
            aria-current={o === order ? 'true' : undefined}
            className={o === order ? 'font-semibold text-brand' : 'text-ink-soft hover:text-brand'}
          >
            {o === 'latest' ? text.latest : text.hot}
          </Link>
        ))}
      </nav>
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
