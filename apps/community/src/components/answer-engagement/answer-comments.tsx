import { beijingDateTime } from '@portal/api/beijing-time';
import { COMMUNITY_LIMITS } from '@portal/api/rules/community';
import { useSessionUser } from '@portal/session/hooks';
import type { CommentAuthor } from '@portal/shared-ui/comments';
import { useHost } from '@portal/shared-ui/host';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { lazy, Suspense, useMemo } from 'react';
import { messages } from '../../messages';
import { communityLinks } from '../community-links';
import { answerCommentAdapter } from './answer-comment-adapter';

// the comment system's code loads when a reader opens an answer's comments, never with the feed
const CommentSection = lazy(() =>
  import('@portal/shared-ui/comments').then((m) => ({ default: m.CommentSection })),
);

const profileHref = (author: CommentAuthor) =>
  author.id == null || author.id === 0 ? undefined : communityLinks.profile(Number(author.id));

/**
 * An answer's comments (spec 4, 5): on the answer's page all of them, a page at a time; inline
 * under an answer elsewhere the first four, then 查看全部 to the answer's page.
 */
export function AnswerComments({ answerId, inline = false }: { answerId: number; inline?: boolean }) {
  const user = useSessionUser();
  const host = useHost();
  const adapter = useMemo(() => answerCommentAdapter(answerId), [answerId]);
  return (
    <Suspense fallback={<Skeleton lines={3} label={messages.common.loading} />}>
      <CommentSection
        key={answerId}
        adapter={adapter}
        signedIn={user !== null}
        onRequireLogin={() => host.requireLogin()}
        area="community"
        profileHref={profileHref}
        formatTime={beijingDateTime}
        {...(inline
          ? {
              preview: {
                count: COMMUNITY_LIMITS.commentPreview,
                href: `${communityLinks.answer(answerId)}#comments`,
              },
            }
          : {})}
      />
    </Suspense>
  );
}
