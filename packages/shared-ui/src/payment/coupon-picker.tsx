import type { UsableCoupons } from '@portal/api/contract/account-wallet';
import { formatYuan } from '@portal/api/rules/payments';
import { useId } from 'react';
import { messages as t } from './messages';

/**
 * The buyer's coupons for this price as a radio group, the best first, and 不使用优惠券. `value` is
 * the chosen coupon's id, null for none. (Shared by every screen that sells: a meeting, a book.)
 */
export function CouponPicker({
  coupons,
  loading,
  failed,
  value,
  onChange,
  inUseText = t.couponsInUse,
}: {
  coupons: UsableCoupons | undefined;
  loading: boolean;
  failed: boolean;
  value: number | null;
  onChange: (couponId: number | null) => void;
  /** what is said of the coupons held by unpaid orders: where those orders are cancelled */
  inUseText?: (n: number) => string;
}) {
  const name = useId();
  const option = (key: string, checked: boolean, label: string, choose: () => void) => (
    <label
      key={key}
      className={`flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm ${
        checked ? 'border-brand bg-brand-50 text-brand' : 'border-line text-ink-soft'
      }`}
    >
      <input type="radio" name={name} checked={checked} onChange={choose} className="accent-brand" />
      {label}
    </label>
  );
  const list = coupons?.list ?? [];
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm text-ink-soft">{t.coupons}</legend>
      {loading ? (
        <p className="text-xs text-ink-mute">{t.couponsLoading}</p>
      ) : failed ? (
        <p className="text-xs text-ink-mute">{t.couponsFailed}</p>
      ) : list.length === 0 ? (
        <p className="text-xs text-ink-mute">{t.noCoupons}</p>
      ) : (
        <>
          {list.map((u) =>
            option(
              String(u.coupon.id),
              value === u.coupon.id,
              t.couponOff(u.coupon.title, formatYuan(u.offFen)),
              () => onChange(u.coupon.id),
            ),
          )}
          {option('none', value === null, t.noCoupon, () => onChange(null))}
        </>
      )}
      {coupons && coupons.inUse > 0 ? (
        <p className="text-xs text-ink-mute">{inUseText(coupons.inUse)}</p>
      ) : null}
    </fieldset>
  );
}
