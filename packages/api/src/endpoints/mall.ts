import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const mall = contract(() => import(/* webpackMode: "weak" */ '../contract/mall'));

/** The book mall (issue 21): a book's page and buying it. Paying goes through the payments calls. */
export const mallEndpoints = {
  /** a book's page (counts a view) */
  book: mall.get('/wapi/mall/book', (c) => ({ query: c.BookQuery, response: c.BookResponse })),
  /** the session user's last delivery address, to fill the form with */
  lastAddress: mall.get('/wapi/mall/address/last', (c) => ({ response: c.LastAddressResponse })),
  /**
   * an order of one book: the copies held from the stock and the coupon held, until it is paid or
   * closes (the same clientKey answers the same order)
   */
  order: mall.post('/wapi/mall/order', (c) => ({ body: c.BookOrderBody, response: c.BookOrderResponse })),
  /** the buyer's book order's payment, asked of its channel (a paying screen polls it) */
  payment: mall.get('/wapi/mall/order/payment', (c) => ({
    query: c.BookPaymentQuery,
    response: c.BookPaymentResponse,
  })),
};
