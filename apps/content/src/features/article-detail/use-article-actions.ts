import type { ArticleDetail } from '@portal/api/contract/article';
import { articleDiggWrite } from '@portal/api/mutations/article';
import { collectWrite, followUserWrite } from '@portal/api/mutations/engagement';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import { useFollow } from '@portal/session/use-follow';
import { useOptimisticToggle } from '../../components/detail/use-optimistic-toggle';
import { messages } from '../../messages';

/**
 * Like, collect and follow of one article (spec 4). Like and collect are optimistic toggles (see
 * `useOptimisticToggle`); follow flips at once too and is put back on failure (`useFollow`).
 */
export function useArticleActions(article: ArticleDetail) {
  const [like, toggleLike] = useOptimisticToggle(
    { on: article.diggStatus === 'T', count: article.showDiggs },
    articleDiggWrite,
    { articleId: article.id },
  );
  const [collect, toggleCollect] = useOptimisticToggle(
    { on: article.isArticleCollect, count: article.favorites },
    collectWrite,
    { contentId: article.id, type: COLLECT_TYPES.mpArticle },
  );
  const follow = useFollow({
    write: followUserWrite,
    input: { userId: article.creator.id },
    on: article.followStatus === 'FD',
    optimistic: true,
    failedText: messages.articleDetail.actionFailed,
  });

  return { like, collect, followed: follow.on, toggleLike, toggleCollect, toggleFollow: follow.toggle };
}
