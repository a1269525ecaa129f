import type { MeetingDetail } from '@portal/api/contract/meetings';
import { lazy, Suspense } from 'react';
import { messages } from '../../messages';
import { BuyButton } from './buy-button';

// only a buyer has an invoice to ask for
const InvoiceEntry = lazy(() => import('./invoice-entry').then((m) => ({ default: m.InvoiceEntry })));

/** Beside a paid meeting's price: 购买观看, or 已购买 with the order's invoice. */
export function PurchaseBlock({ meeting }: { meeting: MeetingDetail }) {
  if (meeting.price === null) return null;
  if (!meeting.canWatch) return <BuyButton meeting={meeting} />;
  return (
    <>
      <span className="rounded bg-green-50 px-2 py-1 text-sm text-green-700">{messages.purchase.paid}</span>
      <Suspense fallback={null}>
        <InvoiceEntry meetingId={meeting.id} />
      </Suspense>
    </>
  );
}
