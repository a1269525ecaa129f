import { playOrderInvoiceQuery } from '@portal/api/queries/payments';
import { INVOICE_STATUS_NAMES } from '@portal/api/rules/invoice';
import { useQuery } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { lazy, Suspense, useState } from 'react';
import { messages } from '../../messages';

const t = messages.purchase;

// the form and its rules load when the buyer asks for an invoice
const InvoiceForm = lazy(() => import('./invoice-form').then((m) => ({ default: m.InvoiceForm })));

/** The buyer's invoice of their play order: 申请发票, or the invoice's state. */
export function InvoiceEntry({ meetingId }: { meetingId: number }) {
  const user = useSessionUser();
  const query = useQuery({ ...playOrderInvoiceQuery(meetingId, user?.id ?? null), enabled: user !== null });
  const [open, setOpen] = useState(false);
  const order = query.data?.order;
  if (!order) return null;
  const invoice = query.data?.invoice;
  if (invoice && invoice.status !== 'reversed')
    return (
      <span className="text-xs text-ink-mute">
        {t.invoiceState(INVOICE_STATUS_NAMES[invoice.status], invoice.title)}
      </span>
    );
  return (
    <>
      <Button variant="text" size="sm" onClick={() => setOpen(true)}>
        {t.invoice}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t.invoiceTitle} width={460}>
        <Suspense fallback={null}>
          <InvoiceForm order={order} meetingId={meetingId} onDone={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}
