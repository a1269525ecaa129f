import type { PayChannel } from '@portal/api/rules/payments';

/**
 * A payment channel that collects money by a native QR code (WeChat Pay, Alipay). The payments
 * service speaks only this interface: the built-in simulator implements it for development and
 * tests, and a real channel's adapter (its API, keys and certificates from configuration)
 * implements the same five calls.
 */

/** what the channel is asked to collect */
export interface ChannelOrder {
  orderNo: string;
  amountFen: number;
  subject: string;
  expiresAt: number;
}

/** the channel's word on an order */
export type ChannelState =
  | { state: 'NOTPAY' }
  | { state: 'SUCCESS'; txnId: string; amountFen: number; paidAt: number }
  | { state: 'CLOSED' };

/** a notification whose signature checked out */
export interface VerifiedNotice {
  /** the channel's id of this notification: a replay carries the same one */
  notifyId: string;
  orderNo: string;
  txnId: string;
  amountFen: number;
  paidAt: number;
}

/** what the channel expects back from our notification route */
export interface Acknowledgement {
  status: number;
  contentType: string;
  body: string;
}

export interface PaymentChannel {
  readonly code: PayChannel;
  /** asks for a native QR payment; answers what the QR code carries. `origin` is our site's. */
  createNative(order: ChannelOrder, origin: string): Promise<{ codeUrl: string }>;
  query(orderNo: string): Promise<ChannelState>;
  /** closes an unpaid order: CLOSED, or SUCCESS when it was paid meanwhile (then it is not closed) */
  close(orderNo: string): Promise<ChannelState>;
  /** checks a notification's signature and freshness and reads it; null when it does not check out */
  verifyNotification(
    headers: Readonly<Record<string, string | string[] | undefined>>,
    rawBody: string,
  ): VerifiedNotice | null;
  acknowledge(accepted: boolean): Acknowledgement;
}
