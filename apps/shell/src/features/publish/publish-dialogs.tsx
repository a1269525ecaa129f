import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { messages } from '../../messages';
import { BRAND_MANAGEMENT_URL } from './publish-options';

const t = messages.publish;

/** Identity 4 (spec 6): corporate accounts publish through their brand pages. */
export function CorporateDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={t.corporate.title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.corporate.close}
          </Button>
          <a
            href={BRAND_MANAGEMENT_URL}
            target="_blank"
            rel="noopener"
            onClick={onClose}
            className="inline-flex h-9 items-center rounded-md bg-brand px-4 text-sm font-medium text-white hover:bg-brand-700"
          >
            {t.corporate.manage}
          </a>
        </>
      }
    >
      <p className="leading-6">{t.corporate.body}</p>
    </Dialog>
  );
}

/** No identity (spec 4, 8): the incomplete-profile confirm box, 以后再说 / 去完善信息. */
export function CompleteProfileDialog({ onClose, onGo }: { onClose: () => void; onGo: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={t.completeProfile.title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.completeProfile.later}
          </Button>
          <Button onClick={onGo}>{t.completeProfile.go}</Button>
        </>
      }
    >
      <p className="leading-6">{t.completeProfile.body}</p>
    </Dialog>
  );
}

/** Content under review (spec 4, 8): no new content until it passes. */
export function PendingReviewDialog({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={t.pending.title}
      footer={<Button onClick={onClose}>{t.pending.close}</Button>}
    >
      <p className="leading-6">{message}</p>
    </Dialog>
  );
}
