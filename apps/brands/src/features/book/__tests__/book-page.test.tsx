import type { BookDetail, BookPayment } from '@portal/api/contract/mall';
import type { SessionUser } from '@portal/api/contract/user';
import { accountWalletEndpoints as w } from '@portal/api/endpoints/account-wallet';
import { mallEndpoints as e } from '@portal/api/endpoints/mall';
import { paymentEndpoints as pay } from '@portal/api/endpoints/payments';
import { ApiError } from '@portal/api/errors';
import { MALL_MESSAGES } from '@portal/api/rules/mall';
import { useSessionUser } from '@portal/session/hooks';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BrandsRoutes from '../../../app/routes';

// the session settled: the reader is whoever useSessionUser says
jest.mock('@portal/session/hooks', () => {
  const useSessionUser = jest.fn();
  return { useSessionUser, useViewerId: () => useSessionUser()?.id ?? null };
});

const api = fakeApi();
const ME: SessionUser = { id: 1, realName: '王建国', avatarAddress: '', identity: 1, isAuth: 1 };

const book = (overrides: Partial<BookDetail> = {}): BookDetail => ({
  id: 12,
  name: '神经外科手术学',
  cover: '/media/covers/book-12.svg',
  priceFen: 12_800,
  discountPriceFen: 9_800,
  introduction: '系统介绍颅底手术入路。',
  press: '人民卫生出版社',
  publishYear: 2024,
  isbn: '9787117000000',
  authors: ['张三', '李四'],
  translators: ['王五'],
  stock: 5,
  sales: 30,
  views: 100,
  ...overrides,
});

const payment = (overrides: Partial<BookPayment> = {}): BookPayment => ({
  orderNo: 'B20261128093000ABCDEF0001',
  kind: 'book',
  status: 'created',
  subject: '《神经外科手术学》',
  amountFen: 9_800 + 800,
  coins: null,
  channel: 'wechat',
  createdAt: 1_764_000_000_000,
  expiresAt: 1_764_000_900_000,
  paidAt: null,
  ...overrides,
});

const LAST = {
  receiverName: '王建国',
  receiverMobile: '13800000001',
  province: '北京市',
  city: '北京市',
  district: '东城区',
  address: '东单北大街 1 号',
};

beforeEach(() => {
  jest.mocked(useSessionUser).mockReturnValue(ME);
  api.on(w.usableCoupons, { list: [], inUse: 0 });
});

describe('a book page', () => {
  it('shows its authors and translators apart, the discount price and the listed one', async () => {
    api.on(e.book, book());
    renderAt('/mall/product/12', <BrandsRoutes />, createTestHost());
    expect(await screen.findByRole('heading', { name: '神经外科手术学' })).toBeInTheDocument();
    expect(screen.getByText('张三、李四')).toBeInTheDocument();
    expect(screen.getByText('王五')).toBeInTheDocument();
    expect(screen.getByText('¥98.00')).toBeInTheDocument();
    expect(screen.getByText(/定价 ¥128.00/)).toBeInTheDocument();
    expect(screen.getByText('人民卫生出版社')).toBeInTheDocument();
  });

  it('cannot be bought when sold out', async () => {
    api.on(e.book, book({ stock: 0 }));
    renderAt('/mall/product/12', <BrandsRoutes />, createTestHost());
    expect(await screen.findByRole('button', { name: MALL_MESSAGES.soldOut })).toBeDisabled();
  });

  it('asks a visitor to sign in before the order form', async () => {
    api.on(e.book, book());
    const host = createTestHost({ requireLogin: jest.fn(() => false) });
    renderAt('/mall/product/12', <BrandsRoutes />, host);
    await userEvent.click(await screen.findByRole('button', { name: '立即购买' }));
    expect(host.requireLogin).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('fills the last address, checks the form by the server’s rules, and pays the order it made', async () => {
    api.on(e.book, book());
    api.on(e.lastAddress, LAST);
    const made = payment();
    api.on(e.order, { order: made, goodsFen: 19_600, shippingFen: 0, discountFen: 0 });
    api.on(pay.nativePay, {
      orderNo: made.orderNo,
      channel: 'wechat',
      codeUrl: `http://localhost/pay/simulator/wechat/${made.orderNo}`,
      expiresAt: made.expiresAt ?? 0,
      amountFen: made.amountFen ?? 0,
    });
    api.once(e.payment, { ...made, status: 'fulfilled', paidAt: made.createdAt, expiresAt: null });
    renderAt('/mall/product/12', <BrandsRoutes />, createTestHost({ requireLogin: jest.fn(() => true) }));
    await userEvent.click(await screen.findByRole('button', { name: '立即购买' }));
    const dialog = await screen.findByRole('dialog', { name: '确认订单' });
    const street = within(dialog).getByRole('textbox', { name: '详细地址' });
    await waitFor(() => expect(street).toHaveValue('东单北大街 1 号'));
    await userEvent.click(within(dialog).getByRole('button', { name: '增加一本' }));
    // two copies at ¥98 reach free shipping
    expect(within(dialog).getByText('包邮')).toBeInTheDocument();
    // goods and payable alike
    expect(within(dialog).getAllByText('¥196.00')).toHaveLength(2);

    // a wrong mobile is said before anything is sent
    const mobile = within(dialog).getByRole('textbox', { name: '手机号' });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交订单并支付' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MALL_MESSAGES.mobileInvalid);
    expect(api.requests(e.order)).toEqual([]);

    await userEvent.clear(mobile);
    await userEvent.type(mobile, '13800000001');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交订单并支付' }));
    expect(await screen.findByText(MALL_MESSAGES.paid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看我的订单' })).toHaveAttribute(
      'href',
      '/user-center/physical-orders',
    );
    const [sent] = api.requests(e.order);
    expect(sent).toMatchObject({ bookId: 12, quantity: 2, channel: 'wechat', address: LAST });
    expect(sent).not.toHaveProperty('couponId');
    expect(api.requests(e.payment)).toEqual([{ orderNo: made.orderNo }]);
    // the book order's payment is asked of the mall, never of the payments' query
    expect(api.requests(pay.wechatOrderQuery)).toEqual([]);
  });

  it('shows what the server says when the last copies went meanwhile', async () => {
    api.on(e.book, book());
    api.on(e.lastAddress, LAST);
    api.on(e.order, () => {
      throw new ApiError(409, MALL_MESSAGES.outOfStock);
    });
    renderAt('/mall/product/12', <BrandsRoutes />, createTestHost({ requireLogin: jest.fn(() => true) }));
    await userEvent.click(await screen.findByRole('button', { name: '立即购买' }));
    const dialog = await screen.findByRole('dialog', { name: '确认订单' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: '详细地址' })).toHaveValue('东单北大街 1 号'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '提交订单并支付' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MALL_MESSAGES.outOfStock);
  });
});
