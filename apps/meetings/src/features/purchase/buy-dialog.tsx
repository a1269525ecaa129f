import { call } from '@portal/api/call';
import type { MeetingDetail } from '@portal/api/contract/meetings';
import type { PayOrder } from '@portal/api/contract/payments';
import { meetingOrderEndpoints as e } from '@portal/api/endpoints/meeting-orders';
import { apiErrorMessage } from '@portal/api/errors';
import { meetingKeys } from '@portal/api/queries/meetings';
import { newClientKey, paymentKeys } from '@portal/api/queries/payments';
import { formatYuan, type PayChannel } from '@portal/api/rules/payments';
import { useQueryClient } from '@portal/query';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { useHost } from '@portal/shared-ui/host';
import { ChannelPicker, PayPanel } from '@portal/shared-ui/payment';
import { useState } from 'react';
import { messages } from '../../messages';

const t = messages.purchase;

/** The buying dialog: a channel, the play order, its QR code, until the server says it is paid. */
export function BuyDialog({ meeting, onClose }: { meeting: MeetingDetail; onClose: () => void }) {
  const host = useHost();
  const queryClient = useQueryClient();
  const [channel, setChannel] = useState<PayChannel>('wechat');
  const [order, setOrder] = useState<PayOrder | null>(null);
  const [creating, setCreating] = useState(false);
  const amountFen = Math.round((meeting.price ?? 0) * 100);

  const close = () => {
    setOrder(null);
    onClose();
  };

  const create = async () => {
    setCreating(true);
    try {
      setOrder(
        await call(e.generatePlayOrder, { meetingId: meeting.id, channel, clientKey: newClientKey() }),
      );
    } catch (error) {
      host.toast(apiErrorMessage(error, t.failed));
    } finally {
      setCreating(false);
    }
  };

  // the order is fulfilled: the play order's own check confirms the video is the buyer's
  const paid = async (done: PayOrder) => {
    close();
    try {
      const verified = await call(e.verifyPlayOrder, { orderNo: done.orderNo });
      host.toast(verified.canWatch ? t.bought : t.failed);
    } catch (error) {
      host.toast(apiErrorMessage(error, t.failed));
    }
    // the detail (canWatch), the venues' streams and the order's invoice entry
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
      queryClient.invalidateQueries({ queryKey: paymentKeys.playInvoice }),
    ]);
  };

  return (
    <Dialog open onClose={close} title={t.title} width={420}>
      {order ? (
        <PayPanel order={order} onPaid={(done) => void paid(done)} onRetry={() => setOrder(null)} />
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-ink">{t.subject(meeting.meetingName)}</p>
          <p className="text-sm text-ink-soft">
            {t.price} <span className="text-xl font-semibold text-red-600">¥{formatYuan(amountFen)}</span>
          </p>
          <ChannelPicker value={channel} onChange={setChannel} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {t.cancel}
            </Button>
            <Button onClick={() => void create()} loading={creating}>
              {t.confirm}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
