import { MeetingComments } from '../features/comments/meeting-comments';
import { DetailPage } from '../features/detail/detail-page';
import { ParticipationPanels } from '../features/participation/participation-panels';

/**
 * The meeting page as the app composes it: the detail feature's page with what the other features
 * add to it (features never import each other).
 */
export function MeetingDetailPage() {
  return (
    <DetailPage
      slots={{
        main: (meeting) => <MeetingComments meetingId={meeting.id} />,
        side: (meeting) => <ParticipationPanels meeting={meeting} />,
      }}
    />
  );
}
