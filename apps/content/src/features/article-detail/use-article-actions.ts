import { toggleArticleDigg, toggleCollectArticle, toggleFollowUser } from '@portal/api/calls/article';
import { apiErrorMessage } from '@portal/api/client';
import type { ArticleDetail } from '@portal/api/contract/article';
import { requireLogin } from '@portal/session/require-login';
import { useHost } from '@portal/shared-ui/host';
import { useCallback, useRef, useState } from 'react';
import { messages } from '../../messages';
import { flipToggle, type Toggle } from './engagement';

/**
 * Like, collect and follow of one article (spec 4). Like and collect flip at once (count ±1, never
 * below 0), then the request goes out; its answer is the truth. A failure puts the state back and
 * shows the server's message. Visitors go through `requireLogin()`; a click while the previous one
 * is still pending is ignored.
 */
export function useArticleActions(article: ArticleDetail) {
  const host = useHost();
  const [like, setLike] = useState<Toggle>({ on: article.diggStatus === 'T', count: article.showDiggs });
  const [collect, setCollect] = useState<Toggle>({ on: article.isArticleCollect, count: article.favorites });
  const [followed, setFollowed] = useState(article.followStatus === 'FD');
  const pending = useRef({ like: false, collect: false, follow: false });

  const fail = useCallback(
    (error: unknown) => host.toast(apiErrorMessage(error, messages.articleDetail.actionFailed)),
    [host],
  );

  const toggleLike = useCallback(() => {
    if (!requireLogin() || pending.current.like) return;
    pending.current.like = true;
    const before = like;
    setLike(flipToggle(before));
    toggleArticleDigg(article.id)
      .then(
        (r) => setLike({ on: r.diggStatus === 'T', count: Math.max(0, r.diggs) }),
        (error: unknown) => {
          setLike(before);
          fail(error);
        },
      )
      .finally(() => {
        pending.current.like = false;
      });
  }, [article.id, like, fail]);

  const toggleCollect = useCallback(() => {
    if (!requireLogin() || pending.current.collect) return;
    pending.current.collect = true;
    const before = collect;
    setCollect(flipToggle(before));
    toggleCollectArticle(article.id)
      .then(
        (r) => setCollect({ on: r.collected, count: Math.max(0, r.favorites) }),
        (error: unknown) => {
          setCollect(before);
          fail(error);
        },
      )
      .finally(() => {
        pending.current.collect = false;
      });
  }, [article.id, collect, fail]);

  const toggleFollow = useCallback(() => {
    if (!requireLogin() || pending.current.follow) return;
    pending.current.follow = true;
    const before = followed;
    setFollowed(!before);
    toggleFollowUser(article.creator.id)
      .then(
        (r) => setFollowed(r.followStatus === 'T'),
        (error: unknown) => {
          setFollowed(before);
          fail(error);
        },
      )
      .finally(() => {
        pending.current.follow = false;
      });
  }, [article.creator.id, followed, fail]);

  return { like, collect, followed, toggleLike, toggleCollect, toggleFollow };
}
