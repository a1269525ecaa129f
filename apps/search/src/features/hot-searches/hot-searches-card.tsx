import { getHotSearches } from '@portal/api/calls/search';
import type { HotSearch } from '@portal/api/contract/search';
import { SEARCH_LIMITS } from '@portal/api/paths/search';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { useHost } from '@portal/shared-ui/host';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../messages';

const t = messages.hotSearches;

export const searchPageUrl = (keywords: string) => `/search?keywords=${encodeURIComponent(keywords)}`;

type HotState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; list: HotSearch[] };

function useHotSearches() {
  const [state, setState] = useState<HotState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getHotSearches({ limit: SEARCH_LIMITS.hots, signal: controller.signal }).then(
      (list) => {
        if (!controller.signal.aborted)
          setState({ status: 'ready', list: list.slice(0, SEARCH_LIMITS.hots) });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

/**
 * 热门搜索 (spec 2 side card, 10 entries). On the results page an entry replaces the results in the
 * same tab (`inPage`); elsewhere (the home page widget) it opens by the host's search rule.
 */
export function HotSearchesCard({ inPage }: { inPage: boolean }) {
  const { state, retry } = useHotSearches();
  const host = useHost();
  // on /search the card is ours, a region of its own; on the home page the shell's slot is the
  // labelled region and draws the card, so the widget is plain content inside it
  const Frame = inPage ? 'section' : 'div';
  return (
    <Frame
      aria-label={inPage ? t.title : undefined}
      className={inPage ? 'rounded-lg bg-white px-5 py-4' : ''}
    >
      <h2 className="mb-3 text-base font-semibold text-ink">{t.title}</h2>
      {state.status === 'loading' ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={messages.common.loading}
          className="animate-pulse space-y-3"
        >
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="h-4 rounded bg-line/70" />
          ))}
        </div>
      ) : state.status === 'error' ? (
        <ErrorBlock message={messages.common.loadFailed} onRetry={retry} retryText={messages.common.retry} />
      ) : state.list.length === 0 ? (
        <p className="text-sm text-ink-mute">{t.empty}</p>
      ) : (
        <ol className="space-y-2.5">
          {state.list.map((hot, i) => (
            <li key={`${hot.id}:${hot.title}`} className="flex items-center gap-3 text-sm">
              <span
                className={`w-5 shrink-0 text-center font-semibold ${i < 3 ? 'text-orange-500' : 'text-ink-mute'}`}
              >
                {i + 1}
              </span>
              {inPage ? (
                <Link to={searchPageUrl(hot.title)} className="truncate text-ink hover:text-brand">
                  {hot.title}
                </Link>
              ) : (
                <a
                  href={searchPageUrl(hot.title)}
                  onClick={(event) => {
                    event.preventDefault();
                    host.openSearch(hot.title);
                  }}
                  className="truncate text-ink hover:text-brand"
                >
                  {hot.title}
                </a>
              )}
            </li>
          ))}
        </ol>
      )}
    </Frame>
  );
}
