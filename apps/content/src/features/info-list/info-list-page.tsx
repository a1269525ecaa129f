import { useSearchParams } from '@portal/router';
import { useCallback } from 'react';
import { BUILD_LABEL } from '../../build-label';
import { InfoListItem } from '../../components/list/info-list-item';
import { ListResults } from '../../components/list/list-results';
import { listSearch, parsePositiveInt } from '../../components/list/search-params';
import { parseOrder, SortBar } from '../../components/list/sort-bar';
import { SubspecialtyTabs } from '../../components/list/subspecialty-tabs';
import { useSubspecialties } from '../../components/list/use-subspecialties';
import { messages } from '../../messages';
import { useInfoList } from './use-info-list';

/** /info: the news list, filtered by subspecialty, sorted and paged through the URL. */
export function InfoListPage() {
  const [params] = useSearchParams();
  const page = parsePositiveInt(params.get('page')) ?? 1;
  const subspecialtyId = parsePositiveInt(params.get('subspecialtyId'));
  const order = parseOrder(params.get('order'));
  const subspecialties = useSubspecialties();
  const { state, retry } = useInfoList(page, subspecialtyId, undefined, order);

  const filterSearch = useCallback(
    (id: number | undefined) => listSearch(params, { subspecialtyId: id ?? null }),
    [params],
  );
  const pageSearch = useCallback((p: number) => listSearch(params, { page: p }), [params]);

  return (
    <div className="mx-auto w-full max-w-page px-4 py-6">
      <div className="mb-5 flex items-center gap-3">
        <h1 className="text-2xl font-semibold text-ink">{messages.infoList.title}</h1>
        {BUILD_LABEL ? (
          <span
            data-build={BUILD_LABEL}
            className="rounded bg-surface px-2 py-0.5 text-xs text-ink-mute ring-1 ring-line"
          >
            {messages.build.label(BUILD_LABEL)}
          </span>
        ) : null}
      </div>
      <SubspecialtyTabs
        subspecialties={subspecialties}
        selectedId={subspecialtyId}
        searchFor={filterSearch}
      />
      <SortBar order={order} params={params} />
      <ListResults
        label={messages.infoList.listLabel}
        state={state}
        retry={retry}
        emptyText={messages.infoList.empty}
        page={page}
        pageSearch={pageSearch}
        renderItem={(item) => <InfoListItem key={item.infoId} item={item} />}
        className="mt-3"
      />
    </div>
  );
}
