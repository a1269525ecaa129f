import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const gifts = contract(() => import(/* webpackMode: "weak" */ '../contract/meeting-gifts'));

/** Gifts in a meeting (issue 12): the panel, sending with coins, a gift order's state, the ranking. */
export const meetingGiftEndpoints = {
  list: gifts.get('/wapi/v1/gift/list.do', (c) => ({ query: c.GiftListQuery, response: c.GiftListResponse })),
  pay: gifts.post('/wapi/v1/gift/pay.do', (c) => ({ body: c.GiftPayBody, response: c.GiftPayResponse })),
  orderQuery: gifts.get('/wapi/v1/gift/orderQuery.do', (c) => ({
    query: c.GiftOrderQuery,
    response: c.PayOrderResponse,
  })),
  ranking: gifts.get('/wapi/v1/gift/ranking.do', (c) => ({
    query: c.GiftRankingQuery,
    response: c.GiftRankingResponse,
  })),
};
