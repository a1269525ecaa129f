import { countArticleView, saveBrowsingHistory } from '@portal/api/calls/article';
import { useViewTracking } from '../../components/detail/use-view-tracking';

/** An article's view count and browsing history entry (`mp_article`). */
export function useArticleViewTracking(
  articleId: number | undefined,
  userId: number | undefined,
  onViews: (views: number) => void,
) {
  useViewTracking(articleId, userId, onViews, {
    countView: countArticleView,
    saveHistory: saveBrowsingHistory,
    contentSource: 'mp_article',
  });
}
