import { MemoryRouter, useLocation } from '@portal/router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FilterChoice,
  type FilterChoiceItem,
  FilterNav,
  type FilterNavProps,
  filterChoiceClass,
} from '../filter-nav';

function Location() {
  const { search } = useLocation();
  return <output aria-label="地址">{search}</output>;
}

const orders = (selected: string, onClick?: () => void): FilterChoiceItem[] =>
  ['latest', 'hot'].map((value) => ({
    key: value,
    label: value === 'latest' ? '最新' : '最热',
    selected: value === selected,
    to: { search: value === 'latest' ? '' : `?order=${value}` },
    onClick,
  }));

function renderNav(props: Partial<FilterNavProps> = {}, url = '/info') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <FilterNav label="排序" variant="text" items={orders('latest')} {...props} />
      <Location />
    </MemoryRouter>,
  );
}

const nav = (name = '排序') => screen.getByRole('navigation', { name });
const address = () => screen.getByRole('status', { name: '地址' });

describe('FilterNav', () => {
  it('is a navigation named by its label, one link per choice, in order', () => {
    renderNav();
    const links = within(nav()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['最新', '最热']);
    expect(within(nav()).getByRole('link', { name: '最热' })).toHaveAttribute('href', '/info?order=hot');
  });

  it('marks the selected choice aria-current="true" by default, "page" when asked', () => {
    const { unmount } = renderNav({ items: orders('hot') });
    expect(within(nav()).getByRole('link', { name: '最热' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav()).getByRole('link', { name: '最新' })).not.toHaveAttribute('aria-current');
    unmount();
    renderNav({ items: orders('hot'), current: 'page' });
    expect(within(nav()).getByRole('link', { name: '最热' })).toHaveAttribute('aria-current', 'page');
  });

  it('draws each variant with its own classes', () => {
    const { rerender } = render(
      <MemoryRouter>
        <FilterNav label="亚专业筛选" variant="chips" items={orders('latest')} />
      </MemoryRouter>,
    );
    const on = () => within(nav('亚专业筛选')).getByRole('link', { name: '最新' });
    const off = () => within(nav('亚专业筛选')).getByRole('link', { name: '最热' });
    expect(nav('亚专业筛选')).toHaveClass('flex', 'flex-wrap', 'gap-2');
    expect(on()).toHaveClass('rounded-full', 'px-4', 'py-1.5', 'bg-brand', 'text-white');
    expect(off()).toHaveClass('rounded-full', 'bg-white', 'ring-1', 'ring-line');

    for (const [variant, onClasses, offClasses] of [
      ['pills', ['rounded-full', 'px-3', 'py-1', 'bg-brand-50', 'text-brand'], ['text-ink-soft']],
      ['text', ['font-semibold', 'text-brand'], ['text-ink-soft']],
      ['underline', ['border-b-2', 'border-brand', 'font-semibold'], ['border-b-2', 'border-transparent']],
    ] as const) {
      rerender(
        <MemoryRouter>
          <FilterNav label="亚专业筛选" variant={variant} items={orders('latest')} />
        </MemoryRouter>,
      );
      expect(on()).toHaveClass(...onClasses);
      expect(off()).toHaveClass(...offClasses);
      expect(off()).not.toHaveClass('text-brand', 'bg-brand');
    }
    expect(nav('亚专业筛选')).toHaveClass('border-b', 'border-line');
  });

  it('adds the caller’s spacing to the bar', () => {
    renderNav({ className: 'mt-4' });
    expect(nav()).toHaveClass('mt-4', 'flex', 'gap-4', 'text-sm');
  });

  it('shows a count after the label, inside the link’s name', () => {
    renderNav({
      variant: 'underline',
      current: 'page',
      items: [
        { key: 'all', label: '全部', selected: true, count: 125, to: { search: '' } },
        { key: '2', label: '资讯', selected: false, count: 0, to: { search: '?type=2' } },
        { key: '3', label: '会议', selected: false, to: { search: '?type=3' } },
      ],
    });
    expect(within(nav()).getByRole('link', { name: '全部 125' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: '资讯 0' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: '会议' })).toBeInTheDocument();
  });

  it('follows a link on click and on Enter, calling its onClick', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderNav({ items: orders('latest', onClick) });
    await user.click(within(nav()).getByRole('link', { name: '最热' }));
    expect(address()).toHaveTextContent('?order=hot');
    expect(onClick).toHaveBeenCalledTimes(1);

    within(nav()).getByRole('link', { name: '最新' }).focus();
    await user.keyboard('{Enter}');
    expect(address()).toBeEmptyDOMElement();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('is walked with Tab in order, links and buttons alike', async () => {
    const user = userEvent.setup();
    renderNav({
      items: [...orders('latest'), { key: 'custom', label: '自定义', selected: false, onClick: () => {} }],
    });
    await user.tab();
    expect(within(nav()).getByRole('link', { name: '最新' })).toHaveFocus();
    await user.tab();
    expect(within(nav()).getByRole('link', { name: '最热' })).toHaveFocus();
    await user.tab();
    expect(within(nav()).getByRole('button', { name: '自定义' })).toHaveFocus();
  });

  it('makes a choice without `to` a button, with aria-expanded when it opens something', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderNav({
      variant: 'pills',
      items: [
        ...orders('none'),
        { key: 'custom', label: '自定义', selected: true, expanded: false, onClick },
        { key: 'plain', label: '其他', selected: false, onClick },
      ],
    });
    const custom = within(nav()).getByRole('button', { name: '自定义' });
    expect(custom).toHaveAttribute('type', 'button');
    expect(custom).toHaveAttribute('aria-expanded', 'false');
    expect(custom).toHaveAttribute('aria-current', 'true');
    expect(custom).toHaveClass('bg-brand-50', 'text-brand');
    expect(within(nav()).getByRole('button', { name: '其他' })).not.toHaveAttribute('aria-expanded');

    await user.click(custom);
    custom.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
    expect(address()).toBeEmptyDOMElement();
  });

  it('puts more controls inside the bar, after the choices', () => {
    renderNav({
      children: (
        <button type="button" aria-haspopup="true">
          更多
        </button>
      ),
    });
    expect(nav().lastElementChild).toBe(within(nav()).getByRole('button', { name: '更多' }));
    expect(within(nav()).getAllByRole('link')).toHaveLength(2);
  });
});

describe('FilterChoice and filterChoiceClass', () => {
  it('draws one choice outside a bar (a 更多 menu)', () => {
    render(
      <MemoryRouter>
        <FilterChoice
          item={{ key: '9', label: '短视频', selected: true, to: { search: '?type=9' } }}
          variant="underline"
          current="page"
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: '短视频' });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveClass('whitespace-nowrap', 'border-b-2', 'border-brand');
  });

  it('gives the classes of a choice for a control drawn like one', () => {
    expect(filterChoiceClass('pills', true)).toBe(
      'rounded-full px-3 py-1 bg-brand-50 font-semibold text-brand',
    );
    expect(filterChoiceClass('pills', false)).toBe('rounded-full px-3 py-1 text-ink-soft hover:text-brand');
    expect(filterChoiceClass('text', true)).toBe('font-semibold text-brand');
  });
});
