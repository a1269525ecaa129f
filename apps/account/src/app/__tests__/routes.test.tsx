import { renderAt } from '@portal/testing/render';
import { screen } from '@testing-library/react';
import AccountRoutes from '../routes';

describe('account routes', () => {
  it('answers any other path with the not-found page', async () => {
    renderAt('/user-center/no-such-page', <AccountRoutes />);
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });
});
