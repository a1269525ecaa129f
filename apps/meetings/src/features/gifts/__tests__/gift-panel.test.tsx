import { meetingGiftEndpoints as gifts } from '@portal/api/endpoints/meeting-gifts';
import { meetingPlaybackEndpoints } from '@portal/api/endpoints/meeting-playback';
import { paymentEndpoints as pay } from '@portal/api/endpoints/payments';
import { ApiError } from '@portal/api/errors';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { toast } from '@portal/shared-ui/toast';
import { fakeApi, networkFailure } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { detail, list, nativePay, payOrder } from '../../../testing/fixtures';
import { GiftPanel } from '../gift-panel';

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
afterEach(() => {
  signIn(false);
  act(() => toast.dismiss());
});

const venue = (state: 'LI' | 'LE', fieldId = 5) => ({
  fieldId,
  name: '主会场',
  day: '2026-11-26',
  state,
  canWatch: true,
  reason: null,
  playlistUrl: '/media/x.m3u8',
  live: state === 'LI',
  startedAt: 1,
  durationMs: 1,
  chapters: [],
});

const GIFTS = [
  { id: 1, name: '点赞', icon: 'data:image/svg+xml,a', priceCoins: 1 },
  { id: 2, name: '鲜花', icon: 'data:image/svg+xml,b', priceCoins: 10 },
];

beforeEach(() => {
  api.on(gifts.list, list(GIFTS));
  api.on(gifts.ranking, list([]));
  api.on(meetingPlaybackEndpoints.playInfo, list([venue('LI')]));
});

const giftOrder = (coins: number) =>
  payOrder('G20261126120000ABCDEF0001', {
    kind: 'gift',
    channel: 'coins',
    coins,
    amountFen: null,
    status: 'fulfilled',
  });

describe('gift panel', () => {
  it('is not there when no venue is live', async () => {
    api.on(meetingPlaybackEndpoints.playInfo, list([venue('LE')]));
    renderAt('/meeting/detail?id=9', <GiftPanel meeting={detail(9)} fieldsId={undefined} />);
    await waitFor(() => expect(api.requests(meetingPlaybackEndpoints.playInfo)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: '送礼物' })).not.toBeInTheDocument();
  });

  it('sends the chosen gift and count to the live venue; a retry is the same gift, not a second', async () => {
    signIn(true);
    api.on(pay.wallet, { coins: 500 });
    api.once(gifts.pay, () => {
      throw networkFailure();
    });
    api.on(gifts.pay, { order: giftOrder(100), balance: 400 });
    const host = createTestHost({ requireLogin: jest.fn(() => true) });
    renderAt('/meeting/detail?id=9', <GiftPanel meeting={detail(9)} fieldsId={undefined} />, host);
    const panel = await screen.findByRole('region', { name: '送礼物' });
    expect(await within(panel).findByText('余额 500 神贝')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: '鲜花，10 神贝' }));
    await userEvent.click(within(panel).getByRole('button', { name: '×10' }));
    expect(within(panel).getByText('共 100 神贝')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: '赠送' }));
    await waitFor(() => expect(host.toast).toHaveBeenCalledWith('赠送失败，请稍后再试'));
    await userEvent.click(within(panel).getByRole('button', { name: '赠送' }));
    await waitFor(() => expect(host.toast).toHaveBeenCalledWith('已送出 鲜花 ×10'));
    const [first, second] = api.requests(gifts.pay);
    expect(first).toMatchObject({ meetingId: 9, fieldId: 5, giftId: 2, count: 10 });
    // the same purchase: the server takes the coins once whichever request got through
    expect(second?.clientKey).toBe(first?.clientKey);
  });

  it('too few coins opens the recharge, then comes back to the gift, still chosen', async () => {
    signIn(true);
    api.on(pay.wallet, { coins: 60 });
    api.on(
      pay.rates,
      list([
        { id: 1, amountFen: 600, coins: 60, bonusCoins: 0 },
        { id: 2, amountFen: 3_000, coins: 300, bonusCoins: 0 },
      ]),
    );
    const recharge = payOrder('R20261126120000ABCDEF0001', {
      kind: 'recharge',
      amountFen: 3_000,
      coins: 300,
    });
    api.on(pay.rechargeOrder, recharge);
    api.on(pay.nativePay, nativePay(recharge));
    api.on(pay.wechatOrderQuery, { ...recharge, status: 'fulfilled', expiresAt: null, paidAt: 1 });
    const host = createTestHost({ requireLogin: jest.fn(() => true) });
    renderAt('/meeting/detail?id=9', <GiftPanel meeting={detail(9)} fieldsId={undefined} />, host);
    const panel = await screen.findByRole('region', { name: '送礼物' });
    await within(panel).findByText('余额 60 神贝');
    await userEvent.click(within(panel).getByRole('button', { name: '鲜花，10 神贝' }));
    await userEvent.click(within(panel).getByRole('button', { name: '×10' }));
    await userEvent.click(within(panel).getByRole('button', { name: '赠送' }));

    const dialog = await screen.findByRole('dialog', { name: '充值神贝' });
    expect(within(dialog).getByText('还差 40 神贝')).toBeInTheDocument();
    // the first rate that covers what is missing is chosen
    expect(within(dialog).getByRole('button', { name: /60 神贝/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: /300 神贝/ }));
    api.on(pay.wallet, { coins: 360 });
    await userEvent.click(within(dialog).getByRole('button', { name: '立即充值 ¥30.00' }));
    await waitFor(() => expect(host.toast).toHaveBeenCalledWith('充值成功，可以继续赠送了'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests(pay.rechargeOrder)[0]).toMatchObject({ rateId: 2, channel: 'wechat' });
    expect(api.requests(gifts.pay)).toEqual([]);
    // back at the gift: still 鲜花 ×10, and the balance read anew
    expect(await within(panel).findByText('余额 360 神贝')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: '鲜花，10 神贝' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(panel).getByRole('button', { name: '×10' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the recharge when the server says the coins ran out meanwhile', async () => {
    signIn(true);
    api.on(pay.wallet, { coins: 500 });
    api.on(pay.rates, list([{ id: 1, amountFen: 600, coins: 60, bonusCoins: 0 }]));
    api.on(gifts.pay, () => {
      throw new ApiError(400, '神贝余额不足');
    });
    renderAt(
      '/meeting/detail?id=9',
      <GiftPanel meeting={detail(9)} fieldsId={undefined} />,
      createTestHost({ requireLogin: jest.fn(() => true) }),
    );
    const panel = await screen.findByRole('region', { name: '送礼物' });
    await within(panel).findByText('余额 500 神贝');
    await userEvent.click(within(panel).getByRole('button', { name: '赠送' }));
    expect(await screen.findByRole('dialog', { name: '充值神贝' })).toBeInTheDocument();
  });

  it('a visitor is asked to sign in and sees the ranking, a patient in it as 匿名用户', async () => {
    api.on(
      gifts.ranking,
      list([
        { rank: 1, user: { id: 7, realName: '张伟', avatarAddress: '' }, coins: 520, gifts: 1 },
        { rank: 2, user: { id: 0, realName: '匿名用户', avatarAddress: '' }, coins: 10, gifts: 1 },
      ]),
    );
    const host = createTestHost({ requireLogin: jest.fn(() => false) });
    renderAt('/meeting/detail?id=9', <GiftPanel meeting={detail(9)} fieldsId={undefined} />, host);
    const ranking = await screen.findByRole('region', { name: '礼物榜' });
    expect(await within(ranking).findByText('张伟')).toBeInTheDocument();
    expect(within(ranking).getByText('匿名用户')).toBeInTheDocument();
    expect(within(ranking).getByText('520 神贝')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '赠送' }));
    expect(host.requireLogin).toHaveBeenCalled();
    expect(api.requests(gifts.pay)).toEqual([]);
    expect(api.requests(pay.wallet)).toEqual([]);
  });
});
