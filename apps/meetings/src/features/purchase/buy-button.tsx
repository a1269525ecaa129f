import type { MeetingDetail } from '@portal/api/contract/meetings';
import { useHost } from '@portal/shared-ui/host';
import { lazy, Suspense, useState } from 'react';
import { messages } from '../../messages';

const t = messages.purchase;

// the order, the channels and the QR payment load when the buyer asks
const BuyDialog = lazy(() => import('./buy-dialog').then((m) => ({ default: m.BuyDialog })));

/**
 * 购买观看 on a paid meeting: a channel, the play order, its QR code; once the server says it is
 * paid, the meeting is read again (its video unlocks on every device of the buyer's).
 */
export function BuyButton({ meeting }: { meeting: MeetingDetail }) {
  const host = useHost();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="rounded-md bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700"
        onClick={() => {
          if (host.requireLogin()) setOpen(true);
        }}
      >
        {t.buy}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BuyDialog meeting={meeting} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
