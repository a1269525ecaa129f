import type { PayOrder } from '@portal/api/contract/payments';
import { apiErrorMessage } from '@portal/api/errors';
import { nativePayQuery, payingOrderQuery } from '@portal/api/queries/payments';
import {
  formatYuan,
  type OrderChannel,
  type OrderStatus,
  type PayChannel,
  payQrPath,
} from '@portal/api/rules/payments';
import { type QueryKey, type UseQueryOptions, useQuery } from '@portal/query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../button';
import { Skeleton } from '../skeleton';
import { messages } from './messages';

function useCountdown(until: number | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (until === null) return null;
  const left = Math.max(0, Math.floor((until - now) / 1000));
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

/** what the panel reads of an order: any kind's, the payments' own or another area's (a book order) */
export interface PayableOrder {
  orderNo: string;
  channel: OrderChannel;
  status: OrderStatus;
  amountFen: number | null;
}

export interface PayPanelProps<O extends PayableOrder = PayOrder, K extends QueryKey = QueryKey> {
  /** a money order just made (a recharge, a play order, a book order) */
  order: O;
  /** once, when the order is paid and fulfilled */
  onPaid: (order: O) => void;
  /** the order closed unpaid (cancelled or expired): a new one may be made */
  onRetry: () => void;
  /**
   * How the order is asked after while it is paid (polling until it is settled). By default the
   * payments' own query; an order answered by its area's calls (a book order) brings that call's.
   */
  orderQuery?: UseQueryOptions<O, Error, O, K>;
}

/**
 * Paying one order by its native QR code: the code the channel gave (drawn by the server for its
 * owner), the amount, the time left, and the order asked after every two seconds until the channel
 * says paid (then `onPaid`) or closed. Nothing here decides it was paid but the server.
 */
export function PayPanel<O extends PayableOrder = PayOrder, K extends QueryKey = QueryKey>({
  order,
  onPaid,
  onRetry,
  orderQuery,
}: PayPanelProps<O, K>) {
  const channel = order.channel as PayChannel;
  const native = useQuery(nativePayQuery(order.orderNo));
  // the payments' own query answers a PayOrder, which is what O is when no query is brought
  const asked = (orderQuery ?? payingOrderQuery(order.orderNo, channel)) as UseQueryOptions<O, Error, O, K>;
  const state = useQuery({ ...asked, enabled: native.isSuccess });
  const current: O = state.data ?? order;
  const countdown = useCountdown(native.data ? native.data.expiresAt : null);
  const told = useRef(false);

  useEffect(() => {
    if (told.current || current.status !== 'fulfilled') return;
    told.current = true;
    onPaid(current);
  }, [current, onPaid]);

  if (native.isError)
    return (
      <div role="alert" className="py-6 text-center">
        <p className="text-red-600">{apiErrorMessage(native.error, messages.failed)}</p>
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          {messages.retry}
        </Button>
      </div>
    );
  if (current.status === 'closed' || current.status === 'refunded')
    return (
      <div role="alert" className="py-6 text-center">
        <p className="text-red-600">{messages.closed}</p>
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          {messages.retry}
        </Button>
      </div>
    );
  if (current.status === 'paid' || current.status === 'fulfilled')
    return (
      <p role="status" className="py-10 text-center text-lg font-semibold text-green-700">
        {messages.paid}
      </p>
    );
  return (
    <div className="flex flex-col items-center gap-3 py-2 text-center">
      <p className="text-sm text-ink-soft">{messages.scan(messages.channels[channel])}</p>
      <p>
        <span className="text-xs text-ink-mute">{messages.amount} </span>
        <span className="text-2xl font-semibold text-red-600">¥{formatYuan(order.amountFen ?? 0)}</span>
      </p>
      {native.data ? (
        <>
          <img
            src={payQrPath(order.orderNo)}
            alt={messages.qrAlt}
            width={200}
            height={200}
            className="h-[200px] w-[200px] rounded-md border border-line"
          />
          {/^https?:\/\//.test(native.data.codeUrl) ? (
            <a
              href={native.data.codeUrl}
              target="_blank"
              rel="noopener"
              className="text-xs text-brand hover:underline"
            >
              {messages.openPage}
            </a>
          ) : null}
          {countdown ? <p className="text-xs text-ink-mute">{messages.expiresIn(countdown)}</p> : null}
          <p className="text-xs text-ink-mute" aria-live="polite">
            {messages.waiting}
          </p>
        </>
      ) : (
        <div className="h-[200px] w-[200px]">
          <Skeleton block lines={0} label={messages.preparing} />
        </div>
      )}
    </div>
  );
}
