import { MemoryRouter, useLocation } from '@portal/router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager, type PagerProps, pagerEntries } from '../pager';

const texts: PagerProps['texts'] = {
  label: '分页',
  prev: '上一页',
  next: '下一页',
  page: (n) => `第 ${n} 页`,
};

function Location() {
  const { search } = useLocation();
  return <output aria-label="地址">{search}</output>;
}

function renderPager(props: Partial<PagerProps> & Pick<PagerProps, 'current' | 'total'>, url = '/list') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Pager linkTo={(p) => ({ search: `?page=${p}` })} texts={texts} {...props} />
      <Location />
    </MemoryRouter>,
  );
}

const pager = () => screen.getByRole('navigation', { name: '分页' });

describe('pagerEntries', () => {
  it('lists every page when there are few', () => {
    expect(pagerEntries(1, 1)).toEqual([1]);
    expect(pagerEntries(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first, last and two either side of the current page', () => {
    expect(pagerEntries(1, 20)).toEqual([1, 2, 3, 'gap-end', 20]);
    expect(pagerEntries(10, 20)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
    expect(pagerEntries(20, 20)).toEqual([1, 'gap-start', 18, 19, 20]);
    expect(pagerEntries(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap-end', 20]);
  });
});

describe('Pager', () => {
  it('renders nothing for a single page', () => {
    renderPager({ current: 1, total: 1 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('is a navigation named by its texts, with links to the other pages', () => {
    renderPager({ current: 3, total: 5 });
    const links = within(pager()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['上一页', '1', '2', '4', '5', '下一页']);
    expect(within(pager()).getByRole('link', { name: '第 4 页' })).toHaveAttribute('href', '/list?page=4');
    expect(within(pager()).getByRole('link', { name: '上一页' })).toHaveAttribute('rel', 'prev');
    expect(within(pager()).getByRole('link', { name: '下一页' })).toHaveAttribute('rel', 'next');
  });

  it('marks the current page and is not a link to it', () => {
    renderPager({ current: 3, total: 5 });
    const current = within(pager()).getByText('3');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.tagName).toBe('SPAN');
    expect(current).toHaveClass('bg-brand', 'text-white');
  });

  it('disables 上一页 on the first page and 下一页 on the last', () => {
    const { unmount } = renderPager({ current: 1, total: 3 });
    expect(within(pager()).getByText('上一页')).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager()).queryByRole('link', { name: '上一页' })).not.toBeInTheDocument();
    unmount();
    renderPager({ current: 3, total: 3 });
    expect(within(pager()).getByText('下一页')).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager()).queryByRole('link', { name: '下一页' })).not.toBeInTheDocument();
  });

  it('hides the gaps from assistive technology', () => {
    renderPager({ current: 10, total: 20 });
    const gaps = within(pager()).getAllByText('…');
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap).toHaveAttribute('aria-hidden', 'true');
  });

  it('navigates on click and calls onNavigate', async () => {
    const onNavigate = jest.fn();
    renderPager({ current: 2, total: 5, onNavigate });
    await userEvent.click(within(pager()).getByRole('link', { name: '下一页' }));
    expect(screen.getByRole('status', { name: '地址' })).toHaveTextContent('?page=3');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('is reached with Tab (the disabled ends are skipped) and followed with Enter', async () => {
    const user = userEvent.setup();
    renderPager({ current: 1, total: 3 });
    await user.tab();
    expect(within(pager()).getByRole('link', { name: '第 2 页' })).toHaveFocus();
    await user.tab();
    expect(within(pager()).getByRole('link', { name: '第 3 页' })).toHaveFocus();
    await user.tab();
    expect(within(pager()).getByRole('link', { name: '下一页' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: '地址' })).toHaveTextContent('?page=2');
  });
});
