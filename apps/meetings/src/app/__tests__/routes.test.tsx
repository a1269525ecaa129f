import { renderAt } from '@portal/testing/render';
import { screen } from '@testing-library/react';
import MeetingsRoutes from '../routes';

describe('meetings routes', () => {
  it('shows the first page at /meeting', async () => {
    renderAt('/meeting', <MeetingsRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: '会议' })).toBeInTheDocument();
    expect(document.title).toBe('会议 - 脑医汇');
  });

  it('answers any other path with the not-found page', async () => {
    renderAt('/meeting/no-such-page', <MeetingsRoutes />);
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });
});
