import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const orders = contract(() => import(/* webpackMode: "weak" */ '../contract/meeting-orders'));

/** Paid viewing of a meeting (issue 12): the play order, its payment check and its invoice. */
export const meetingOrderEndpoints = {
  generatePlayOrder: orders.post('/wapi/v1/meeting/generatePlayOrder.do', (c) => ({
    body: c.PlayOrderBody,
    response: c.PlayOrderResponse,
  })),
  verifyPlayOrder: orders.post('/wapi/v1/meeting/verifyMtgPlayOrderPayment', (c) => ({
    body: c.VerifyPlayOrderBody,
    response: c.PlayOrderVerificationResponse,
  })),
  saveInvoice: orders.post('/wapi/v1/meeting/savePlayOrderInvoice', (c) => ({
    body: c.SaveInvoiceBody,
    response: c.SaveInvoiceResponse,
  })),
  invoice: orders.get('/wapi/v1/meeting/getPlayOrderInvoice', (c) => ({
    query: c.PlayOrderInvoiceQuery,
    response: c.PlayOrderInvoiceResponse,
  })),
};
