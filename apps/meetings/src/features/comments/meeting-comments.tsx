import { meetingStickCommentsQuery } from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import type { CommentAuthor } from '@portal/shared-ui/comments';
import { mapComment } from '@portal/shared-ui/comments/from-contract';
import { useHost } from '@portal/shared-ui/host';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { WhenIdle } from '@portal/shared-ui/when-idle';
import { WhenNear } from '@portal/shared-ui/when-near';
import { lazy, Suspense, useMemo } from 'react';
import { Section } from '../../components/section';
import { messages } from '../../messages';
import { meetingCommentAdapter } from './comment-adapter';

const t = messages.comments;

// below the programme: its code and first page load when the reader heads for it, and never before
// the page's first idle period (a short programme puts them near at once)
const CommentSection = lazy(() =>
  import('@portal/shared-ui/comments').then((m) => ({ default: m.CommentSection })),
);

const MIN_HEIGHT = 240;

const profileHref = (author: CommentAuthor) =>
  author.id == null || author.id === 0
    ? undefined
    : `/user-center?profileUserId=${encodeURIComponent(String(author.id))}`;

/**
 * A meeting's comments (spec 5, 8, 9) with the shared comment system: the pinned ones on top
 * (置顶), then pages of 10 newest first, the comment box (150 characters; visitors are asked to
 * sign in), replies and likes.
 */
export function MeetingComments({ meetingId }: { meetingId: number }) {
  return (
    <Section title={t.heading}>
      <div style={{ minHeight: MIN_HEIGHT }}>
        <WhenNear minHeight={MIN_HEIGHT}>
          <WhenIdle>
            <MeetingCommentList meetingId={meetingId} />
          </WhenIdle>
        </WhenNear>
      </div>
    </Section>
  );
}

/** the pinned comments, then the comment system with them on top */
function MeetingCommentList({ meetingId }: { meetingId: number }) {
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
