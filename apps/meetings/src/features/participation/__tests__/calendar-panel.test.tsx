import { meetingCalendarEndpoints as e } from '@portal/api/endpoints/meeting-calendar';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost, testHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarPanel } from '../calendar-panel';

const api = fakeApi();

const feed = (token: string) => ({
  url: `https://www.example.cn/wapi/meeting/calendar/feed/${token}.ics`,
  webcalUrl: `webcal://www.example.cn/wapi/meeting/calendar/feed/${token}.ics`,
});

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

describe('calendar panel', () => {
  it('offers the meeting as an .ics download to anyone', () => {
    renderAt('/meeting/detail?id=9', <CalendarPanel meetingId={9} />);
    expect(screen.getByRole('link', { name: '下载日历文件' })).toHaveAttribute(
      'href',
      '/wapi/meeting/calendar/9.ics',
    );
  });

  it('shows a signed-in user their feed: copy, webcal link and reset after confirming', async () => {
    signIn(true);
    api.on(e.feed, feed('a'.repeat(32)));
    api.on(e.resetFeed, feed('b'.repeat(32)));
    const host = createTestHost({ requireLogin: jest.fn(() => true) });
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderAt('/meeting/detail?id=9', <CalendarPanel meetingId={9} />, host);

    await user.click(screen.getByRole('button', { name: '订阅我的日程' }));
    const address = await screen.findByRole('textbox', { name: '订阅地址' });
    expect(address).toHaveValue(feed('a'.repeat(32)).url);
    expect(screen.getByRole('link', { name: '用日历应用订阅' })).toHaveAttribute(
      'href',
      feed('a'.repeat(32)).webcalUrl,
    );

    await user.click(screen.getByRole('button', { name: '复制' }));
    expect(writeText).toHaveBeenCalledWith(feed('a'.repeat(32)).url);
    await waitFor(() => expect(host.toast).toHaveBeenCalledWith('已复制订阅地址'));

    await user.click(screen.getByRole('button', { name: '重置订阅地址' }));
    const dialog = screen.getByRole('dialog', { name: '重置订阅地址' });
    expect(api.requests(e.resetFeed)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '确定重置' }));
    await waitFor(() => expect(address).toHaveValue(feed('b'.repeat(32)).url));
    expect(api.requests(e.resetFeed)).toHaveLength(1);
    expect(host.toast).toHaveBeenCalledWith('订阅地址已重置');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in instead of reading a feed', async () => {
    renderAt('/meeting/detail?id=9', <CalendarPanel meetingId={9} />);
    await userEvent.click(screen.getByRole('button', { name: '订阅我的日程' }));
    expect(testHost.requireLogin).toHaveBeenCalled();
    expect(api.requests(e.feed)).toEqual([]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
