import { renderAt } from '@portal/testing/render';
import { screen } from '@testing-library/react';
import __PASCAL__Routes from '../routes';

describe('__NAME__ routes', () => {
  it('shows the first page at __PREFIX__', async () => {
    renderAt('__PREFIX__', <__PASCAL__Routes />);
    expect(await screen.findByRole('heading', { level: 1, name: '__TITLE__' })).toBeInTheDocument();
    expect(document.title).toBe('__TITLE__ - 脑医汇');
  });

  it('answers any other path with the not-found page', async () => {
    renderAt('__PREFIX__/no-such-page', <__PASCAL__Routes />);
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });
});
