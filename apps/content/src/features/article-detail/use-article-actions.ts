import { call } from '@portal/api/call';
import type { ArticleDetail } from '@portal/api/contract/article';
import { articleEndpoints } from '@portal/api/endpoints/article';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { apiErrorMessage } from '@portal/api/errors';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import { requireLogin } from '@portal/session/require-login';
import { useHost } from '@portal/shared-ui/host';
import { useCallback, useRef, useState } from 'react';
import { useOptimisticToggle } from '../../components/detail/use-optimistic-toggle';
import { messages } from '../../messages';

/**
 * Like, collect and follow of one article (spec 4). Like and collect are optimistic toggles (see
 * `useOptimisticToggle`); follow flips at once too and is put back on failure.
 */
export function useArticleActions(article: ArticleDetail) {
  const host = useHost();
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
  const [followed, setFollowed] = useState(article.followStatus === 'FD');
  const pendingFollow = useRef(false);

  const toggleFollow = useCallback(() => {
    if (!requireLogin() || pendingFollow.current) return;
    pendingFollow.current = true;
    const before = followed;
    setFollowed(!before);
    call(engagementEndpoints.followUser, { userId: article.creator.id })
      .then(
        (r) => setFollowed(r.followStatus === 'T'),
        (error: unknown) => {
          setFollowed(before);
          host.toast(apiErrorMessage(error, messages.articleDetail.actionFailed));
        },
      )
      .finally(() => {
        pendingFollow.current = false;
      });
  }, [article.creator.id, followed, host]);

  return { like, collect, followed, toggleLike, toggleCollect, toggleFollow };
}
