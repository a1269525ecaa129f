import type { Coupon } from '@portal/api/contract/account-wallet';
import { accountWalletEndpoints as wallet } from '@portal/api/endpoints/account-wallet';
import { meetingOrderEndpoints as orders } from '@portal/api/endpoints/meeting-orders';
import { paymentEndpoints as pay } from '@portal/api/endpoints/payments';
import { ApiError } from '@portal/api/errors';
import { CLIENT_KEY_PATTERN } from '@portal/api/rules/payments';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { detail, nativePay, payOrder } from '../../../testing/fixtures';
import { PurchaseBlock } from '../purchase-block';

const api = fakeApi();

function signIn(signedIn: boolean) {
  act(() => {
    sessionStore.set(
      sessionUserAtom,
      signedIn ? { id: 1, realName: '王建国', avatarAddress: '', identity: 1, isAuth: 1 } : null,
    );
    sessionStore.set(sessionStatusAtom, signedIn ? 'signedIn' : 'signedOut');
  });
}
afterEach(() => signIn(false));
// no coupons unless a test gives some
beforeEach(() => {
  api.on(wallet.usableCoupons, { list: [], inUse: 0 });
});

const coupon = (id: number, over: Partial<Coupon> = {}): Coupon => ({
  id,
  code: `NYHCOUPON000${id}`,
  title: '会议无门槛10元券',
  kind: 'amount',
  amountFen: 1_000,
  discountPercent: null,
  minSpendFen: 0,
  scope: 'meeting',
  validFrom: 1,
  validTo: Date.UTC(2026, 11, 31),
  state: 'unused',
  usedOrderNo: null,
  usedAt: null,
  reservedOrderNo: null,
  ...over,
});

const paidMeeting = detail(9, { price: 99, canWatch: false, meetingName: '2026脑血管病年会' });

describe('buying a paid meeting', () => {
  it('asks a visitor to sign in first', async () => {
    const host = createTestHost({ requireLogin: jest.fn(() => false) });
    renderAt('/meeting/detail?id=9', <PurchaseBlock meeting={paidMeeting} />, host);
    await userEvent.click(screen.getByRole('button', { name: '购买观看' }));
    expect(host.requireLogin).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests(orders.generatePlayOrder)).toEqual([]);
  });

  it('makes a play order by the chosen channel, shows its QR code, and unlocks once the server says paid', async () => {
    signIn(true);
    const order = payOrder('P20261126120000ABCDEF0001', { channel: 'alipay' });
    api.on(orders.generatePlayOrder, order);
    api.on(pay.nativePay, nativePay(order));
    const done = { ...order, status: 'fulfilled' as const, paidAt: order.createdAt, expiresAt: null };
    api.once(pay.alipayOrderQuery, done);
    api.on(orders.verifyPlayOrder, { order: done, canWatch: true });
    const host = createTestHost({ requireLogin: jest.fn(() => true) });
    renderAt('/meeting/detail?id=9', <PurchaseBlock meeting={paidMeeting} />, host);
    await userEvent.click(screen.getByRole('button', { name: '购买观看' }));
    const dialog = await screen.findByRole('dialog', { name: '购买观看' });
    expect(within(dialog).getByText('观看「2026脑血管病年会」')).toBeInTheDocument();
    expect(within(dialog).getByText('¥99.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: '支付宝' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确认支付' }));

    await waitFor(() => expect(host.toast).toHaveBeenCalledWith('购买成功，现在可以观看了'));
    const [made] = api.requests(orders.generatePlayOrder);
    expect(made).toMatchObject({ meetingId: 9, channel: 'alipay' });
    expect(made?.clientKey).toMatch(new RegExp(CLIENT_KEY_PATTERN));
    expect(api.requests(pay.nativePay)).toEqual([{ orderNo: order.orderNo }]);
    expect(api.requests(pay.alipayOrderQuery)).toEqual([{ orderNo: order.orderNo }]);
    expect(api.requests(orders.verifyPlayOrder)).toEqual([{ orderNo: order.orderNo }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the QR code while unpaid, and a closed order offers to start again', async () => {
    signIn(true);
    const order = payOrder('P20261126120000ABCDEF0002');
    api.on(orders.generatePlayOrder, order);
    api.on(pay.nativePay, nativePay(order));
    api.once(pay.wechatOrderQuery, { ...order, status: 'paying' });
    renderAt(
      '/meeting/detail?id=9',
      <PurchaseBlock meeting={paidMeeting} />,
      createTestHost({ requireLogin: jest.fn(() => true) }),
    );
    await userEvent.click(screen.getByRole('button', { name: '购买观看' }));
    await userEvent.click(await screen.findByRole('button', { name: '确认支付' }));
    const qr = await screen.findByRole('img', { name: '支付二维码' });
    expect(qr).toHaveAttribute('src', `/pay/qr/${order.orderNo}.svg`);
    expect(screen.getByText('请使用微信支付扫码支付')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在本机打开支付页面' })).toHaveAttribute(
      'href',
      `http://localhost/pay/simulator/wechat/${order.orderNo}`,
    );
    // the order closes (the payer cancelled at the channel): nothing was taken, start again
    api.on(pay.wechatOrderQuery, { ...order, status: 'closed', expiresAt: null });
    expect(await screen.findByText('订单已关闭或已过期，未扣款', {}, { timeout: 4_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新支付' }));
    expect(screen.getByRole('button', { name: '确认支付' })).toBeInTheDocument();
  });

  it('tells the server’s refusal (bought already) and stays on the choice', async () => {
    signIn(true);
    api.on(orders.generatePlayOrder, () => {
      throw new ApiError(400, '您已购买本会议，无需重复购买');
    });
    const host = createTestHost({ requireLogin: jest.fn(() => true) });
    renderAt('/meeting/detail?id=9', <PurchaseBlock meeting={paidMeeting} />, host);
    await userEvent.click(screen.getByRole('button', { name: '购买观看' }));
    await userEvent.click(await screen.findByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(host.toast).toHaveBeenCalledWith('您已购买本会议，无需重复购买'));
    expect(screen.getByRole('button', { name: '确认支付' })).toBeInTheDocument();
  });
});

describe('a coupon when buying', () => {
  const usable = {
    list: [
      {
        coupon: coupon(1, { title: '新人专享 满100减20', amountFen: 2_000, scope: 'all' }),
        payFen: 7_900,
        offFen: 2_000,
      },
      {
        coupon: coupon(2, {
          title: '付费会议 8.5折券',
          kind: 'discount',
          amountFen: null,
          discountPercent: 85,
        }),
        payFen: 8_415,
        offFen: 1_485,
      },
    ],
    inUse: 1,
  };

  async function openDialog() {
    signIn(true);
    api.on(wallet.usableCoupons, usable);
    renderAt(
      '/meeting/detail?id=9',
      <PurchaseBlock meeting={paidMeeting} />,
      createTestHost({ requireLogin: jest.fn(() => true) }),
    );
    await userEvent.click(screen.getByRole('button', { name: '购买观看' }));
    const dialog = await screen.findByRole('dialog', { name: '购买观看' });
    await within(dialog).findByRole('radio', { name: '新人专享 满100减20（减 ¥20.00）' });
    return dialog;
  }

  it('asks for the coupons of this price, preselects the best and shows the price before and after', async () => {
    const order = payOrder('P20261126120000ABCDEF0011', { amountFen: 7_900 });
    api.on(orders.generatePlayOrder, order);
    api.on(pay.nativePay, nativePay(order));
    api.on(pay.wechatOrderQuery, { ...order, status: 'paying' });
    const dialog = await openDialog();
    expect(api.requests(wallet.usableCoupons)).toEqual([{ amountFen: 9_900, scope: 'meeting' }]);
    expect(within(dialog).getByRole('radio', { name: '新人专享 满100减20（减 ¥20.00）' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '付费会议 8.5折券（减 ¥14.85）' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '不使用优惠券' })).not.toBeChecked();
    expect(within(dialog).getByText('¥99.00').tagName).toBe('DEL');
    expect(within(dialog).getByText('-¥20.00')).toBeInTheDocument();
    expect(within(dialog).getByText('¥79.00')).toBeInTheDocument();
    expect(within(dialog).getByText(/另有 1 张优惠券正用于待支付订单/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认支付' }));
    await screen.findByRole('img', { name: '支付二维码' });
    expect(api.requests(orders.generatePlayOrder)).toEqual([
      expect.objectContaining({ meetingId: 9, channel: 'wechat', couponId: 1 }),
    ]);
  });

  it('sends the coupon chosen, or none with 不使用优惠券 (the full price again)', async () => {
    api.on(orders.generatePlayOrder, () => {
      throw new ApiError(409, '优惠券已使用');
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: '付费会议 8.5折券（减 ¥14.85）' }));
    expect(within(dialog).getByText('¥84.15')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(api.requests(orders.generatePlayOrder)).toHaveLength(1));

    await userEvent.click(await within(dialog).findByRole('radio', { name: '不使用优惠券' }));
    expect(within(dialog).getByText('¥99.00').tagName).not.toBe('DEL');
    expect(within(dialog).queryByText('¥79.00')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(api.requests(orders.generatePlayOrder)).toHaveLength(2));
    const [withCoupon, without] = api.requests(orders.generatePlayOrder);
    expect(withCoupon).toMatchObject({ couponId: 2 });
    expect(without).not.toHaveProperty('couponId');
  });
});

describe('the invoice of a bought meeting', () => {
  const bought = detail(9, { price: 99, canWatch: true });
  const paidOrder = payOrder('P20261126120000ABCDEF0003', { status: 'fulfilled', expiresAt: null });

  it('checks the form as the rules say before sending it, then shows the invoice’s state', async () => {
    signIn(true);
    api.on(orders.invoice, { order: paidOrder, invoice: null });
    api.on(orders.saveInvoice, (input) => ({
      id: 1,
      orderNo: input.orderNo,
      kind: 'company' as const,
      title: input.title,
      taxpayerNo: input.taxpayerNo ?? '',
      email: input.email,
      amountFen: 9_900,
      status: 'pending' as const,
      createdAt: 1,
      issuedAt: null,
    }));
    const host = createTestHost();
    renderAt('/meeting/detail?id=9', <PurchaseBlock meeting={bought} />, host);
    expect(screen.getByText('已购买')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '申请发票' }));
    const dialog = screen.getByRole('dialog', { name: '申请发票' });
    expect(await within(dialog).findByText('开票金额：¥99.00（实付金额）')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: '企业' }));
    await userEvent.type(within(dialog).getByLabelText('发票抬头'), '华为技术有限公司');
    await userEvent.type(within(dialog).getByLabelText('纳税人识别号'), '914403001922038217');
    await userEvent.type(within(dialog).getByLabelText('接收邮箱'), 'cw@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('纳税人识别号不正确，请核对统一社会信用代码');
    expect(api.requests(orders.saveInvoice)).toEqual([]);

    const no = within(dialog).getByLabelText('纳税人识别号');
    await userEvent.clear(no);
    await userEvent.type(no, '914403001922038216');
    api.on(orders.invoice, {
      order: paidOrder,
      invoice: {
        id: 1,
        orderNo: paidOrder.orderNo,
        kind: 'company',
        title: '华为技术有限公司',
        taxpayerNo: '914403001922038216',
        email: 'cw@example.com',
        amountFen: 9_900,
        status: 'pending',
        createdAt: 1,
        issuedAt: null,
      },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(host.toast).toHaveBeenCalledWith('发票申请已提交，开具后将发送至您的邮箱'));
    expect(api.requests(orders.saveInvoice)).toEqual([
      {
        orderNo: paidOrder.orderNo,
        kind: 'company',
        title: '华为技术有限公司',
        email: 'cw@example.com',
        taxpayerNo: '914403001922038216',
      },
    ]);
    expect(await screen.findByText('发票：开票中（华为技术有限公司）')).toBeInTheDocument();
  });

  it('shows nothing to ask for without a paid order', async () => {
    signIn(true);
    api.on(orders.invoice, { order: null, invoice: null });
    renderAt('/meeting/detail?id=9', <PurchaseBlock meeting={bought} />);
    await waitFor(() => expect(api.requests(orders.invoice)).toEqual([{ meetingId: 9 }]));
    expect(screen.queryByRole('button', { name: '申请发票' })).not.toBeInTheDocument();
  });
});
