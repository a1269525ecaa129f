import { meetingStickCommentsQuery } from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import type { CommentAuthor } from '@portal/shared-ui/comments';
import { mapComment } from '@portal/shared-ui/comments/from-contract';
import { useHost } from '@portal/shared-ui/host';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { lazy, Suspense, useMemo } from 'react';
import { messages } from '../../messages';
import { meetingCommentAdapter } from './comment-adapter';

const CommentSection = lazy(() =>
  import('@portal/shared-ui/comments').then((m) => ({ default: m.CommentSection })),
);

const profileHref = (author: CommentAuthor) =>
  author.id == null || author.id === 0
    ? undefined
    : `/user-center?profileUserId=${encodeURIComponent(String(author.id))}`;

/** the pinned comments, then the comment system with them on top */
export default function MeetingCommentList({ meetingId }: { meetingId: number }) {
  const user = useSessionUser();
  const host = useHost();
  const adapter = useMemo(() => meetingCommentAdapter(meetingId), [meetingId]);
  const stick = useQuery(meetingStickCommentsQuery(meetingId));
  // a failed pinned list leaves the comments without it
  const pinned = useMemo(() => stick.data?.list.map(mapComment) ?? [], [stick.data]);
  if (stick.isPending) return <Skeleton lines={4} label={messages.common.loading} />;
  return (
    <Suspense fallback={<Skeleton lines={4} label={messages.common.loading} />}>
      <CommentSection
        key={meetingId}
        adapter={adapter}
        signedIn={user !== null}
        onRequireLogin={() => host.requireLogin()}
        area="meeting"
        pinned={pinned}
        profileHref={profileHref}
      />
    </Suspense>
  );
}
