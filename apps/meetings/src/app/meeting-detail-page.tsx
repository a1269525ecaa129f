import { useSearchParams } from '@portal/router';
import { WhenIdle } from '@portal/shared-ui/when-idle';
import { lazy, Suspense } from 'react';
import { MeetingComments } from '../features/comments/meeting-comments';
import { DetailPage } from '../features/detail/detail-page';
import { ParticipationPanels } from '../features/participation/participation-panels';
import { PurchaseBlock } from '../features/purchase/purchase-block';

// the CME panel reads the reader's own standing: after the page's first idle period
const MeetingCertificatePanel = lazy(() =>
  import('../features/certificates/meeting-certificate-panel').then((m) => ({
    default: m.MeetingCertificatePanel,
  })),
);
// a live room's gifts come after the video and the programme: in the page's first idle period
const GiftPanel = lazy(() => import('../features/gifts/gift-panel').then((m) => ({ default: m.GiftPanel })));

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
        player: (meeting) => (
          <WhenIdle>
            <Suspense fallback={null}>
              <GiftPanel meeting={meeting} fieldsId={fieldsId} />
            </Suspense>
          </WhenIdle>
        ),
        main: (meeting) => <MeetingComments meetingId={meeting.id} />,
        side: (meeting) => (
          <>
            <ParticipationPanels meeting={meeting} />
            <WhenIdle>
              <Suspense fallback={null}>
                <MeetingCertificatePanel meeting={meeting} />
              </Suspense>
            </WhenIdle>
          </>
        ),
      }}
    />
  );
}
