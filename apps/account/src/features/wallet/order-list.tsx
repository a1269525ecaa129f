import { beijingDateTime } from '@portal/api/beijing-time';
import type { MyOrder } from '@portal/api/contract/account-wallet';
import type { PayOrder } from '@portal/api/contract/payments';
import { cancelOrderWrite } from '@portal/api/mutations/account-wallet';
import { accountWalletKeys, myOrdersQuery } from '@portal/api/queries/account-wallet';
import { paymentKeys } from '@portal/api/queries/payments';
import { INVOICE_STATUS_NAMES, ORDER_KIND_NAMES } from '@portal/api/rules/account-wallet';
import { formatYuan, ORDER_STATUS_NAMES } from '@portal/api/rules/payments';
import { useInfiniteQuery, useQueryClient } from '@portal/query';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { ContentLink } from '@portal/shared-ui/host';
import { InfiniteFooter } from '@portal/shared-ui/paged-list';
import { PayPanel } from '@portal/shared-ui/payment';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { toast } from '@portal/shared-ui/toast';
import { useWrite } from '@portal/shared-ui/use-write';
import { useState } from 'react';
import { messages } from '../../messages';

const t = messages.wallet;

const STATUS_TONE: Record<PayOrder['status'], string> = {
  created: 'text-orange-600',
  paying: 'text-orange-600',
  paid: 'text-green-700',
  fulfilled: 'text-green-700',
  closed: 'text-ink-mute',
  refunded: 'text-ink-mute',
};

/** an order that can still be paid: open and not past its time */
const payable = (o: PayOrder, now: number) =>
  (o.status === 'created' || o.status === 'paying') && (o.expiresAt ?? 0) > now;

function OrderRow({
  item,
  onPay,
  onCancel,
}: {
  item: MyOrder;
  onPay: (order: PayOrder) => void;
  onCancel: (order: PayOrder) => void;
}) {
  const { order, invoice, meetingId, canAskInvoice, coupon } = item;
  const open = payable(order, Date.now());
  const price =
    order.amountFen !== null ? t.orderAmount(formatYuan(order.amountFen)) : t.orderCoins(order.coins ?? 0);
  return (
    <li className="py-4">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-ink">
            <span className="mr-2 rounded bg-line/60 px-1.5 py-0.5 text-xs text-ink-soft">
              {ORDER_KIND_NAMES[order.kind] ?? order.kind}
            </span>
            {order.subject}
          </p>
          <p className="mt-1 text-xs text-ink-mute">
            {t.orderNo(order.orderNo)}
            <span className="ml-3">{t.createdAt(beijingDateTime(order.createdAt))}</span>
            {order.paidAt ? <span className="ml-3">{t.paidAt(beijingDateTime(order.paidAt))}</span> : null}
          </p>
          {order.kind === 'recharge' && order.coins ? (
            <p className="mt-1 text-xs text-ink-soft">{t.orderCoins(order.coins)}</p>
          ) : null}
          {coupon ? (
            <p className="mt-1 text-xs text-ink-soft">
              {t.orderCoupon(coupon.title, formatYuan(coupon.offFen))}
            </p>
          ) : null}
        </div>
        <div className="shrink-0 text-right">
          <p className="text-base font-semibold text-ink">{price}</p>
          <p className={`mt-1 text-xs ${STATUS_TONE[order.status]}`}>{ORDER_STATUS_NAMES[order.status]}</p>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-end gap-3 text-xs">
        {invoice ? (
          <span className="text-ink-soft">
            {t.invoiceStatus}：{INVOICE_STATUS_NAMES[invoice.status]}（{t.invoiceTitle(invoice.title)}）
          </span>
        ) : null}
        {meetingId !== null ? (
          <ContentLink item={{ type: 'meeting', id: meetingId }} className="text-brand hover:underline">
            {canAskInvoice ? t.askInvoice : t.viewMeeting}
          </ContentLink>
        ) : null}
        {canAskInvoice ? <span className="text-ink-mute">{t.askInvoiceHint}</span> : null}
        {open ? (
          <Button size="sm" variant="secondary" onClick={() => onCancel(order)}>
            {t.cancelOrder}
          </Button>
        ) : null}
        {open ? (
          <Button size="sm" onClick={() => onPay(order)}>
            {t.continuePay}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** the user's recharge and play orders with their states and invoices; an open one is paid on or cancelled here */
export function OrderList({ viewerId }: { viewerId: number | null }) {
  const query = useInfiniteQuery({ ...myOrdersQuery(viewerId), enabled: viewerId !== null });
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  const [paying, setPaying] = useState<PayOrder | null>(null);
  const [cancelling, setCancelling] = useState<PayOrder | null>(null);

  const queryClient = useQueryClient();
  // after a payment: the orders, the coupons they held and the balance
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountWalletKeys.all }),
      queryClient.invalidateQueries({ queryKey: paymentKeys.wallet }),
    ]);

  // the server closes it once (at the channel first); a payment that got there first is answered 409
  const cancelWrite = useWrite(cancelOrderWrite, {
    notify: toast,
    failedText: t.cancelFailed,
    successText: () => t.cancelled,
    onSuccess: () => setCancelling(null),
    onError: () => setCancelling(null),
  });
  const moving = cancelWrite.busy;
  const cancel = () => (cancelling ? cancelWrite.run({ orderNo: cancelling.orderNo }) : undefined);

  if (query.isPending && !query.isError) return <Skeleton lines={5} label={t.loading} />;
  return (
    <>
      <ul aria-label={t.tabOrders} className="divide-y divide-line">
        {items.map((item) => (
          <OrderRow key={item.order.orderNo} item={item} onPay={setPaying} onCancel={setCancelling} />
        ))}
      </ul>
      <InfiniteFooter query={query} count={items.length} emptyText={t.emptyOrders} texts={t} />
      <Dialog open={paying !== null} onClose={() => setPaying(null)} title={t.payTitle} width={460}>
        {paying ? (
          <>
            {paying.expiresAt ? (
              <p className="mb-2 text-center text-xs text-ink-mute">
                {t.expiresAt(beijingDateTime(paying.expiresAt))}
              </p>
            ) : null}
            <PayPanel
              order={paying}
              onPaid={() => {
                toast(t.paidToast);
                setPaying(null);
                void refresh();
              }}
              onRetry={() => {
                setPaying(null);
                void refresh();
              }}
            />
          </>
        ) : null}
      </Dialog>
      <Dialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t.cancelTitle}
        footer={
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setCancelling(null)}>
              {t.cancelNo}
            </Button>
            <Button onClick={() => void cancel()} loading={moving}>
              {t.cancelYes}
            </Button>
          </div>
        }
      >
        <p className="text-sm text-ink-soft">{t.cancelConfirm}</p>
      </Dialog>
    </>
  );
}
