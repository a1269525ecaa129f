import { call } from '@portal/api/call';
import type { ArticleDetail } from '@portal/api/contract/article';
import { articleEndpoints } from '@portal/api/endpoints/article';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { followUserWrite } from '@portal/api/mutations/engagement';
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
    () =>
      call(articleEndpoints.digg, { articleId: article.id }).then((r) => ({
        on: r.diggStatus === 'T',
        count: r.diggs,
      })),
  );
  const [collect, toggleCollect] = useOptimisticToggle(
    { on: article.isArticleCollect, count: article.favorites },
    () =>
      call(engagementEndpoints.collect, { contentId: article.id, type: COLLECT_TYPES.mpArticle }).then(
        (r) => ({
          on: r.collected,
          count: r.favorites,
        }),
      ),
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
