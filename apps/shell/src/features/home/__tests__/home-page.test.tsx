import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HomePage } from '../home-page';

describe('HomePage', () => {
  it('welcomes and links to the channels', () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '脑医汇' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '频道入口' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/info', '/meeting/home', '/case', '/mooc', '/holographic', '/topic-circle/']);
  });
});
