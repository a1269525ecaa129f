import { call } from '@portal/api/call';
import type { SaveHistoryBody } from '@portal/api/contract/engagement';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { useSessionUser } from '@portal/session/hooks';
import { useEffect, useRef } from 'react';

/**
 * Records an item the signed-in reader opened in their browsing history (/browsing-history), once
 * per reader and item (not again on re-render or StrictMode's second effect run). `contentId` is
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
    call(engagementEndpoints.saveHistory, { contentSource, contentId }).catch(() => {});
  }, [contentSource, contentId, userId]);
}
