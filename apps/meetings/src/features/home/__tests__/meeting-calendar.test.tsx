import { meetingEndpoints as e } from '@portal/api/endpoints/meetings';
import { fakeApi } from '@portal/testing/fake-api';
import { renderAt } from '@portal/testing/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { list, meeting } from '../../../testing/fixtures';
import { MeetingCalendar } from '../meeting-calendar';

const api = fakeApi();
// 2026-11-25 10:00 Beijing
const NOW = Date.UTC(2026, 10, 25, 2);

describe('meeting calendar', () => {
  // the month grid is a lazy chunk: transform it before the first test, so a loaded machine's first
  // compile of the calendar library is not counted against the first findBy's wait
  beforeAll(() => import('../month-grid'), 60_000);

  it("marks the month's meeting days and lists a chosen day's meetings", async () => {
    api.on(e.calendarMonth, list([{ date: '2026-11-28', count: 1 }]));
    api.on(e.byDate, (input) =>
      list(input.date === '2026-11-28' ? [meeting(5, { meetingName: '周末学术会' })] : []),
    );
    renderAt('/meeting/home', <MeetingCalendar specialityId={undefined} now={NOW} />);
    const day = await screen.findByRole('button', { name: /11月28日，1 场会议/ });
    expect(api.requests(e.calendarMonth)[0]).toEqual({ month: '2026-11' });
    expect(screen.getByText('当天没有会议')).toBeInTheDocument();
    await userEvent.click(day);
    const region = screen.getByRole('region', { name: '会议日历' });
    expect(await within(region).findByText('周末学术会')).toBeInTheDocument();
    expect(api.requests(e.byDate)).toEqual([{ date: '2026-11-28' }]);
  });

  it('shows a busy day’s first four meetings, then all of them on request', async () => {
    api.on(e.calendarMonth, list([{ date: '2026-11-25', count: 6 }]));
    api.on(e.byDate, list([1, 2, 3, 4, 5, 6].map((i) => meeting(i, { meetingName: `会议${i}` }))));
    renderAt('/meeting/home', <MeetingCalendar specialityId={undefined} now={NOW} />);
    const region = await screen.findByRole('region', { name: '会议日历' });
    expect(await within(region).findByText('会议4')).toBeInTheDocument();
    expect(within(region).queryByText('会议5')).not.toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: '查看当天全部 6 场会议' }));
    expect(within(region).getByText('会议6')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /查看当天全部/ })).not.toBeInTheDocument();
  });
});
