import { apiErrorMessage } from '@portal/api/client';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BUILD_LABEL } from '../../build-label';
import { Pager } from '../../components/list/pager';
import { listSearch, parsePositiveInt } from '../../components/list/search-params';
import { SubspecialtyTabs } from '../../components/list/subspecialty-tabs';
import { useSubspecialties } from '../../components/list/use-subspecialties';
import { messages } from '../../messages';
import { InfoListItem } from './info-list-item';
import { useInfoList } from './use-info-list';

/** /info: the news list, filtered by subspecialty and paged through the URL. */
export function InfoListPage() {
  const [params] = useSearchParams();
  const page = parsePositiveInt(params.get('page')) ?? 1;
  const subspecialtyId = parsePositiveInt(params.get('subspecialtyId'));
  const subspecialties = useSubspecialties();
  const { state, retry } = useInfoList(page, subspecialtyId);

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
      <section aria-label={messages.infoList.listLabel} className="mt-4 rounded-lg bg-white px-6">
        {state.status === 'loading' ? (
          <ListSkeleton />
        ) : state.status === 'error' ? (
          <ErrorBlock
            message={apiErrorMessage(state.error, messages.common.loadFailed)}
            onRetry={retry}
            retryText={messages.common.retry}
          />
        ) : state.data.list.length === 0 ? (
          <p className="py-16 text-center text-sm text-ink-mute">{messages.infoList.empty}</p>
        ) : (
          <>
            <ul>
              {state.data.list.map((item) => (
                <InfoListItem key={item.infoId} item={item} />
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

/** Placeholder rows shaped like the items (cover + three lines), so nothing jumps on arrival. */
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
