import { toast } from '@portal/shared-ui/toast';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SearchBox, searchUrl } from '../search-box';

jest.mock('@portal/shared-ui/toast', () => ({ toast: jest.fn() }));

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SearchBox />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});

describe('SearchBox', () => {
  it('blank text toasts 请输入关键字 and does not search', async () => {
    renderAt('/info');
    await userEvent.type(screen.getByRole('searchbox', { name: '站内搜索' }), '   {Enter}');
    expect(toast).toHaveBeenCalledWith('请输入关键字');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the results in a new tab from any page, trimmed and encoded', async () => {
    renderAt('/info');
    await userEvent.type(screen.getByRole('searchbox'), ' 胶质瘤 手术 ');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(open).toHaveBeenCalledWith(searchUrl('胶质瘤 手术'), '_blank', 'noopener');
    expect(searchUrl('胶质瘤 手术')).toBe(
      '/search?keywords=%E8%83%B6%E8%B4%A8%E7%98%A4%20%E6%89%8B%E6%9C%AF',
    );
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/info');
  });

  it('stays in the same tab on /search', async () => {
    renderAt('/search?keywords=a');
    await userEvent.type(screen.getByRole('searchbox'), '动脉瘤{Enter}');
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(searchUrl('动脉瘤'));
  });
});
