import type { BookDetail, BookPayment } from '@portal/api/contract/mall';
import { orderBookWrite } from '@portal/api/mutations/mall';
import { usableCouponsQuery } from '@portal/api/queries/account-wallet';
import { bookPaymentQuery, lastAddressQuery } from '@portal/api/queries/mall';
import { newClientKey } from '@portal/api/queries/payments';
import {
  addressError,
  type DeliveryAddress,
  MALL_LIMITS,
  quantityError,
  shippingFen,
  trimAddress,
  unitPriceFen,
} from '@portal/api/rules/mall';
import { formatYuan, type PayChannel } from '@portal/api/rules/payments';
import { useQuery } from '@portal/query';
import { Link } from '@portal/router';
import { useSessionUser } from '@portal/session/hooks';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { ChannelPicker, CouponPicker, PayPanel } from '@portal/shared-ui/payment';
import { useWrite } from '@portal/shared-ui/use-write';
import { useEffect, useState } from 'react';
import { mallMessages } from '../../mall-messages';
import { AddressFields } from './address-fields';

const t = mallMessages.checkout;
const EMPTY: DeliveryAddress = {
  receiverName: '',
  receiverMobile: '',
  province: '',
  city: '',
  district: '',
  address: '',
};

function Stepper({ value, max, onChange }: { value: number; max: number; onChange: (n: number) => void }) {
  const button = 'h-8 w-8 rounded border border-line text-ink disabled:opacity-40';
  return (
    <div className="flex items-center gap-3 text-sm">
      <span className="text-ink-soft">{t.quantity}</span>
      <button
        type="button"
        aria-label={t.less}
        className={button}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-live="polite" className="w-6 text-center">
        {value}
      </output>
      <button
        type="button"
        aria-label={t.more}
        className={button}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
      <span className="text-xs text-ink-mute">{t.maxHint(MALL_LIMITS.maxQuantity)}</span>
    </div>
  );
}

/**
 * Buying a book: how many, where to (the buyer's last address filled in), a coupon (the best
 * preselected), a channel; then the order's QR code until the server says it is paid, and where
 * the order is now (待发货). The form is checked by the server's own rules before it is sent.
 */
export function CheckoutDialog({ book, onClose }: { book: BookDetail; onClose: () => void }) {
  const viewerId = useSessionUser()?.id ?? null;
  const [quantity, setQuantity] = useState(1);
  const [address, setAddress] = useState<DeliveryAddress>(EMPTY);
  const [touched, setTouched] = useState(false);
  const [channel, setChannel] = useState<PayChannel>('wechat');
  const [error, setError] = useState<string | null>(null);
  const [order, setOrder] = useState<BookPayment | null>(null);
  const [paid, setPaid] = useState(false);

  const last = useQuery({ ...lastAddressQuery(viewerId), enabled: viewerId !== null });
  useEffect(() => {
    if (!touched && last.data) setAddress(last.data);
  }, [last.data, touched]);

  const goodsFen = unitPriceFen(book) * quantity;
  const coupons = useQuery({ ...usableCouponsQuery(goodsFen, 'book', viewerId), enabled: viewerId !== null });
  const [choice, setChoice] = useState<number | null | undefined>(undefined);
  const couponId = choice === undefined ? (coupons.data?.list[0]?.coupon.id ?? null) : choice;
  const chosen = coupons.data?.list.find((u) => u.coupon.id === couponId) ?? null;
  const loadingCoupons = coupons.isPending && coupons.fetchStatus !== 'idle';
  const shipping = shippingFen(goodsFen);
  const discount = chosen ? chosen.offFen : 0;

  const write = useWrite(orderBookWrite, {
    failedText: false,
    onSuccess: (made) => setOrder(made.order),
    // a coupon used or held elsewhere meanwhile: the list as it now is, the best again
    onError: () => setChoice(undefined),
  });
  const serverError =
    write.error instanceof Error ? write.error.message || t.failed : write.error ? t.failed : null;

  const submit = async () => {
    const trimmed = trimAddress(address);
    const wrong = quantityError(quantity) ?? addressError(trimmed);
    setError(wrong);
    if (wrong) return;
    await write.run({
      bookId: book.id,
      quantity,
      address: trimmed,
      channel,
      clientKey: newClientKey(),
      ...(chosen ? { couponId: chosen.coupon.id } : {}),
    });
  };

  if (paid)
    return (
      <Dialog open onClose={onClose} title={t.paidTitle} width={420}>
        <div role="status" className="space-y-4 text-center">
          <p className="text-lg font-semibold text-green-700">{t.paid}</p>
          <p className="text-sm text-ink-soft">{t.paidBody}</p>
          <div className="flex justify-center gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t.close}
            </Button>
            <Link
              to="/user-center/physical-orders"
              className="inline-flex h-9 items-center rounded bg-brand px-4 text-sm text-white"
            >
              {t.viewOrders}
            </Link>
          </div>
        </div>
      </Dialog>
    );

  return (
    <Dialog open onClose={onClose} title={t.title} width={560}>
      {order ? (
        <PayPanel
          order={order}
          orderQuery={bookPaymentQuery(order.orderNo)}
          onPaid={() => setPaid(true)}
          onRetry={() => setOrder(null)}
        />
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="flex gap-3">
            <img src={book.cover} alt="" width={48} height={64} className="h-16 w-12 rounded object-cover" />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-ink">{book.name}</p>
              <p className="text-sm text-red-600">¥{formatYuan(unitPriceFen(book))}</p>
            </div>
          </div>
          <Stepper
            value={quantity}
            max={Math.min(MALL_LIMITS.maxQuantity, book.stock)}
            onChange={setQuantity}
          />
          <AddressFields
            value={address}
            onChange={(next) => {
              setTouched(true);
              setAddress(next);
            }}
          />
          <CouponPicker
            coupons={coupons.data}
            loading={loadingCoupons}
            failed={coupons.isError}
            value={chosen ? chosen.coupon.id : null}
            onChange={setChoice}
          />
          <ChannelPicker value={channel} onChange={setChannel} />
          <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm text-ink-soft">
            <dt>{t.goods}</dt>
            <dd>¥{formatYuan(goodsFen)}</dd>
            <dt>{t.shippingFee}</dt>
            <dd>{shipping === 0 ? t.free : `¥${formatYuan(shipping)}`}</dd>
            {discount > 0 ? (
              <>
                <dt>{t.discount}</dt>
                <dd>-¥{formatYuan(discount)}</dd>
              </>
            ) : null}
            <dt className="font-medium text-ink">{t.payable}</dt>
            <dd className="text-xl font-semibold text-red-600">
              ¥{formatYuan(goodsFen - discount + shipping)}
            </dd>
          </dl>
          {error || serverError ? (
            <p role="alert" className="text-sm text-red-600">
              {error ?? serverError}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={write.busy} disabled={loadingCoupons}>
              {t.submit}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
