import { countArticleView, saveBrowsingHistory } from '@portal/api/calls/article';
import { useEffect, useRef } from 'react';

/**
 * Counts one view per article shown (not again on re-render or StrictMode's second effect run)
 * and, when signed in, records the article in the browsing history. Failures are silent: neither
 * is worth bothering the reader with. `onViews` receives the server's new view count.
 */
export function useViewTracking(
  articleId: number | undefined,
  userId: number | undefined,
  onViews: (views: number) => void,
) {
  const counted = useRef<number | undefined>(undefined);
  const saved = useRef<string | undefined>(undefined);
  const onViewsRef = useRef(onViews);
  onViewsRef.current = onViews;

  useEffect(() => {
    if (!articleId || counted.current === articleId) return;
    counted.current = articleId;
    countArticleView(articleId).then(
      (r) => onViewsRef.current(r.views),
      () => {},
    );
  }, [articleId]);

  useEffect(() => {
    if (!articleId || !userId) return;
    const key = `${userId}:${articleId}`;
    if (saved.current === key) return;
    saved.current = key;
    saveBrowsingHistory({ contentSource: 'mp_article', contentId: articleId }).catch(() => {});
  }, [articleId, userId]);
}
