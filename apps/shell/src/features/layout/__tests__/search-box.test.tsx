import type { Suggestion } from '@portal/api/contract/search';
import { portalEndpoints } from '@portal/api/endpoints/portal';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/router';
import { toast } from '@portal/shared-ui/toast';
import { fakeApi, networkFailure } from '@portal/testing/fake-api';
import { deferred, render } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox, searchUrl } from '../search-box';
import { addToSearchHistory, readSearchHistory, SEARCH_HISTORY_KEY } from '../search-history';
import { HINT_ROTATION_MS } from '../use-hint-words';
import { SUGGEST_DEBOUNCE_MS } from '../use-search-suggestions';

jest.mock('@portal/shared-ui/toast', () => ({ toast: jest.fn() }));
// the frame's server data waits for the first idle period; here it comes at once
jest.mock('../../../remotes/idle', () => ({ afterFirstIdle: () => Promise.resolve() }));
const api = fakeApi();
/** a list without pages, as the suggestion and hot-search calls answer */
const listOf = <T,>(list: T[]) => ({ code: 1 as const, list });

// a focused box asks for the hot searches; none unless a test says otherwise
beforeEach(() => api.on(searchEndpoints.hots, listOf([])));

function hints(...words: string[]) {
  api.on(portalEndpoints.hintWords, {
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
  // let the lazily loaded HTTP client answer
  await act(async () => {});
}

const box = () => screen.getByRole('searchbox', { name: '站内搜索' });

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
  api.on(portalEndpoints.hintWords, () => {
    throw networkFailure();
  });
});

describe('SearchBox without hint words', () => {
  it('asks for the search_hint dictionary and keeps the static placeholder when it fails', async () => {
    await renderAt('/info');
    await waitFor(() =>
      expect(api.requests(portalEndpoints.hintWords)).toEqual([{ dictIdStr: 'search_hint' }]),
    );
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
    // focus asks for the hot searches: let their answer land inside act
    await act(async () => box().focus());
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

describe('SearchBox suggestions, history and hot searches', () => {
  const asked = () => api.requests(searchEndpoints.suggestions);
  const options = () => screen.queryAllByRole('option').map((o) => o.textContent);
  const listbox = (name: string) => screen.getByRole('listbox', { name });

  const suggestions = (...words: string[]) => words.map((keyword) => ({ keyword, source: 'term' }));
  const hotList = (...titles: string[]) =>
    titles.map((title, i) => ({ id: i + 1, type: 'keyword', title, count: 9 }));

  beforeEach(() => {
    localStorage.clear();
    api.on(searchEndpoints.suggestions, listOf([]));
  });

  describe('as you type (fake timers)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    it('asks 150 ms after the last key, once for the whole word, and lists up to 10', async () => {
      api.on(
        searchEndpoints.suggestions,
        listOf(suggestions('胶质瘤', '胶质母细胞瘤', ...Array.from({ length: 10 }, (_, i) => `胶质瘤${i}`))),
      );
      await renderAt('/info');
      const u = user();
      await u.type(box(), 'jzl');
      expect(asked()).toEqual([]);
      await act(async () => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 1));
      expect(asked()).toEqual([]);
      await act(async () => jest.advanceTimersByTime(1));
      expect(asked()).toEqual([{ keywords: 'jzl', limit: 10 }]);
      expect(within(listbox('搜索建议')).getAllByRole('option')).toHaveLength(10);
      expect(options()[0]).toBe('胶质瘤');
    });

    it('a newer text aborts the older request, whose late answer is dropped', async () => {
      const first = deferred<{ code: 1; list: Suggestion[] }>();
      const second = deferred<{ code: 1; list: Suggestion[] }>();
      const signals: (AbortSignal | undefined)[] = [];
      for (const held of [first, second]) {
        api.once(searchEndpoints.suggestions, (_query, { signal }) => {
          signals.push(signal);
          return held.promise;
        });
      }
      await renderAt('/info');
      const u = user();
      await u.type(box(), 'jz');
      await act(async () => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
      expect(asked()).toEqual([{ keywords: 'jz', limit: 10 }]);
      await waitFor(() => expect(signals).toHaveLength(1));
      const firstSignal = signals[0] as AbortSignal;
      await u.type(box(), 'l');
      expect(firstSignal.aborted).toBe(true);
      await act(async () => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
      expect(asked().at(-1)).toEqual({ keywords: 'jzl', limit: 10 });
      await act(async () => first.resolve(listOf(suggestions('旧的建议'))));
      expect(options()).toEqual([]);
      await act(async () => second.resolve(listOf(suggestions('胶质瘤'))));
      expect(options()).toEqual(['胶质瘤']);
    });

    it('clicking a suggestion searches it and keeps it in the history', async () => {
      api.on(searchEndpoints.suggestions, listOf(suggestions('胶质瘤', '胶质母细胞瘤')));
      await renderAt('/info');
      const u = user();
      await u.type(box(), 'jzl');
      await act(async () => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
      await u.click(screen.getByRole('option', { name: '胶质母细胞瘤' }));
      expect(open).toHaveBeenCalledWith(searchUrl('胶质母细胞瘤'), '_blank', 'noopener');
      expect(readSearchHistory()).toEqual(['胶质母细胞瘤']);
      expect(box()).toHaveValue('胶质母细胞瘤');
    });

    it('arrow keys move through the suggestions, wrap through the box, and Enter searches the chosen one', async () => {
      api.on(searchEndpoints.suggestions, listOf(suggestions('胶质瘤', '胶质母细胞瘤', '胶质增生')));
      await renderAt('/search?keywords=x');
      const u = user();
      await u.type(box(), 'jzl');
      await act(async () => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
      const selected = () => screen.queryByRole('option', { selected: true })?.textContent ?? null;
      await u.keyboard('{ArrowDown}');
      expect(selected()).toBe('胶质瘤');
      expect(box()).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('option', { name: '胶质瘤' }).id,
      );
      await u.keyboard('{ArrowDown}{ArrowDown}');
      expect(selected()).toBe('胶质增生');
      await u.keyboard('{ArrowDown}');
      expect(selected()).toBeNull();
      await u.keyboard('{ArrowUp}{ArrowUp}');
      expect(selected()).toBe('胶质母细胞瘤');
      await u.keyboard('{Enter}');
      expect(open).not.toHaveBeenCalled();
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(searchUrl('胶质母细胞瘤'));
      expect(readSearchHistory()).toEqual(['胶质母细胞瘤']);
    });

    it('Enter with nothing chosen searches the typed text', async () => {
      api.on(searchEndpoints.suggestions, listOf(suggestions('胶质瘤')));
      await renderAt('/info');
      const u = user();
      await u.type(box(), 'jzl');
      await act(async () => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
      await u.keyboard('{Enter}');
      expect(open).toHaveBeenCalledWith(searchUrl('jzl'), '_blank', 'noopener');
    });

    it('Escape closes the list', async () => {
      api.on(searchEndpoints.suggestions, listOf(suggestions('胶质瘤')));
      await renderAt('/info');
      const u = user();
      await u.type(box(), 'jzl');
      await act(async () => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
      expect(options()).toEqual(['胶质瘤']);
      await u.keyboard('{Escape}');
      expect(options()).toEqual([]);
    });
  });

  it('every search goes first into the history: unique, newest first, 10 at most', async () => {
    await renderAt('/info');
    for (const word of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10', 'a11', 'a3']) {
      await userEvent.clear(box());
      await userEvent.type(box(), `${word}{Enter}`);
    }
    expect(readSearchHistory()).toEqual(['a3', 'a11', 'a10', 'a9', 'a8', 'a7', 'a6', 'a5', 'a4', 'a2']);
  });

  it('the hint search goes into the history too', async () => {
    hints('脑胶质瘤');
    await renderAt('/info');
    await userEvent.type(box(), '{Enter}');
    expect(readSearchHistory()).toEqual(['脑胶质瘤']);
  });

  it('an empty focused box shows the history and the hot searches; 清空 empties the history', async () => {
    addToSearchHistory('脑膜瘤');
    addToSearchHistory('垂体瘤');
    api.on(searchEndpoints.hots, listOf(hotList('脑卒中', '帕金森病')));
    await renderAt('/info');
    await userEvent.click(box());
    await waitFor(() => expect(within(listbox('热门搜索')).getAllByRole('option')).toHaveLength(2));
    expect(api.requests(searchEndpoints.hots)).toEqual([{ limit: 10 }]);
    expect(
      within(listbox('搜索历史'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['垂体瘤', '脑膜瘤']);
    await userEvent.click(screen.getByRole('button', { name: '清空搜索历史' }));
    expect(screen.queryByRole('listbox', { name: '搜索历史' })).toBeNull();
    expect(readSearchHistory()).toEqual([]);
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
    // the box keeps the focus
    expect(box()).toHaveFocus();
  });

  it('choosing a hot search searches it; arrow keys run through history then hot', async () => {
    addToSearchHistory('脑膜瘤');
    api.on(searchEndpoints.hots, listOf(hotList('脑卒中')));
    await renderAt('/info');
    await userEvent.click(box());
    await screen.findByRole('option', { name: '脑卒中' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(open).toHaveBeenCalledWith(searchUrl('脑卒中'), '_blank', 'noopener');
    expect(readSearchHistory()).toEqual(['脑卒中', '脑膜瘤']);
  });

  it('history entries are kept as { name } and junk in storage is ignored', () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, 'not json');
    expect(readSearchHistory()).toEqual([]);
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify([{ name: '动脉瘤' }, 3, { nome: 'x' }]));
    expect(readSearchHistory()).toEqual(['动脉瘤']);
    addToSearchHistory('  脊髓  ');
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '')).toEqual([
      { name: '脊髓' },
      { name: '动脉瘤' },
    ]);
  });
});
