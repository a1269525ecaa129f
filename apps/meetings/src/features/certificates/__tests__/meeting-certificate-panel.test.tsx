import type { MeetingCme } from '@portal/api/contract/cme';
import { cmeEndpoints as e } from '@portal/api/endpoints/cme';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi } from '@portal/testing/fake-api';
import { renderAt } from '@portal/testing/render';
import { act, screen, within } from '@testing-library/react';
import { detail } from '../../../testing/fixtures';
import { MeetingCertificatePanel } from '../meeting-certificate-panel';

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

const standing = (overrides: Partial<MeetingCme> = {}): MeetingCme => ({
  meetingId: 9,
  meetingName: '2026脑血管病年会',
  hasCheckin: true,
  checkedIn: true,
  watchedSeconds: 1_800,
  requiredSeconds: 4_320,
  programmeSeconds: 7_200,
  hours: 2,
  canClaim: false,
  blocker: '观看时长还差 42 分钟',
  certificate: null,
  ...overrides,
});

const meeting = detail(9, { checkinFields: ['realName'], meetingLiveStatus: 'LE' });

describe('meeting certificate panel', () => {
  it('is not there for a visitor, nor for a meeting without check-in', async () => {
    api.on(e.meetingProgress, standing());
    const { unmount } = renderAt('/meeting/detail?id=9', <MeetingCertificatePanel meeting={meeting} />);
    expect(screen.queryByRole('region', { name: '继续教育学分证书' })).not.toBeInTheDocument();
    unmount();
    signIn(true);
    renderAt('/meeting/detail?id=9', <MeetingCertificatePanel meeting={{ ...meeting, checkinFields: [] }} />);
    expect(screen.queryByRole('region', { name: '继续教育学分证书' })).not.toBeInTheDocument();
    expect(api.requests(e.meetingProgress)).toEqual([]);
  });

  it('shows check-in, the watch time against the 60 % asked, and what is left', async () => {
    signIn(true);
    api.on(e.meetingProgress, standing());
    renderAt('/meeting/detail?id=9', <MeetingCertificatePanel meeting={meeting} />);
    const panel = await screen.findByRole('region', { name: '继续教育学分证书' });
    expect(await within(panel).findByText('30 / 72 分钟')).toBeInTheDocument();
    expect(within(panel).getByText('✓ 已签到')).toBeInTheDocument();
    expect(within(panel).getByText('可获 2 学时')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: '观看时长' })).toHaveAttribute(
      'aria-valuenow',
      '1800',
    );
    expect(within(panel).getByText('观看时长还差 42 分钟')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: '领取证书' })).not.toBeInTheDocument();
  });

  it('offers the claim once earned', async () => {
    signIn(true);
    api.on(e.meetingProgress, standing({ watchedSeconds: 4_400, canClaim: true, blocker: null }));
    renderAt('/meeting/detail?id=9', <MeetingCertificatePanel meeting={meeting} />);
    expect(await screen.findByRole('button', { name: '领取证书' })).toBeEnabled();
  });
});
