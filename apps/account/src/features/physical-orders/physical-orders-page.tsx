import { beijingDateTime } from '@portal/api/beijing-time';
import type { PhysicalOrder } from '@portal/api/contract/account-wallet';
import { movePhysicalOrderWrite } from '@portal/api/mutations/account-wallet';
import { physicalOrderCountsQuery, physicalOrdersQuery } from '@portal/api/queries/account-wallet';
import {
  bookUrl,
  PHYSICAL_ORDER_STATE_NAMES,
  PHYSICAL_ORDER_STATES,
  type PhysicalOrderState,
} from '@portal/api/rules/account-wallet';
import { formatYuan } from '@portal/api/rules/payments';
import { useInfiniteQuery, useQuery } from '@portal/query';
import { useSearchParams } from '@portal/router';
import { useSessionUser } from '@portal/session/hooks';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { FilterNav } from '@portal/shared-ui/filter-nav';
import { InfiniteFooter } from '@portal/shared-ui/paged-list';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { toast } from '@portal/shared-ui/toast';
import { useWrite } from '@portal/shared-ui/use-write';
import { lazy, Suspense, useEffect, useState } from 'react';
import { messages } from '../../messages';

// the payment panel loads when someone pays, not with the list
const PayOrderDialog = lazy(() => import('./pay-order-dialog').then((m) => ({ default: m.PayOrderDialog })));

const t = messages.physicalOrders;

type Move = 'cancel' | 'confirm' | 'pay';

const TONE: Record<PhysicalOrderState, string> = {
  unpaid: 'text-orange-600',
  paid: 'text-brand',
  shipped: 'text-brand',
  completed: 'text-green-700',
  cancelled: 'text-ink-mute',
};

function OrderCard({ order, onMove }: { order: PhysicalOrder; onMove: (move: Move) => void }) {
  return (
    <li className="rounded-lg border border-line">
      <div className="flex items-center justify-between border-b border-line bg-line/20 px-4 py-2 text-xs text-ink-mute">
        <span>
          {t.orderNo(order.orderNo)}
          <span className="ml-3">{t.createdAt(beijingDateTime(order.createdAt))}</span>
        </span>
        <span className={`text-sm font-semibold ${TONE[order.state]}`}>
          {PHYSICAL_ORDER_STATE_NAMES[order.state]}
        </span>
      </div>
      <ul className="divide-y divide-line px-4">
        {order.items.map((item) => (
          <li key={`${item.bookId}-${item.name}`} className="flex items-center gap-3 py-3">
            <a href={bookUrl(item.bookId)} target="_blank" rel="noopener" className="shrink-0">
              <img
                src={item.cover}
                alt=""
                width={60}
                height={80}
                loading="lazy"
                className="h-20 w-[60px] rounded object-cover"
              />
            </a>
            <a
              href={bookUrl(item.bookId)}
              target="_blank"
              rel="noopener"
              className="min-w-0 flex-1 truncate text-sm text-ink hover:text-brand"
            >
              {item.name}
            </a>
            <span className="text-sm text-ink-soft">{t.unitPrice(formatYuan(item.unitPriceFen))}</span>
            <span className="w-10 text-right text-sm text-ink-mute">{t.quantity(item.quantity)}</span>
          </li>
        ))}
      </ul>
      <div className="space-y-1 border-t border-line px-4 py-3 text-xs text-ink-soft">
        <p>{t.receiver(order.receiverName, order.receiverMobile, order.address)}</p>
        {order.logisticsCompany && order.trackingNo ? (
          <p>{t.logistics(order.logisticsCompany, order.trackingNo)}</p>
        ) : null}
        {order.shippedAt ? <p>{t.shippedAt(beijingDateTime(order.shippedAt))}</p> : null}
        {order.completedAt ? <p>{t.completedAt(beijingDateTime(order.completedAt))}</p> : null}
        {order.cancelledAt ? <p>{t.cancelledAt(beijingDateTime(order.cancelledAt))}</p> : null}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-line px-4 py-3">
        <span className="mr-auto text-xs text-ink-mute">
          {t.breakdown(
            formatYuan(order.goodsFen),
            formatYuan(order.shippingFen),
            formatYuan(order.discountFen),
          )}
        </span>
        <span className="text-sm text-ink">{t.total(order.quantity, formatYuan(order.amountFen))}</span>
        {order.state === 'unpaid' ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => onMove('cancel')}>
              {t.cancel}
            </Button>
            <Button size="sm" onClick={() => onMove('pay')}>
              {t.pay}
            </Button>
          </>
        ) : null}
        {order.state === 'shipped' ? (
          <Button size="sm" onClick={() => onMove('confirm')}>
            {t.confirmReceipt}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * 实物订单 (issue 14): the user's book orders by state, each with its books, the masked receiver, the
 * parcel once shipped; an unpaid order can be cancelled and a shipped one confirmed, after a
 * confirmation, the server moving it once whatever is clicked twice.
 */
export function PhysicalOrdersPage() {
  const user = useSessionUser();
  const viewerId = user?.id ?? null;
  const [params] = useSearchParams();
  const asked = params.get('state');
  const state = PHYSICAL_ORDER_STATES.includes(asked as PhysicalOrderState)
    ? (asked as PhysicalOrderState)
    : undefined;
  const counts = useQuery({ ...physicalOrderCountsQuery(viewerId), enabled: viewerId !== null });
  const query = useInfiniteQuery({ ...physicalOrdersQuery(state, viewerId), enabled: viewerId !== null });
  const orders = query.data?.pages.flatMap((p) => p.list) ?? [];
  const [pending, setPending] = useState<{ order: PhysicalOrder; move: Exclude<Move, 'pay'> } | null>(null);
  const [paying, setPaying] = useState<string | null>(null);

  useEffect(() => {
    document.title = t.documentTitle;
  }, []);

  const move = useWrite(movePhysicalOrderWrite, {
    notify: toast,
    failedText: t.failed,
    successText: (_, input) => (input.move === 'cancel' ? t.cancelled : t.received),
    onSuccess: () => setPending(null),
  });
  const moving = move.busy;
  const act = () => (pending ? move.run({ orderNo: pending.order.orderNo, move: pending.move }) : undefined);

  return (
    <section aria-labelledby="physical-orders-heading" className="rounded-lg bg-white p-4 shadow-sm md:p-6">
      <h1 id="physical-orders-heading" className="text-lg font-semibold text-ink">
        {t.heading}
      </h1>
      <FilterNav
        label={t.tabsLabel}
        variant="underline"
        className="mt-4"
        items={[
          { key: 'all', label: t.all, selected: state === undefined, to: '?' },
          ...PHYSICAL_ORDER_STATES.map((key) => ({
            key,
            label: t.tab(PHYSICAL_ORDER_STATE_NAMES[key], counts.data?.[key]),
            selected: key === state,
            to: `?state=${key}`,
          })),
        ]}
      />
      {query.isPending && !query.isError ? (
        <Skeleton lines={6} label={t.loading} className="mt-4" />
      ) : (
        <>
          <ul aria-label={state ? PHYSICAL_ORDER_STATE_NAMES[state] : t.all} className="mt-4 space-y-4">
            {orders.map((order) => (
              <OrderCard
                key={order.orderNo}
                order={order}
                onMove={(move) => (move === 'pay' ? setPaying(order.orderNo) : setPending({ order, move }))}
              />
            ))}
          </ul>
          <InfiniteFooter query={query} count={orders.length} emptyText={t.empty} texts={t} />
        </>
      )}
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={pending?.move === 'confirm' ? t.confirmTitle : t.cancelTitle}
        footer={
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setPending(null)}>
              {t.no}
            </Button>
            <Button onClick={() => void act()} loading={moving}>
              {t.yes}
            </Button>
          </div>
        }
      >
        <p className="text-sm text-ink-soft">
          {pending?.move === 'confirm' ? t.confirmConfirm : t.cancelConfirm}
        </p>
      </Dialog>
      {paying ? (
        <Suspense fallback={null}>
          <PayOrderDialog orderNo={paying} onClose={() => setPaying(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
