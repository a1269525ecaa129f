import type { CourseDetail, CoursePayment } from '@portal/api/contract/classroom';
import { orderCourseWrite } from '@portal/api/mutations/classroom';
import { courseCouponsQuery, coursePaymentQuery } from '@portal/api/queries/classroom';
import { newClientKey } from '@portal/api/queries/payments';
import { formatYuan, type PayChannel } from '@portal/api/rules/payments';
import { useQuery } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { ChannelPicker, CouponPicker, PayPanel } from '@portal/shared-ui/payment';
import { useWrite } from '@portal/shared-ui/use-write';
import { useState } from 'react';
import { classroomMessages } from './classroom-messages';

const t = classroomMessages.purchase;

/**
 * Buying a paid course: a coupon (全场通用, the best preselected), a channel, the order's QR code
 * until the server says it is paid; then the course's lectures are the buyer's.
 */
export function BuyCourseDialog({
  course,
  onClose,
  onBought,
}: {
  course: CourseDetail;
  onClose: () => void;
  onBought: () => void;
}) {
  const [channel, setChannel] = useState<PayChannel>('wechat');
  const [order, setOrder] = useState<CoursePayment | null>(null);
  const amountFen = Math.round((course.money ?? 0) * 100);
  const viewerId = useSessionUser()?.id ?? null;
  const coupons = useQuery({
    ...courseCouponsQuery(amountFen, viewerId),
    enabled: viewerId !== null && amountFen > 0,
  });
  const [choice, setChoice] = useState<number | null | undefined>(undefined);
  const couponId = choice === undefined ? (coupons.data?.list[0]?.coupon.id ?? null) : choice;
  const chosen = coupons.data?.list.find((u) => u.coupon.id === couponId) ?? null;
  const loadingCoupons = coupons.isPending && coupons.fetchStatus !== 'idle';

  const write = useWrite(orderCourseWrite, {
    failedText: t.failed,
    serverMessage: true,
    onSuccess: setOrder,
    onError: () => setChoice(undefined),
  });

  return (
    <Dialog open onClose={onClose} title={t.title} width={420}>
      {order ? (
        <PayPanel
          order={order}
          orderQuery={coursePaymentQuery(order.orderNo)}
          onPaid={() => onBought()}
          onRetry={() => setOrder(null)}
        />
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-ink">{t.subject(course.name)}</p>
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
            <Button variant="secondary" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button
              onClick={() =>
                void write.run({
                  courseId: course.id,
                  channel,
                  clientKey: newClientKey(),
                  ...(chosen ? { couponId: chosen.coupon.id } : {}),
                })
              }
              loading={write.busy}
              disabled={loadingCoupons}
            >
              {t.confirm}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
