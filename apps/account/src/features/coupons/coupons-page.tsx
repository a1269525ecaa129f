import { beijingDate } from '@portal/api/beijing-time';
import type { Coupon } from '@portal/api/contract/account-wallet';
import { couponCountsQuery, couponsQuery } from '@portal/api/queries/account-wallet';
import {
  COUPON_IN_USE_NAME,
  COUPON_SCOPE_NAMES,
  COUPON_STATE_NAMES,
  COUPON_STATES,
  type CouponState,
  discountText,
} from '@portal/api/rules/account-wallet';
import { formatYuan } from '@portal/api/rules/payments';
import { useInfiniteQuery, useQuery } from '@portal/query';
import { useSearchParams } from '@portal/router';
import { useSessionUser } from '@portal/session/hooks';
import { FilterNav } from '@portal/shared-ui/filter-nav';
import { InfiniteFooter } from '@portal/shared-ui/paged-list';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useEffect } from 'react';
import { messages } from '../../messages';

const t = messages.coupons;

/** whole yuan without the cents when there are none: 20, 8.50 */
const yuan = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : formatYuan(fen));

function CouponCard({ coupon }: { coupon: Coupon }) {
  // held by an unpaid order: unused, but not usable elsewhere until that order is paid or closed
  const inUse = coupon.state === 'unused' && coupon.reservedOrderNo !== null;
  const usable = coupon.state === 'unused' && !inUse;
  return (
    <li
      className={`flex overflow-hidden rounded-lg border ${usable ? 'border-red-200 bg-red-50/40' : 'border-line bg-line/20 text-ink-mute'}`}
    >
      <div
        className={`flex w-32 shrink-0 flex-col items-center justify-center px-2 py-4 ${usable ? 'text-red-600' : ''}`}
      >
        <span className="text-2xl font-semibold">
          {coupon.kind === 'amount'
            ? t.yuanOff(yuan(coupon.amountFen ?? 0))
            : discountText(coupon.discountPercent ?? 100)}
        </span>
        <span className="mt-1 text-xs">
          {coupon.minSpendFen > 0 ? t.minSpend(yuan(coupon.minSpendFen)) : t.noMinimum}
        </span>
      </div>
      <div className="min-w-0 flex-1 border-l border-dashed border-line px-4 py-3 text-sm">
        <p className={`font-medium ${usable ? 'text-ink' : ''}`}>
          {coupon.title}
          <span className="ml-2 rounded bg-white px-1.5 py-0.5 text-xs text-ink-soft ring-1 ring-line">
            {COUPON_SCOPE_NAMES[coupon.scope]}
          </span>
        </p>
        <p className="mt-1 text-xs">
          {t.validity(beijingDate(coupon.validFrom), beijingDate(coupon.validTo))}
        </p>
        <p className="mt-1 text-xs">{t.code(coupon.code)}</p>
        {coupon.usedOrderNo ? <p className="mt-1 text-xs">{t.usedOn(coupon.usedOrderNo)}</p> : null}
        {inUse && coupon.reservedOrderNo ? (
          <p className="mt-1 text-xs text-orange-600">{t.inUseOn(coupon.reservedOrderNo)}</p>
        ) : null}
      </div>
      <div
        className={`flex w-20 shrink-0 items-center justify-center text-xs font-semibold ${inUse ? 'text-orange-600' : ''}`}
      >
        {inUse ? COUPON_IN_USE_NAME : COUPON_STATE_NAMES[coupon.state]}
      </div>
    </li>
  );
}

/** 优惠券 (issue 14): the user's coupons by state, a tab each with its count; expiry follows the clock. */
export function CouponsPage() {
  const user = useSessionUser();
  const viewerId = user?.id ?? null;
  const [params] = useSearchParams();
  const asked = params.get('state');
  const state: CouponState = COUPON_STATES.includes(asked as CouponState) ? (asked as CouponState) : 'unused';
  const counts = useQuery({ ...couponCountsQuery(viewerId), enabled: viewerId !== null });
  const query = useInfiniteQuery({ ...couponsQuery(state, viewerId), enabled: viewerId !== null });
  const coupons = query.data?.pages.flatMap((p) => p.list) ?? [];

  useEffect(() => {
    document.title = t.documentTitle;
  }, []);

  return (
    <section aria-labelledby="coupons-heading" className="rounded-lg bg-white p-4 shadow-sm md:p-6">
      <h1 id="coupons-heading" className="text-lg font-semibold text-ink">
        {t.heading}
      </h1>
      <FilterNav
        label={t.tabsLabel}
        variant="underline"
        className="mt-4"
        items={COUPON_STATES.map((key) => ({
          key,
          label: t.tab(COUPON_STATE_NAMES[key], counts.data?.[key]),
          selected: key === state,
          to: key === 'unused' ? '?' : `?state=${key}`,
        }))}
      />
      {query.isPending && !query.isError ? (
        <Skeleton lines={6} label={t.loading} className="mt-4" />
      ) : (
        <>
          <ul aria-label={COUPON_STATE_NAMES[state]} className="mt-4 grid gap-3 md:grid-cols-2">
            {coupons.map((c) => (
              <CouponCard key={c.id} coupon={c} />
            ))}
          </ul>
          <InfiniteFooter query={query} count={coupons.length} emptyText={t.empty[state]} texts={t} />
        </>
      )}
    </section>
  );
}
