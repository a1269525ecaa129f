import { meetingEndpoints as e } from '@portal/api/endpoints/meetings';
import { fakeApi } from '@portal/testing/fake-api';
import { testHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { list, meeting } from '../../../testing/fixtures';
import { HomePage } from '../home-page';

const api = fakeApi();
const host = {
  ...testHost,
  resolveJump: (item: { type: string; id?: number | string }) =>
    item.type === 'meeting'
      ? ({ kind: 'link', url: `/meeting/detail?id=${item.id}`, newTab: true } as const)
      : testHost.resolveJump(item as never),
};

beforeEach(() => {
  for (const endpoint of [e.series, e.hotSpeakers, e.brands, e.tags, e.ads, e.history, e.calendarMonth])
    api.on(endpoint, list([]));
  api.on(e.specialities, list([{ id: 3, name: '脑血管病', meetingCount: 12 }]));
});

describe('meeting home', () => {
  it("shows today's meetings with their live state; a coming-soon meeting is not a link", async () => {
    api.on(
      e.today,
      list([
        meeting(1, { meetingLiveStatus: 'LI', meetingName: '直播中的会议' }),
        meeting(2, {
          meetingLiveStatus: 'NS',
          publishStatus: '0',
          forthcoming: 'T',
          meetingName: '筹备中的会议',
        }),
      ]),
    );
    api.on(e.recent, list([]));
    renderAt('/meeting/home', <HomePage />, host);
    const today = await screen.findByRole('region', { name: '今日会议' });
    const live = await within(today).findByRole('link', { name: /直播中的会议/ });
    expect(live).toHaveAttribute('href', '/meeting/detail?id=1');
    expect(within(live).getByText('直播中')).toBeInTheDocument();
    const soon = within(today).getByText('筹备中的会议');
    expect(soon.closest('a')).toBeNull();
    expect(within(today).getByText('敬请期待')).toBeInTheDocument();
  });

  it('filters by speciality from the address and appends the next page of recent meetings', async () => {
    api.on(e.today, list([]));
    api.on(e.recent, (input) =>
      input.pageNo === 1
        ? list([meeting(11, { meetingName: '第一页会议', meetingLiveStatus: 'NS' })], 1, 2)
        : list([meeting(12, { meetingName: '第二页会议', meetingLiveStatus: 'NS' })], 2, 2),
    );
    renderAt('/meeting/home?speciality=3', <HomePage />, host);
    const recent = await screen.findByRole('region', { name: '近期会议' });
    expect(await within(recent).findByText('第一页会议')).toBeInTheDocument();
    expect(api.requests(e.recent)[0]).toMatchObject({ pageNo: 1, specialityId: 3 });
    expect(await screen.findByRole('link', { name: '脑血管病' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(recent).getByRole('button', { name: '加载更多' }));
    expect(await within(recent).findByText('第二页会议')).toBeInTheDocument();
    expect(within(recent).getByText('第一页会议')).toBeInTheDocument();
    expect(within(recent).getByText('没有更多了')).toBeInTheDocument();
  });

  it('a forged speciality in the address is ignored, not sent', async () => {
    api.on(e.today, list([]));
    api.on(e.recent, list([]));
    renderAt('/meeting/home?speciality=1e400', <HomePage />, host);
    await waitFor(() => expect(api.requests(e.recent)).toHaveLength(1));
    expect(api.requests(e.recent)[0]).not.toHaveProperty('specialityId');
  });
});
