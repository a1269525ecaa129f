import type { PhysicalOrder } from '@portal/api/contract/account-wallet';
import type { BookPayment } from '@portal/api/contract/mall';
import { accountWalletEndpoints as w } from '@portal/api/endpoints/account-wallet';
import { mallEndpoints as mall } from '@portal/api/endpoints/mall';
import { paymentEndpoints as pay } from '@portal/api/endpoints/payments';
import { ApiError } from '@portal/api/errors';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { Toaster } from '@portal/shared-ui/toast';
import { fakeApi } from '@portal/testing/fake-api';
import { installIntersectionObserver } from '@portal/testing/intersection';
import { renderAt } from '@portal/testing/render';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhysicalOrdersPage } from '../physical-orders-page';

const api = fakeApi();
installIntersectionObserver();

const order = (over: Partial<PhysicalOrder>): PhysicalOrder => ({
  orderNo: 'B20261126100000123456',
  state: 'unpaid',
  items: [
    {
      bookId: 4,
      name: '胶质瘤外科治疗学',
      cover: '/media/cover/book-4.svg',
      unitPriceFen: 12_800,
      quantity: 1,
    },
  ],
  quantity: 1,
  goodsFen: 12_800,
  shippingFen: 0,
  discountFen: 0,
  amountFen: 12_800,
  receiverName: '王*国',
  receiverMobile: '138****0001',
  address: '北京市 丰台区 ****',
  logisticsCompany: null,
  trackingNo: null,
  createdAt: Date.UTC(2026, 10, 26, 2),
  paidAt: null,
  shippedAt: null,
  completedAt: null,
  cancelledAt: null,
  ...over,
});

const list = (items: PhysicalOrder[]) => ({
  code: 1 as const,
  list: items,
  page: { pageNo: 1, pageSize: 10, totalCount: items.length, totalPage: items.length ? 1 : 0 },
});

beforeEach(() => {
  act(() => {
    sessionStore.set(sessionUserAtom, {
      id: 1,
      realName: '王建国',
      avatarAddress: '',
      identity: 1,
      isAuth: 1,
    });
    sessionStore.set(sessionStatusAtom, 'signedIn');
  });
  api.on(w.physicalOrderCounts, { unpaid: 1, paid: 0, shipped: 1, completed: 3, cancelled: 0 });
});
afterEach(() => {
  act(() => {
    sessionStore.set(sessionUserAtom, null);
    sessionStore.set(sessionStatusAtom, 'signedOut');
  });
});

const page = () =>
  renderAt(
    '/user-center/physical-orders',
    <>
      <PhysicalOrdersPage />
      <Toaster />
    </>,
  );

it('shows tabs with counts and each order: books linking to the mall, masked receiver, parcel', async () => {
  api.on(
    w.physicalOrders,
    list([
      order({}),
      order({
        orderNo: 'B20261120100000123456',
        state: 'shipped',
        logisticsCompany: '顺丰速运',
        trackingNo: 'SF1234567890',
        shippedAt: Date.UTC(2026, 10, 21, 2),
      }),
    ]),
  );
  page();
  const tabs = await screen.findByRole('navigation', { name: '订单状态' });
  expect(within(tabs).getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'true');
  expect(await within(tabs).findByRole('link', { name: '已完成(3)' })).toHaveAttribute(
    'href',
    '/user-center/physical-orders?state=completed',
  );
  const orders = await screen.findByRole('list', { name: '全部' });
  const [unpaid, shipped] = within(orders)
    .getAllByRole('listitem', { name: '' })
    .filter((li) => li.parentElement === orders);
  expect(within(unpaid!).getByRole('link', { name: '胶质瘤外科治疗学' })).toHaveAttribute(
    'href',
    '/mall/product/4',
  );
  expect(unpaid).toHaveTextContent('王*国 138****0001 北京市 丰台区 ****');
  expect(unpaid).toHaveTextContent('待付款');
  expect(within(unpaid!).getByRole('button', { name: '取消订单' })).toBeInTheDocument();
  expect(shipped).toHaveTextContent('顺丰速运 运单号 SF1234567890');
  expect(within(shipped!).getByRole('button', { name: '确认收货' })).toBeInTheDocument();
  expect(within(shipped!).queryByRole('button', { name: '取消订单' })).toBeNull();
});

it('cancels only after the confirmation, then reads the list again', async () => {
  const user = userEvent.setup();
  let state: PhysicalOrder['state'] = 'unpaid';
  api.on(w.physicalOrders, () => list([order({ state })]));
  api.on(w.cancelPhysicalOrder, () => {
    state = 'cancelled';
    return order({ state });
  });
  page();
  await user.click(await screen.findByRole('button', { name: '取消订单' }));
  const dialog = screen.getByRole('dialog', { name: '取消订单' });
  await user.click(within(dialog).getByRole('button', { name: '再想想' }));
  expect(api.requests(w.cancelPhysicalOrder)).toEqual([]);
  await user.click(screen.getByRole('button', { name: '取消订单' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
  expect(api.requests(w.cancelPhysicalOrder)).toEqual([{ orderNo: 'B20261126100000123456' }]);
  expect(await screen.findByText('订单已取消')).toBeInTheDocument();
  const listEl = await screen.findByRole('list', { name: '全部' });
  expect(await within(listEl).findByText('已取消')).toBeInTheDocument();
});

it('says why a move was refused and reads the order again', async () => {
  const user = userEvent.setup();
  api.on(w.physicalOrders, list([order({ state: 'shipped' })]));
  api.on(w.confirmPhysicalOrder, () => {
    throw new ApiError(409, '订单尚未发货，不能确认收货');
  });
  page();
  await user.click(await screen.findByRole('button', { name: '确认收货' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('订单尚未发货，不能确认收货')).toBeInTheDocument();
  expect(api.requests(w.physicalOrders).length).toBeGreaterThanOrEqual(2);
});

it('pays an unpaid order from the list: its QR code, then the order moves to 待发货', async () => {
  const user = userEvent.setup();
  let state: PhysicalOrder['state'] = 'unpaid';
  api.on(w.physicalOrders, () => list([order({ state })]));
  const payment: BookPayment = {
    orderNo: 'B20261126100000123456',
    kind: 'book',
    status: 'created',
    subject: '《胶质瘤外科治疗学》',
    amountFen: 12_800,
    coins: null,
    channel: 'alipay',
    createdAt: Date.UTC(2026, 10, 26, 2),
    expiresAt: Date.UTC(2026, 10, 26, 2, 15),
    paidAt: null,
  };
  api.once(mall.payment, payment);
  api.on(mall.payment, () => {
    state = 'paid';
    return {
      ...payment,
      status: 'fulfilled' as const,
      paidAt: Date.UTC(2026, 10, 26, 2, 5),
      expiresAt: null,
    };
  });
  api.on(pay.nativePay, {
    orderNo: payment.orderNo,
    channel: 'alipay',
    codeUrl: `http://localhost/pay/simulator/alipay/${payment.orderNo}`,
    expiresAt: payment.expiresAt ?? 0,
    amountFen: 12_800,
  });
  page();
  await user.click(await screen.findByRole('button', { name: '去支付' }));
  expect(await screen.findByRole('dialog', { name: '支付订单' })).toBeInTheDocument();
  expect(await screen.findByText('支付成功，订单待发货')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: '支付订单' })).toBeNull();
  expect(api.requests(pay.nativePay)).toEqual([{ orderNo: payment.orderNo }]);
  const listEl = await screen.findByRole('list', { name: '全部' });
  expect(await within(listEl).findByText('待发货')).toBeInTheDocument();
});

it('offers 去支付 on unpaid orders only', async () => {
  api.on(w.physicalOrders, list([order({ state: 'paid', orderNo: 'B20261126100000999999' })]));
  page();
  expect(await screen.findByText('待发货')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '去支付' })).toBeNull();
});
