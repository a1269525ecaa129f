import { InfiniteLoader } from '@portal/shared-ui/infinite-loader';
import { messages } from '../../messages';
import { FlowItemCard } from './flow-item';
import { useInformationFlow } from './use-information-flow';

const t = messages.channelHome;

/** The channel's news, articles, cases, meetings and courses, newest first, loaded as you scroll. */
export function InformationFlow({ channelId, nodeId }: { channelId: number; nodeId: number | undefined }) {
  const { state, loadMore, retry } = useInformationFlow(channelId, nodeId);
  const firstLoad = state.status === 'loading' && state.items.length === 0;
  return (
    <section aria-label={t.flowLabel} className="rounded-lg bg-white px-4 py-4 md:px-5">
      <h2 className="mb-1 text-lg font-semibold text-ink">{t.flowTitle}</h2>
      {firstLoad ? (
        <div role="status" aria-busy="true" aria-label={messages.common.loading} className="animate-pulse">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex gap-3 border-b border-line py-4 md:gap-4">
              <div className="h-[68px] w-[120px] shrink-0 rounded-md bg-line/70 md:h-[124px] md:w-[220px]" />
              <div className="flex-1 space-y-3 pt-1">
                <div className="h-5 w-3/4 rounded bg-line/70" />
                <div className="h-4 rounded bg-line/70" />
              </div>
            </div>
          ))}
        </div>
      ) : (
        <>
          {state.items.length > 0 ? (
            <ul>
              {state.items.map((item) => (
                <FlowItemCard key={`${item.type}:${item.id}`} item={item} />
              ))}
            </ul>
          ) : null}
          <InfiniteLoader
            status={state.status}
            error={state.error}
            count={state.items.length}
            onLoadMore={loadMore}
            onRetry={retry}
            emptyText={t.empty}
            noMoreText={t.noMore}
            loadingText={t.loadingMore}
            loadFailedText={messages.common.loadFailed}
            retryText={messages.common.retry}
          />
        </>
      )}
    </section>
  );
}
