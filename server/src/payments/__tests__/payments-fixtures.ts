import { randomBytes } from 'node:crypto';
import type { PayOrder } from '@portal/api/contract/payments';
import { paymentEndpoints as e } from '@portal/api/endpoints/payments';
import type { PayChannel } from '@portal/api/rules/payments';
import { TEST_SIMULATOR_SECRET, type TestApp } from '../../test-support/test-app';
import { NOTIFY_PATH_PREFIX, SIM_HEADERS, signNotice } from '../channels/simulator';

/** What the money tests share: calls as a signed-in user, the simulator's hand, a signed notice. */

export const clientKey = () => `k${randomBytes(8).toString('hex')}`;

/** an address per session, so many buyers in one file stay under the per-client order limits */
function addressOf(cookie: string | undefined): string {
  let h = 0;
  for (const ch of cookie ?? '') h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `10.${200 + (h % 50)}.${(h >> 8) & 255}.${h & 255}`;
}

export function money(t: TestApp) {
  async function post(url: string, payload: Record<string, unknown>, cookie?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress: addressOf(cookie),
    });
    return { status: res.statusCode, body: res.json() };
  }
  async function get(url: string, query: Record<string, string | number>, cookie?: string) {
    const res = await t.app.inject({
      method: 'GET',
      url,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: cookie ? { cookie } : {},
    });
    return { status: res.statusCode, body: res.json() };
  }
  const desk = () => {
    const d = t.app.paymentSimulator;
    if (!d) throw new Error('the test app runs the payment simulator');
    return d;
  };

  return {
    post,
    get,
    /** a recharge order of the rate (the first by default), asked for its QR code */
    async recharge(cookie: string, channel: PayChannel = 'wechat', rateId?: number) {
      const rates = (await get(e.rates.path, {})).body.list as {
        id: number;
        coins: number;
        amountFen: number;
      }[];
      const rate = rates.find((r) => r.id === rateId) ?? rates[0]!;
      const made = await post(
        e.rechargeOrder.path,
        { rateId: rate.id, channel, clientKey: clientKey() },
        cookie,
      );
      if (made.status !== 200) throw new Error(JSON.stringify(made.body));
      const order = made.body.result as PayOrder;
      const qr = await post(e.nativePay.path, { orderNo: order.orderNo }, cookie);
      if (qr.status !== 200) throw new Error(JSON.stringify(qr.body));
      return { order, rate, codeUrl: qr.body.result.codeUrl as string };
    },
    /** the order as its owner polls it */
    async poll(cookie: string, orderNo: string, channel: PayChannel = 'wechat') {
      const path = channel === 'wechat' ? e.wechatOrderQuery.path : e.alipayOrderQuery.path;
      return get(path, { orderNo }, cookie);
    },
    async wallet(cookie: string): Promise<number> {
      return (await get(e.wallet.path, {}, cookie)).body.result.coins;
    },
    /** the payer's hand on the simulator's page */
    act: (channel: PayChannel, orderNo: string, action: 'pay' | 'cancel' | 'expire') =>
      desk().act(channel, orderNo, action),
    resendNotice: (channel: PayChannel, orderNo: string) => desk().sendNotice(channel, orderNo),
    /** the simulator's book says paid, without telling us (a lost notification) */
    async paidSilently(orderNo: string, at: number) {
      await t.database.db
        .updateTable('pay_simulator_orders')
        .set({ status: 'SUCCESS', txn_id: `SILENT${orderNo.slice(-8)}`, paid_at: at })
        .where('order_no', '=', orderNo)
        .where('status', '=', 'NOTPAY')
        .execute();
    },
    /** a notification as a channel would send it, signed with `secret` */
    async notice(
      channel: string,
      body: Record<string, unknown>,
      options: { secret?: string; timestamp?: number } = {},
    ) {
      const raw = JSON.stringify(body);
      const timestamp = String(options.timestamp ?? Date.now());
      const nonce = randomBytes(8).toString('hex');
      const res = await t.app.inject({
        method: 'POST',
        url: `${NOTIFY_PATH_PREFIX}${channel}`,
        headers: {
          'content-type': 'application/json',
          [SIM_HEADERS.timestamp]: timestamp,
          [SIM_HEADERS.nonce]: nonce,
          [SIM_HEADERS.signature]: signNotice(options.secret ?? TEST_SIMULATOR_SECRET, timestamp, nonce, raw),
        },
        payload: raw,
      });
      return { status: res.statusCode, body: res.body };
    },
  };
}
