import { meetingParticipationEndpoints as e } from '@portal/api/endpoints/meeting-participation';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { renderAt } from '@portal/testing/render';
import { screen } from '@testing-library/react';
import { CheckinVerifyPage } from '../checkin-verify-page';

const api = fakeApi();
const CODE = 'k3J9xQ2mV7pL4sT8wZ1cR6y_';

describe('check-in verification page', () => {
  it('shows a valid code’s meeting, masked attendee and check-in time (Beijing)', async () => {
    api.on(e.verifyCheckin, {
      meetingId: 9,
      meetingName: '2026脑血管病年会',
      meetingDateStr: '2026-11-20 至 2026-11-21',
      attendee: '王*国',
      checkedInAt: Date.UTC(2026, 10, 20, 0, 5),
    });
    renderAt(`/meeting/checkin/verify?code=${CODE}`, <CheckinVerifyPage />);
    expect(await screen.findByText('签到有效')).toBeInTheDocument();
    expect(screen.getByText('王*国')).toBeInTheDocument();
    expect(screen.getByText('2026脑血管病年会')).toBeInTheDocument();
    expect(screen.getByText('2026-11-20 08:05')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看会议' })).toHaveAttribute('href', '/meeting/detail?id=9');
    expect(api.requests(e.verifyCheckin)).toEqual([{ code: CODE }]);
    expect(document.title).toBe('签到核验 - 会议 - 脑医汇');
  });

  it('says 签到码无效 for a code the server does not know, once, without retrying', async () => {
    api.on(e.verifyCheckin, () => {
      throw new ApiError(404, '签到码无效');
    });
    renderAt(`/meeting/checkin/verify?code=${CODE}`, <CheckinVerifyPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('签到码无效');
    expect(api.requests(e.verifyCheckin)).toHaveLength(1);
  });

  it('does not ask the server about a malformed code', async () => {
    renderAt('/meeting/checkin/verify?code=%3Cscript%3E', <CheckinVerifyPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('签到码无效');
    expect(api.requests(e.verifyCheckin)).toEqual([]);
  });

  it('tells a failed answer apart from an invalid code', async () => {
    api.on(e.verifyCheckin, () => {
      throw new ApiError(500, '服务器错误');
    });
    renderAt(`/meeting/checkin/verify?code=${CODE}`, <CheckinVerifyPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败');
  });
});
