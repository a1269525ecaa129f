import type { LedgerEntry, MyOrder } from '@portal/api/contract/account-wallet';
import type { PayOrder } from '@portal/api/contract/payments';
import { accountWalletEndpoints as w } from '@portal/api/endpoints/account-wallet';
import { paymentEndpoints as p } from '@portal/api/endpoints/payments';
import { ApiError } from '@portal/api/errors';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { Toaster } from '@portal/shared-ui/toast';
import { fakeApi } from '@portal/testing/fake-api';
import { installIntersectionObserver } from '@portal/testing/intersection';
import { renderAt } from '@portal/testing/render';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WalletPage } from '../wallet-page';

const api = fakeApi();
installIntersectionObserver();

const list = <T,>(items: T[]) => ({
  code: 1 as const,
  list: items,
  page: { pageNo: 1, pageSize: 10, totalCount: items.length, totalPage: items.length ? 1 : 0 },
});

const line = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'order:R1:coins',
  kind: 'recharge',
  currency: 'COIN',
  amount: 700,
  title: '充值 700 神贝',
  meetingId: null,
  orderNo: 'R20261126100000ABCDE',
  createdAt: Date.UTC(2026, 10, 26, 2, 0),
  ...over,
});

const payOrder = (over: Partial<PayOrder>): PayOrder => ({
  orderNo: 'P20261126100000ABCDE',
  kind: 'meeting-play',
  status: 'fulfilled',
  subject: '2026 神经外科学术年会',
  amountFen: 9_900,
  coins: null,
  channel: 'wechat',
  createdAt: Date.UTC(2026, 10, 26, 2, 0),
  expiresAt: null,
  paidAt: Date.UTC(2026, 10, 26, 2, 1),
  ...over,
});

beforeEach(() => {
  act(() => {
    sessionStore.set(sessionUserAtom, {
      id: 7,
      realName: '周文博',
      avatarAddress: '',
      identity: 1,
      isAuth: 1,
    });
    sessionStore.set(sessionStatusAtom, 'signedIn');
  });
  api.on(p.wallet, { coins: 670 });
});
afterEach(() => {
  act(() => {
    sessionStore.set(sessionUserAtom, null);
    sessionStore.set(sessionStatusAtom, 'signedOut');
  });
});

it('shows the balance and the ledger: + and − amounts, what each was, in coins or yuan', async () => {
  api.on(
    w.ledger,
    list([
      line({
        id: 'a',
        kind: 'purchase',
        currency: 'FEN',
        amount: -9_900,
        title: '购买《2026 神经外科学术年会》',
      }),
      line({ id: 'b', kind: 'gift', amount: -30, title: '送礼物《颅底论坛》鲜花 ×3' }),
      line({ id: 'c' }),
    ]),
  );
  renderAt('/user-center/wallet', <WalletPage />);
  expect(await screen.findByText('670 神贝')).toBeInTheDocument();
  const ledger = await screen.findByRole('list', { name: '收支明细' });
  const rows = within(ledger).getAllByRole('listitem');
  expect(rows.map((r) => r.textContent)).toEqual([
    expect.stringMatching(/^购买购买《2026 神经外科学术年会》.*-¥99\.00$/),
    expect.stringMatching(/^送礼物送礼物《颅底论坛》鲜花 ×3.*-30 神贝$/),
    expect.stringMatching(/^充值充值 700 神贝.*\+700 神贝$/),
  ]);
  expect(api.requests(w.ledger)).toEqual([{ pageNo: 1, pageSize: 10 }]);
});

it('lists orders with their states; a paid play order links to its meeting for the invoice; an open one can be paid on', async () => {
  const user = userEvent.setup();
  const open = payOrder({
    orderNo: 'R20261126100500ABCDE',
    kind: 'recharge',
    status: 'paying',
    subject: '充值 300 神贝',
    amountFen: 3_000,
    coins: 300,
    expiresAt: Date.now() + 10 * 60_000,
    paidAt: null,
  });
  const orders: MyOrder[] = [
    { order: open, meetingId: null, invoice: null, canAskInvoice: false, coupon: null },
    {
      order: payOrder({}),
      meetingId: 12,
      invoice: null,
      canAskInvoice: true,
      coupon: { title: '会议无门槛10元券', offFen: 1_000 },
    },
    {
      order: payOrder({ orderNo: 'P20261120100000ABCDE', status: 'refunded' }),
      meetingId: 13,
      invoice: {
        id: 1,
        orderNo: 'P20261120100000ABCDE',
        kind: 'personal',
        title: '周文博',
        taxpayerNo: '',
        email: 'z@example.com',
        amountFen: 9_900,
        status: 'reversed',
        createdAt: 1,
        issuedAt: null,
      },
      canAskInvoice: false,
      coupon: null,
    },
  ];
  api.on(w.orders, list(orders));
  api.on(p.nativePay, {
    orderNo: open.orderNo,
    channel: 'wechat',
    codeUrl: '/pay/simulator/wechat/R20261126100500ABCDE',
    expiresAt: open.expiresAt!,
    amountFen: 3_000,
  });
  api.on(p.wechatOrderQuery, open);
  renderAt('/user-center/wallet?tab=orders', <WalletPage />);
  const table = await screen.findByRole('list', { name: '我的订单' });
  const [first, second, third] = within(table).getAllByRole('listitem');
  expect(first).toHaveTextContent('待支付');
  expect(second).toHaveTextContent('已完成');
  expect(within(second!).getByRole('link', { name: '申请发票' })).toHaveAttribute(
    'href',
    '/meeting/detail?id=12',
  );
  expect(second).toHaveTextContent('优惠券：会议无门槛10元券（-¥10.00）');
  expect(third).toHaveTextContent('已退款');
  expect(third).toHaveTextContent('已红冲');
  expect(within(second!).queryByRole('button', { name: '继续支付' })).toBeNull();

  await user.click(within(first!).getByRole('button', { name: '继续支付' }));
  const dialog = await screen.findByRole('dialog', { name: '继续支付' });
  expect(await within(dialog).findByRole('img')).toHaveAttribute('src', `/pay/qr/${open.orderNo}.svg`);
  expect(api.requests(p.nativePay)).toEqual([{ orderNo: open.orderNo }]);
});

it('cancels an unpaid order after asking; a paid one offers no cancel, and the server’s refusal is told', async () => {
  const user = userEvent.setup();
  const open = payOrder({
    orderNo: 'P20261126100500ABCDE',
    status: 'created',
    amountFen: 8_900,
    expiresAt: Date.now() + 10 * 60_000,
    paidAt: null,
  });
  const listed = (status: PayOrder['status']): MyOrder[] => [
    {
      order: { ...open, status, expiresAt: status === 'closed' ? null : open.expiresAt },
      meetingId: 12,
      invoice: null,
      canAskInvoice: false,
      coupon: status === 'closed' ? null : { title: '会议无门槛10元券', offFen: 1_000 },
    },
    { order: payOrder({}), meetingId: 12, invoice: null, canAskInvoice: true, coupon: null },
  ];
  api.on(w.orders, list(listed('created')));
  api.on(w.cancelOrder, () => {
    api.on(w.orders, list(listed('closed')));
    return { ...open, status: 'closed' as const, expiresAt: null };
  });
  renderAt(
    '/user-center/wallet?tab=orders',
    <>
      <WalletPage />
      <Toaster />
    </>,
  );
  const table = await screen.findByRole('list', { name: '我的订单' });
  const [first, second] = within(table).getAllByRole('listitem');
  expect(within(second!).queryByRole('button', { name: '取消订单' })).toBeNull();

  // asked first: 暂不取消 changes nothing
  await user.click(within(first!).getByRole('button', { name: '取消订单' }));
  let dialog = await screen.findByRole('dialog', { name: '取消订单' });
  expect(dialog).toHaveTextContent('订单使用的优惠券将退回');
  await user.click(within(dialog).getByRole('button', { name: '暂不取消' }));
  expect(api.requests(w.cancelOrder)).toEqual([]);

  await user.click(within(first!).getByRole('button', { name: '取消订单' }));
  dialog = await screen.findByRole('dialog', { name: '取消订单' });
  await user.click(within(dialog).getByRole('button', { name: '确定取消' }));
  expect(await screen.findByText('订单已取消')).toBeInTheDocument();
  expect(api.requests(w.cancelOrder)).toEqual([{ orderNo: open.orderNo }]);
  const closed = within(await screen.findByRole('list', { name: '我的订单' })).getAllByRole('listitem')[0]!;
  expect(await within(closed).findByText('已关闭')).toBeInTheDocument();
  expect(within(closed).queryByRole('button', { name: '取消订单' })).toBeNull();
  expect(within(closed).queryByRole('button', { name: '继续支付' })).toBeNull();
});

it('tells why an order could not be cancelled (paid meanwhile) and shows it as it now is', async () => {
  const user = userEvent.setup();
  const open = payOrder({ status: 'paying', expiresAt: Date.now() + 10 * 60_000, paidAt: null });
  api.on(w.orders, list([{ order: open, meetingId: 12, invoice: null, canAskInvoice: false, coupon: null }]));
  api.on(w.cancelOrder, () => {
    api.on(
      w.orders,
      list([{ order: payOrder({}), meetingId: 12, invoice: null, canAskInvoice: true, coupon: null }]),
    );
    throw new ApiError(409, '订单已支付，不能取消');
  });
  renderAt(
    '/user-center/wallet?tab=orders',
    <>
      <WalletPage />
      <Toaster />
    </>,
  );
  const table = await screen.findByRole('list', { name: '我的订单' });
  await user.click(within(table).getByRole('button', { name: '取消订单' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: '取消订单' })).getByRole('button', { name: '确定取消' }),
  );
  expect(await screen.findByText('订单已支付，不能取消')).toBeInTheDocument();
  expect(await within(table).findByText('已完成')).toBeInTheDocument();
});

it('lists invoices with their state, title, amount and order', async () => {
  api.on(
    w.invoices,
    list([
      {
        invoice: {
          id: 3,
          orderNo: 'P20261126100000ABCDE',
          kind: 'company' as const,
          title: '首都医科大学附属北京天坛医院',
          taxpayerNo: '12110000400687976B',
          email: 'f@example.com',
          amountFen: 9_900,
          status: 'issued' as const,
          createdAt: 1,
          issuedAt: 2,
        },
        subject: '2026 神经外科学术年会',
        meetingId: 12,
        reversedAt: null,
      },
    ]),
  );
  renderAt('/user-center/wallet?tab=invoices', <WalletPage />);
  const invoices = await screen.findByRole('list', { name: '我的发票' });
  const [row] = within(invoices).getAllByRole('listitem');
  expect(row).toHaveTextContent('抬头：首都医科大学附属北京天坛医院');
  expect(row).toHaveTextContent('已开具');
  expect(row).toHaveTextContent('金额 ¥99.00');
  expect(within(row!).getByRole('link', { name: '订单：2026 神经外科学术年会' })).toHaveAttribute(
    'href',
    '/meeting/detail?id=12',
  );
});

it('opens the portal’s recharge dialog', async () => {
  const user = userEvent.setup();
  api.on(w.ledger, list([]));
  api.on(p.rates, list([{ id: 1, amountFen: 600, coins: 60, bonusCoins: 0 }]));
  renderAt('/user-center/wallet', <WalletPage />);
  expect(await screen.findByText('暂无收支记录')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '充值' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(await screen.findByText('60 神贝', { exact: false })).toBeInTheDocument();
});
