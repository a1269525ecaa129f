import type { MeetingDetail } from '@portal/api/contract/meetings';
import type { PayOrder } from '@portal/api/contract/payments';
import { generatePlayOrderWrite, verifyPlayOrderWrite } from '@portal/api/mutations/meeting-orders';
import { usableCouponsQuery } from '@portal/api/queries/account-wallet';
import { newClientKey } from '@portal/api/queries/payments';
import { formatYuan, type PayChannel } from '@portal/api/rules/payments';
import { useQuery } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { ChannelPicker, CouponPicker, PayPanel } from '@portal/shared-ui/payment';
import { useWrite } from '@portal/shared-ui/use-write';
import { useState } from 'react';
import { messages } from '../../messages';

const t = messages.purchase;

/**
 * The buying dialog: a coupon (the best preselected, or none), a channel, the play order, its QR
 * code, until the server says it is paid.
 */
export function BuyDialog({ meeting, onClose }: { meeting: MeetingDetail; onClose: () => void }) {
  const [channel, setChannel] = useState<PayChannel>('wechat');
  const [order, setOrder] = useState<PayOrder | null>(null);
  const amountFen = Math.round((meeting.price ?? 0) * 100);
  const viewerId = useSessionUser()?.id ?? null;
  // the buyer's coupons for this price, the best first; loaded with the dialog, never before
  const coupons = useQuery({
    ...usableCouponsQuery(amountFen, 'meeting', viewerId),
    enabled: viewerId !== null && amountFen > 0,
  });
  // undefined until the buyer chooses: the best coupon, once the list is here
  const [choice, setChoice] = useState<number | null | undefined>(undefined);
  const couponId = choice === undefined ? (coupons.data?.list[0]?.coupon.id ?? null) : choice;
  const chosen = coupons.data?.list.find((u) => u.coupon.id === couponId) ?? null;
  const loadingCoupons = coupons.isPending && coupons.fetchStatus !== 'idle';

  const close = () => {
    setOrder(null);
    onClose();
  };

  const generate = useWrite(generatePlayOrderWrite, {
    failedText: t.failed,
    onSuccess: setOrder,
    // a coupon used or held elsewhere meanwhile: the list as it now is (read anew), the best again
    onError: () => setChoice(undefined),
  });
  const creating = generate.busy;
  const create = () =>
    generate.run({
      meetingId: meeting.id,
      channel,
      clientKey: newClientKey(),
      ...(chosen ? { couponId: chosen.coupon.id } : {}),
    });

  // the order is fulfilled: the play order's own check confirms the video is the buyer's
  const verify = useWrite(verifyPlayOrderWrite, {
    failedText: t.failed,
    successText: (verified) => (verified.canWatch ? t.bought : t.failed),
  });
  const paid = async (done: PayOrder) => {
    close();
    await verify.run({ orderNo: done.orderNo });
  };

  return (
    <Dialog open onClose={close} title={t.title} width={420}>
      {order ? (
        <PayPanel order={order} onPaid={(done) => void paid(done)} onRetry={() => setOrder(null)} />
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-ink">{t.subject(meeting.meetingName)}</p>
          {chosen ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-ink-soft">
              <dt>{t.originalPrice}</dt>
              <dd>
                <del>¥{formatYuan(amountFen)}</del>
              </dd>
              <dt>{t.discount}</dt>
              <dd>-¥{formatYuan(chosen.offFen)}</dd>
              <dt>{t.payable}</dt>
              <dd className="text-xl font-semibold text-red-600">¥{formatYuan(chosen.payFen)}</dd>
            </dl>
          ) : (
            <p className="text-sm text-ink-soft">
              {t.price} <span className="text-xl font-semibold text-red-600">¥{formatYuan(amountFen)}</span>
            </p>
          )}
          <CouponPicker
            coupons={coupons.data}
            loading={loadingCoupons}
            failed={coupons.isError}
            value={chosen ? chosen.coupon.id : null}
            onChange={setChoice}
            inUseText={t.couponsInUse}
          />
          <ChannelPicker value={channel} onChange={setChannel} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {t.cancel}
            </Button>
            <Button onClick={() => void create()} loading={creating} disabled={loadingCoupons}>
              {t.confirm}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
