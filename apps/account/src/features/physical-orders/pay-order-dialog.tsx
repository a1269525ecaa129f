import { apiErrorMessage } from '@portal/api/errors';
import { accountWalletKeys } from '@portal/api/queries/account-wallet';
import { bookPaymentQuery } from '@portal/api/queries/mall';
import { useQuery, useQueryClient } from '@portal/query';
import { Dialog } from '@portal/shared-ui/dialog';
import { PayPanel } from '@portal/shared-ui/payment';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { toast } from '@portal/shared-ui/toast';
import { messages } from '../../messages';

const t = messages.physicalOrders;

/**
 * 去支付 of an unpaid book order: its payment as the channel has it now (the server draws the QR
 * code for its owner alone), paid by the same panel as at checkout. Paid or closed, the orders are
 * read again, so the card moves to 待发货 or 已取消 as the server has it.
 */
export function PayOrderDialog({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const client = useQueryClient();
  const payment = useQuery(bookPaymentQuery(orderNo));
  const settle = (text: string) => {
    void client.invalidateQueries({ queryKey: accountWalletKeys.all });
    toast(text);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} title={t.payTitle} width={420}>
      {payment.data ? (
        <PayPanel
          order={payment.data}
          orderQuery={bookPaymentQuery(orderNo)}
          onPaid={() => settle(t.paid)}
          onRetry={() => settle(t.closedUnpaid)}
        />
      ) : payment.isError ? (
        <p role="alert" className="py-6 text-center text-sm text-red-600">
          {apiErrorMessage(payment.error, t.failed)}
        </p>
      ) : (
        <Skeleton lines={4} label={t.loading} />
      )}
    </Dialog>
  );
}
