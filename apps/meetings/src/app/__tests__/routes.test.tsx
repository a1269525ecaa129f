import { meetingEndpoints as e } from '@portal/api/endpoints/meetings';
import { fakeApi } from '@portal/testing/fake-api';
import { renderAt } from '@portal/testing/render';
import { screen } from '@testing-library/react';
import { list } from '../../testing/fixtures';
import MeetingsRoutes from '../routes';

const api = fakeApi();

beforeEach(() => {
  for (const endpoint of [
    e.specialities,
    e.today,
    e.recent,
    e.history,
    e.series,
    e.hotSpeakers,
    e.calendarMonth,
    e.brands,
    e.tags,
    e.ads,
  ])
    api.on(endpoint, list([]));
});

describe('meetings routes', () => {
  it('sends /meeting on to the meeting home', async () => {
    renderAt('/meeting', <MeetingsRoutes />);
    expect(
      await screen.findByRole('heading', { level: 1, name: '会议' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(document.title).toBe('会议 - 脑医汇');
  });

  it('answers any other path with the not-found page', async () => {
    renderAt('/meeting/no-such-page', <MeetingsRoutes />);
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });
});
