import { Skeleton } from '@portal/shared-ui/skeleton';
import { WhenIdle } from '@portal/shared-ui/when-idle';
import { WhenNear } from '@portal/shared-ui/when-near';
import { lazy, Suspense } from 'react';
import { Section } from '../../components/section';
import { messages } from '../../messages';

const t = messages.comments;

// below the programme: its code (the list, the adapter, the comment system) and first page load
// when the reader heads for it, and never before the page's first idle period (a short programme
// puts them near at once)
const MeetingCommentList = lazy(() => import('./meeting-comment-list'));

const MIN_HEIGHT = 240;

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
            <Suspense fallback={<Skeleton lines={4} label={messages.common.loading} />}>
              <MeetingCommentList meetingId={meetingId} />
            </Suspense>
          </WhenIdle>
        </WhenNear>
      </div>
    </Section>
  );
}
