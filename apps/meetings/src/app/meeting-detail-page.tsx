import { useSearchParams } from '@portal/router';
import { MeetingComments } from '../features/comments/meeting-comments';
import { DetailPage } from '../features/detail/detail-page';
import { GiftPanel } from '../features/gifts/gift-panel';
import { ParticipationPanels } from '../features/participation/participation-panels';
import { PurchaseBlock } from '../features/purchase/purchase-block';

/**
 * The meeting page as the app composes it: the detail feature's page with what the other features
 * add to it (features never import each other).
 */
export function MeetingDetailPage() {
  const [params] = useSearchParams();
  const fieldsId = Number(params.get('fieldsId')) || undefined;
  return (
    <DetailPage
      slots={{
        purchase: (meeting) => <PurchaseBlock meeting={meeting} />,
        player: (meeting) => <GiftPanel meeting={meeting} fieldsId={fieldsId} />,
        main: (meeting) => <MeetingComments meetingId={meeting.id} />,
        side: (meeting) => <ParticipationPanels meeting={meeting} />,
      }}
    />
  );
}
