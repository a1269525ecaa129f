import type { CheckinInfo } from '@portal/api/contract/meeting-participation';
import {
  CHECKIN_QR_PATH,
  meetingParticipationEndpoints as e,
} from '@portal/api/endpoints/meeting-participation';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost, testHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckinPanel } from '../checkin-panel';

const api = fakeApi();

const fields = [
  { code: 'realName', label: '真实姓名' },
  { code: 'mobile', label: '手机号' },
];

const notCheckedIn: CheckinInfo = { fields, checkedIn: false, checkinCode: null, info: null };
const checkedIn: CheckinInfo = {
  fields,
  checkedIn: true,
  checkinCode: 'AB12CD34',
  info: { realName: '王建国', mobile: '13800138000' },
};

const signedIn = () => createTestHost({ requireLogin: jest.fn(() => true) });

describe('check-in panel', () => {
  it('shows the rule’s Chinese messages as the user types and on 签到', async () => {
    api.on(e.checkinInfo, notCheckedIn);
    renderAt('/meeting/detail?id=9', <CheckinPanel meetingId={9} />, signedIn());
    const mobile = await screen.findByRole('textbox', { name: '手机号' });
    await userEvent.type(mobile, '123');
    expect(screen.getByText('请填写正确的手机号')).toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('请填写姓名')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '签到' }));
    expect(screen.getByText('请填写姓名')).toBeInTheDocument();
    expect(api.requests(e.saveCheckin)).toEqual([]);
  });

  it('checks in and shows the personal QR code and what was entered', async () => {
    api.on(e.checkinInfo, notCheckedIn);
    api.on(e.saveCheckin, checkedIn);
    const host = signedIn();
    renderAt('/meeting/detail?id=9', <CheckinPanel meetingId={9} />, host);
    await userEvent.type(await screen.findByRole('textbox', { name: '真实姓名' }), ' 王建国 ');
    await userEvent.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '签到' }));

    const qr = await screen.findByRole('img', { name: '我的签到二维码' });
    expect(qr).toHaveAttribute('src', `${CHECKIN_QR_PATH}?meetingId=9`);
    expect(api.requests(e.saveCheckin)).toEqual([
      { meetingId: 9, info: { realName: '王建国', mobile: '13800138000' } },
    ]);
    expect(host.toast).toHaveBeenCalledWith('签到成功');
    expect(screen.getByText('王建国')).toBeInTheDocument();
    expect(screen.getByText('AB12CD34')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '签到' })).not.toBeInTheDocument();
  });

  it('shows a checked-in user their QR code at once', async () => {
    api.on(e.checkinInfo, checkedIn);
    renderAt('/meeting/detail?id=9', <CheckinPanel meetingId={9} />, signedIn());
    expect(await screen.findByRole('img', { name: '我的签到二维码' })).toBeInTheDocument();
    expect(screen.getByText('您已签到')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in', async () => {
    api.on(e.checkinInfo, notCheckedIn);
    renderAt('/meeting/detail?id=9', <CheckinPanel meetingId={9} />);
    await userEvent.click(await screen.findByRole('button', { name: '签到' }));
    expect(testHost.requireLogin).toHaveBeenCalled();
    expect(api.requests(e.saveCheckin)).toEqual([]);
    expect(screen.queryByText('请填写姓名')).not.toBeInTheDocument();
  });
});
