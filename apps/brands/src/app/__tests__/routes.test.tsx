import { renderAt } from '@portal/testing/render';
import { screen } from '@testing-library/react';
import BrandsRoutes from '../routes';

describe('brands routes', () => {
  it('an address whose id is not a number is the not-found page', async () => {
    renderAt('/bms/classify/-/brand-details/abc', <BrandsRoutes />);
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });

  it('answers any other path with the not-found page', async () => {
    renderAt('/bms/no-such-page', <BrandsRoutes />);
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });
});
