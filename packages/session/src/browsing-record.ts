import type { SaveHistoryBody } from '@portal/api/contract/engagement';
import { useSessionUser } from '@portal/session/hooks';
import { useEffect, useRef } from 'react';

/** the browser's next idle period (a timeout where it has none) */
const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run)
    : window.setTimeout(run, 1);

/** the call, loaded when first needed: a page's first load does not carry it */
async function saveHistory(body: SaveHistoryBody): Promise<void> {
  const [{ call }, { engagementEndpoints }] = await Promise.all([
    import('@portal/api/call'),
    import('@portal/api/endpoints/engagement'),
  ]);
  await call(engagementEndpoints.saveHistory, body);
}

/**
 * Records an item the signed-in reader opened in their browsing history (/browsing-history), once
 * per reader and item (not again on re-render or StrictMode's second effect run), in the browser's
 * next idle period: the history is not worth a byte of the page's first load. `contentId` is
 * undefined until the page knows the item exists. Failures are silent: the history is not worth
 * bothering the reader with. Visitors have no history.
 */
export function useBrowsingRecord(
  contentSource: SaveHistoryBody['contentSource'],
  contentId: number | undefined,
) {
  const user = useSessionUser();
  const saved = useRef<string | undefined>(undefined);
  const userId = user?.id;
  useEffect(() => {
    if (!contentId || !userId) return;
    const key = `${userId}:${contentSource}:${contentId}`;
    if (saved.current === key) return;
    saved.current = key;
    whenIdle(() => {
      saveHistory({ contentSource, contentId }).catch(() => {});
    });
  }, [contentSource, contentId, userId]);
}
