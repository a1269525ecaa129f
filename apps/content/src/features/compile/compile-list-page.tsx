import { compileListQuery } from '@portal/api/queries/content';
import { useSearchParams } from '@portal/router';
import { useCallback } from 'react';
import { InfoListItem } from '../../components/list/info-list-item';
import { ListResults } from '../../components/list/list-results';
import { listSearch, parsePositiveInt } from '../../components/list/search-params';
import { useListPage } from '../../components/list/use-list-page';
import { messages } from '../../messages';

export const COMPILE_PAGE_SIZE = 20;
const text = messages.panoramicGuidance.compile;

/** /compile: compiled foreign literature, newest first; each item opens /info/detail?id= (the link given). */
export function CompileListPage() {
  const [params] = useSearchParams();
  const page = parsePositiveInt(params.get('page')) ?? 1;
  const { state, retry } = useListPage(compileListQuery({ pageNo: page, pageSize: COMPILE_PAGE_SIZE }));
  const pageSearch = useCallback((p: number) => listSearch(params, { page: p }), [params]);
  return (
    <div className="mx-auto w-full max-w-page px-4 py-6">
      <h1 className="text-2xl font-semibold text-ink">{text.title}</h1>
      <p className="mt-2 text-sm text-ink-soft">{text.lead}</p>
      <ListResults
        label={text.listLabel}
        state={state}
        retry={retry}
        emptyText={text.empty}
        page={page}
        pageSearch={pageSearch}
        renderItem={(item) => <InfoListItem key={item.infoId} item={item} />}
      />
    </div>
  );
}
