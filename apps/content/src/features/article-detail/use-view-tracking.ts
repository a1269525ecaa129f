import { call } from '@portal/api/call';
import { articleEndpoints } from '@portal/api/endpoints/article';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { useViewTracking } from '../../components/detail/use-view-tracking';

/** An article's view count and browsing history entry (`mp_article`). */
export function useArticleViewTracking(
  articleId: number | undefined,
  userId: number | undefined,
  onViews: (views: number) => void,
) {
  useViewTracking(articleId, userId, onViews, {
    countView: (id) => call(articleEndpoints.views, { articleId: id, articleType: 'U' }),
    saveHistory: (body) => call(engagementEndpoints.saveHistory, body),
    contentSource: 'mp_article',
  });
}
