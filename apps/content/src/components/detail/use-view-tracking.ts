import type { SaveHistoryBody } from '@portal/api/contract/engagement';
import { useEffect, useRef } from 'react';

interface ViewTrackingCalls {
  /** +1 view of the item; resolves with the new count */
  countView(id: number): Promise<{ views: number }>;
  /** records the item in the signed-in reader's browsing history */
  saveHistory(body: SaveHistoryBody): Promise<unknown>;
  /** the history's name for the area ('mp_article', 'info') */
  contentSource: SaveHistoryBody['contentSource'];
}

/**
 * Counts one view per item shown (not again on re-render or StrictMode's second effect run)
 * and, when signed in, records the item in the browsing history. Failures are silent: neither
 * is worth bothering the reader with. `onViews` receives the server's new view count.
 */
export function useViewTracking(
  id: number | undefined,
  userId: number | undefined,
  onViews: (views: number) => void,
  calls: ViewTrackingCalls,
) {
  const counted = useRef<number | undefined>(undefined);
  const saved = useRef<string | undefined>(undefined);
  const latest = useRef({ onViews, calls });
  latest.current = { onViews, calls };

  useEffect(() => {
    if (!id || counted.current === id) return;
    counted.current = id;
    latest.current.calls.countView(id).then(
      (r) => latest.current.onViews(r.views),
      () => {},
    );
  }, [id]);

  useEffect(() => {
    if (!id || !userId) return;
    const key = `${userId}:${id}`;
    if (saved.current === key) return;
    saved.current = key;
    const { saveHistory, contentSource } = latest.current.calls;
    saveHistory({ contentSource, contentId: id }).catch(() => {});
  }, [id, userId]);
}
