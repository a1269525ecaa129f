import { formatYuan, isPayChannel, PAY_CHANNEL_NAMES, PAYMENT_MESSAGES } from '@portal/api/rules/payments';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { notFound } from '../lib/app-error';
import { NOTIFY_PATH_PREFIX, SIMULATOR_PAGE_PREFIX, type SimulatedOrder } from './channels/simulator';

/**
 * What the payment channels reach (issue 12), not the screens: the notification route each channel
 * calls when an order is paid (verified, idempotent), and, when the simulator stands in for the
 * channels, its payment page (the page its QR code opens) with pay, cancel and expire.
 */

const ORDER_NO = /^[A-Z0-9]{12,40}$/;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STATE_TEXT: Record<SimulatedOrder['state'], string> = {
  NOTPAY: '待支付',
  SUCCESS: '支付成功',
  CLOSED: '订单已关闭或已过期',
};

function simulatorPage(order: SimulatedOrder | null, action: string): string {
  const channelName = order && isPayChannel(order.channel) ? PAY_CHANNEL_NAMES[order.channel] : '支付';
  const body = !order
    ? '<p class="state">订单不存在</p>'
    : `<p class="subject">${escapeHtml(order.subject)}</p>
<p class="amount">¥${formatYuan(order.amountFen)}</p>
<p class="state state-${order.state}" role="status">${STATE_TEXT[order.state]}</p>
${
  order.state === 'NOTPAY'
    ? `<form method="post" action="${escapeHtml(action)}">
<button name="action" value="pay" class="pay">确认支付</button>
<button name="action" value="cancel">取消支付</button>
<button name="action" value="expire">让订单过期</button>
</form>`
    : '<p class="note">可以关闭此页面，返回电脑上的脑医汇查看结果。</p>'
}`;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${channelName}（模拟）</title>
<style>
body{margin:0;font-family:system-ui,"Noto Sans CJK SC",sans-serif;background:#f3f5f8;color:#1f2329}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:28px;text-align:center}
h1{font-size:18px;margin:0 0 4px}.sim{color:#8a6100;font-size:13px;margin:0 0 20px}
.subject{color:#4e5969}.amount{font-size:32px;font-weight:600;margin:8px 0 16px}
.state{font-size:16px}.state-SUCCESS{color:#16794c}.state-CLOSED{color:#b42318}.note{color:#6b7280;font-size:13px}
form{display:flex;flex-direction:column;gap:10px;margin-top:20px}
button{font-size:16px;padding:10px;border-radius:8px;border:1px solid #d0d5dd;background:#fff;cursor:pointer}
button.pay{background:#07c160;border-color:#07c160;color:#fff}
</style></head>
<body><main><h1>${channelName}</h1><p class="sim">支付模拟器：开发与测试用，不会产生真实扣款</p>${body}</main></body></html>`;
}

export async function paymentChannelRoutes(app: FastifyInstance) {
  // the QR code of the owner's paying order, whatever the channel puts in it
  app.get<{ Params: { orderNo: string } }>(
    '/pay/qr/:orderNo.svg',
    { schema: { hide: true } },
    async (request, reply) => {
      const me = await request.requireUser();
      const { orderNo } = request.params;
      if (!ORDER_NO.test(orderNo)) throw notFound(PAYMENT_MESSAGES.orderNotFound);
      const order = await app.payments.ownRow(me.id, orderNo);
      if (!order.code_url || order.status !== 'paying') throw notFound(PAYMENT_MESSAGES.orderNotFound);
      const svg = await QRCode.toString(order.code_url, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
      });
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );

  // the channels sign the body as sent: it is read as text, not parsed, in this plugin's scope only
  app.addContentTypeParser(
    ['application/json', 'text/plain', 'application/x-www-form-urlencoded'],
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post<{ Params: { channel: string }; Body: string }>(
    `${NOTIFY_PATH_PREFIX}:channel`,
    { schema: { hide: true } },
    async (request, reply) => {
      const ack = await app.payments.notify(
        request.params.channel,
        request.headers,
        typeof request.body === 'string' ? request.body : '',
      );
      return reply.code(ack.status).header('Content-Type', ack.contentType).send(ack.body);
    },
  );

  const desk = app.paymentSimulator;
  if (!desk) return;
  const page = (channel: string, orderNo: string) => `${SIMULATOR_PAGE_PREFIX}${channel}/${orderNo}`;
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    'Cache-Control': 'no-store',
    // not no-referrer: with it Chromium sends the form's POST as Origin: null, which our origin check refuses
    'Referrer-Policy': 'same-origin',
  };

  app.get<{ Params: { channel: string; orderNo: string } }>(
    `${SIMULATOR_PAGE_PREFIX}:channel/:orderNo`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { channel, orderNo } = request.params;
      const order =
        isPayChannel(channel) && ORDER_NO.test(orderNo) ? await desk.find(channel, orderNo) : null;
      return reply
        .code(order ? 200 : 404)
        .headers(headers)
        .send(simulatorPage(order, page(channel, orderNo)));
    },
  );

  app.post<{ Params: { channel: string; orderNo: string }; Body: string }>(
    `${SIMULATOR_PAGE_PREFIX}:channel/:orderNo`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { channel, orderNo } = request.params;
      const action = new URLSearchParams(typeof request.body === 'string' ? request.body : '').get('action');
      if (
        !isPayChannel(channel) ||
        !ORDER_NO.test(orderNo) ||
        !(action === 'pay' || action === 'cancel' || action === 'expire')
      )
        return reply
          .code(400)
          .headers(headers)
          .send(simulatorPage(null, page(channel, orderNo)));
      await desk.act(channel, orderNo, action);
      // back to the page, which now shows the outcome (a reload does not pay twice)
      return reply.code(303).header('Location', page(channel, orderNo)).send();
    },
  );
}
