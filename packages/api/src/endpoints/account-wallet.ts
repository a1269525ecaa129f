import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const w = contract(() => import(/* webpackMode: "weak" */ '../contract/account-wallet'));

/** 钱包、神贝流水、订单、发票、优惠券、实物订单与我的课程 (issue 14). Who acts is always the session's user, never a parameter. */
export const accountWalletEndpoints = {
  ledger: w.get('/wapi/user/wallet/ledger', (c) => ({ query: c.LedgerQuery, response: c.LedgerResponse })),
  orders: w.get('/wapi/user/wallet/orders', (c) => ({
    query: c.MyOrdersQuery,
    response: c.MyOrdersResponse,
  })),
  invoices: w.get('/wapi/user/wallet/invoices', (c) => ({
    query: c.MyInvoicesQuery,
    response: c.MyInvoicesResponse,
  })),
  cancelOrder: w.post('/wapi/user/wallet/orders/cancel', (c) => ({
    body: c.CancelOrderBody,
    response: c.CancelOrderResponse,
  })),
  coupons: w.get('/wapi/user/coupons', (c) => ({ query: c.CouponsQuery, response: c.CouponsResponse })),
  usableCoupons: w.get('/wapi/user/coupons/usable', (c) => ({
    query: c.UsableCouponsQuery,
    response: c.UsableCouponsResponse,
  })),
  couponCounts: w.get('/wapi/user/coupons/counts', (c) => ({ response: c.CouponCountsResponse })),
  physicalOrders: w.get('/wapi/user/physical-orders', (c) => ({
    query: c.PhysicalOrdersQuery,
    response: c.PhysicalOrdersResponse,
  })),
  physicalOrderCounts: w.get('/wapi/user/physical-orders/counts', (c) => ({
    response: c.PhysicalOrderCountsResponse,
  })),
  physicalOrder: w.get('/wapi/user/physical-orders/detail', (c) => ({
    query: c.PhysicalOrderNoQuery,
    response: c.PhysicalOrderResponse,
  })),
  cancelPhysicalOrder: w.post('/wapi/user/physical-orders/cancel', (c) => ({
    body: c.PhysicalOrderMoveBody,
    response: c.PhysicalOrderResponse,
  })),
  confirmPhysicalOrder: w.post('/wapi/user/physical-orders/confirm', (c) => ({
    body: c.PhysicalOrderMoveBody,
    response: c.PhysicalOrderResponse,
  })),
  myCourses: w.get('/wapi/user/my-courses', (c) => ({
    query: c.MyCoursesQuery,
    response: c.MyCoursesResponse,
  })),
};
