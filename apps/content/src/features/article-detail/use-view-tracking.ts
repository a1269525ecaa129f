import { articleViewWrite } from '@portal/api/mutations/article';
import { saveHistoryWrite } from '@portal/api/mutations/engagement';
import { useViewTracking } from '../../components/detail/use-view-tracking';

/** An article's view count and browsing history entry (`mp_article`), by the declared writes. */
export function useArticleViewTracking(
  articleId: number | undefined,
  userId: number | undefined,
  onViews: (views: number) => void,
) {
  useViewTracking(articleId, userId, onViews, {
    countView: (id) => articleViewWrite.write({ articleId: id }),
    saveHistory: saveHistoryWrite.write,
    contentSource: 'mp_article',
  });
}
