import { getHintWords } from '@portal/api/calls/portal';
import { toast } from '@portal/shared-ui/toast';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SearchBox, searchUrl } from '../search-box';
import { HINT_ROTATION_MS } from '../use-hint-words';

jest.mock('@portal/shared-ui/toast', () => ({ toast: jest.fn() }));
// the frame's server data waits for the first idle period; here it comes at once
jest.mock('../../remotes/idle', () => ({ afterFirstIdle: () => Promise.resolve() }));
jest.mock('@portal/api/calls/portal', () => ({ getHintWords: jest.fn() }));

const mockGetHintWords = jest.mocked(getHintWords);

function hints(...words: string[]) {
  mockGetHintWords.mockResolvedValue({
    code: 1,
    list: words.map((word, i) => ({ id: i + 1, word })),
    page: { pageNo: 1, pageSize: words.length, totalPage: 1, totalCount: words.length },
  });
}

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

async function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SearchBox />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  // let the lazily loaded calls module answer
  await act(async () => {});
}

const box = () => screen.getByRole('searchbox', { name: '站内搜索' });

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
  mockGetHintWords.mockRejectedValue(new Error('offline'));
});

describe('SearchBox without hint words', () => {
  it('asks for the search_hint dictionary and keeps the static placeholder when it fails', async () => {
    await renderAt('/info');
    expect(mockGetHintWords).toHaveBeenCalledWith('search_hint', expect.anything());
    expect(box()).toHaveAttribute('placeholder', '搜索资讯、会议、病例、课程');
  });

  it('blank text toasts 请输入关键字 and does not search', async () => {
    await renderAt('/info');
    await userEvent.type(box(), '   {Enter}');
    expect(toast).toHaveBeenCalledWith('请输入关键字');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the results in a new tab from any page, trimmed and encoded', async () => {
    await renderAt('/info');
    await userEvent.type(box(), ' 胶质瘤 手术 ');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(open).toHaveBeenCalledWith(searchUrl('胶质瘤 手术'), '_blank', 'noopener');
    expect(searchUrl('胶质瘤 手术')).toBe(
      '/search?keywords=%E8%83%B6%E8%B4%A8%E7%98%A4%20%E6%89%8B%E6%9C%AF',
    );
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/info');
  });

  it('stays in the same tab on /search', async () => {
    await renderAt('/search?keywords=a');
    await userEvent.type(box(), '动脉瘤{Enter}');
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(searchUrl('动脉瘤'));
  });
});

describe('SearchBox hint words (fake timers)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    hints('脑胶质瘤', '颅内动脉瘤', '帕金森病');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('shows the first hint and rotates every 3 s, wrapping around', async () => {
    await renderAt('/info');
    expect(box()).toHaveAttribute('placeholder', '脑胶质瘤');
    act(() => jest.advanceTimersByTime(HINT_ROTATION_MS - 1));
    expect(box()).toHaveAttribute('placeholder', '脑胶质瘤');
    act(() => jest.advanceTimersByTime(1));
    expect(box()).toHaveAttribute('placeholder', '颅内动脉瘤');
    act(() => jest.advanceTimersByTime(HINT_ROTATION_MS));
    expect(box()).toHaveAttribute('placeholder', '帕金森病');
    act(() => jest.advanceTimersByTime(HINT_ROTATION_MS));
    expect(box()).toHaveAttribute('placeholder', '脑胶质瘤');
    expect(HINT_ROTATION_MS).toBe(3000);
  });

  it('holds the hint while the box has focus and goes on after it leaves', async () => {
    await renderAt('/info');
    act(() => box().focus());
    act(() => jest.advanceTimersByTime(HINT_ROTATION_MS * 5));
    expect(box()).toHaveAttribute('placeholder', '脑胶质瘤');
    act(() => box().blur());
    act(() => jest.advanceTimersByTime(HINT_ROTATION_MS));
    expect(box()).toHaveAttribute('placeholder', '颅内动脉瘤');
  });

  it('blank text searches the hint showing, in a new tab', async () => {
    await renderAt('/info');
    act(() => jest.advanceTimersByTime(HINT_ROTATION_MS));
    await user().type(box(), '  {Enter}');
    expect(toast).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith(searchUrl('颅内动脉瘤'), '_blank', 'noopener');
  });

  it('the button with blank text searches the hint too; typed text wins over the hint', async () => {
    await renderAt('/info');
    const u = user();
    await u.click(screen.getByRole('button', { name: '搜索' }));
    expect(open).toHaveBeenLastCalledWith(searchUrl('脑胶质瘤'), '_blank', 'noopener');
    await u.type(box(), '垂体瘤{Enter}');
    expect(open).toHaveBeenLastCalledWith(searchUrl('垂体瘤'), '_blank', 'noopener');
  });

  it('on /search the hint search stays in the same tab', async () => {
    await renderAt('/search?keywords=x');
    await user().type(box(), '{Enter}');
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(searchUrl('脑胶质瘤'));
  });

  it('a single hint does not rotate; blank words are dropped', async () => {
    hints('  ', '脑卒中');
    await renderAt('/info');
    expect(box()).toHaveAttribute('placeholder', '脑卒中');
    act(() => jest.advanceTimersByTime(HINT_ROTATION_MS * 3));
    expect(box()).toHaveAttribute('placeholder', '脑卒中');
  });
});
