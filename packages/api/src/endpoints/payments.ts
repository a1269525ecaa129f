import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const payments = contract(() => import(/* webpackMode: "weak" */ '../contract/payments'));

/**
 * The coin wallet, its recharge, and paying any money order by a native QR code (issue 12). The
 * channels' notifications and the payment simulator's pages are not JSON calls of the screens
 * (`rules/payments`), so they are not in this table.
 */
export const paymentEndpoints = {
  rates: payments.get('/v1/shenbei/getShenbeiRateList.jspx', (c) => ({
    query: c.RateListQuery,
    response: c.RateListResponse,
  })),
  wallet: payments.get('/v1/shenbei/getUserWallet.jspx', (c) => ({ response: c.WalletResponse })),
  rechargeOrder: payments.post('/v1/shenbei/order.jspx', (c) => ({
    body: c.RechargeOrderBody,
    response: c.PayOrderResponse,
  })),
  nativePay: payments.post('/v1/shenbei/native/pay.jspx', (c) => ({
    body: c.NativePayBody,
    response: c.NativePayResponse,
  })),
  wechatOrderQuery: payments.get('/v1/ocs/wxOrderQuery.jspx', (c) => ({
    query: c.OrderQuery,
    response: c.PayOrderResponse,
  })),
  alipayOrderQuery: payments.get('/v1/ocs/aliOrderQuery.jspx', (c) => ({
    query: c.OrderQuery,
    response: c.PayOrderResponse,
  })),
};
