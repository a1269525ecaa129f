import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Layout } from '../layout';

jest.mock('@portal/shared-ui/toast', () => ({ toast: jest.fn() }));

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<p>页面内容</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('Layout', () => {
  it('has the header with the logo and the main navigation', () => {
    renderAt('/info');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: '脑医汇' })).toHaveAttribute('href', '/');
    const nav = within(header).getByRole('navigation', { name: '主导航' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['首页', '/'],
      ['资讯', '/info'],
      ['会议', '/meeting/home'],
      ['病例', '/case'],
      ['云课堂', '/mooc'],
      ['全景手术', '/holographic'],
      ['关于我们', '/introduce?optionActive=aboutUs'],
    ]);
    expect(within(nav).getByRole('link', { name: '资讯' })).toHaveAttribute('aria-current', 'page');
    expect(within(header).getByRole('search')).toBeInTheDocument();
  });

  it('renders the page between header and footer', () => {
    renderAt('/anything');
    expect(within(screen.getByRole('main')).getByText('页面内容')).toBeInTheDocument();
  });

  it('has the footer with filing and copyright texts', () => {
    renderAt('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '京ICP备2026012345号-1' })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    );
    expect(within(footer).getByText('© 2026 脑医汇 版权所有')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '关于我们' })).toBeInTheDocument();
  });

  it('has the side bar', () => {
    renderAt('/');
    expect(screen.getByRole('complementary', { name: '快捷工具' })).toBeInTheDocument();
  });
});
