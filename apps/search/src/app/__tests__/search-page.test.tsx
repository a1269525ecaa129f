import type { SearchResponse, SearchResultItem } from '@portal/api/contract/search';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { testHost } from '@portal/testing/host';
import { installIntersectionObserver, reachBottom, watchedSentinels } from '@portal/testing/intersection';
import { deferred, renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { infoResult, listOf, searchResponse } from '../../testing/fixtures';
import { SearchPage } from '../search-page';

jest.mock('@portal/session/hooks', () => ({ useSessionUser: () => null }));

const api = fakeApi();

/** page `pageNo` of `totalPage`, nine info results each, ids numbered across pages */
const page = (pageNo: number, totalPage: number, extra: Parameters<typeof searchResponse>[2] = {}) =>
  searchResponse(
    Array.from({ length: 9 }, (_, i) => infoResult((pageNo - 1) * 9 + i + 1)),
    { pageNo, totalPage, totalCount: totalPage * 9 },
    extra,
  );

/** the signal of every search call, oldest first */
const signals: (AbortSignal | undefined)[] = [];
/** answers the next search with `held` until the test settles it */
const holdNextSearch = (held: Promise<SearchResponse>) =>
  api.once(searchEndpoints.query, (_query, { signal }) => {
    signals.push(signal);
    return held;
  });

const queries = () => api.requests(searchEndpoints.query);
const lastQuery = () => queries().at(-1);
const lastSignal = () => signals.at(-1) as AbortSignal;
/** lets a call that was started reach the fake server before asserting that none was */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const titles = () => screen.queryAllByTestId('result-title').map((el) => el.textContent);
const tabs = () => screen.getByRole('navigation', { name: '搜索类型' });
const sortBar = () => screen.getByRole('navigation', { name: '排序' });

beforeAll(installIntersectionObserver);
beforeEach(() => {
  signals.length = 0;
  api.on(searchEndpoints.hots, listOf([]));
  api.on(searchEndpoints.experts, listOf([]));
  api.on(searchEndpoints.hotAnswers, listOf([]));
  api.on(searchEndpoints.hotTopics, listOf([]));
  api.on(searchEndpoints.query, (query, { signal }) => {
    signals.push(signal);
    return page(query.pageno ?? 1, 3);
  });
});

const renderPage = (url = '/search?keywords=胶质瘤') => renderAt(url, <SearchPage />);

describe('SearchPage', () => {
  it('asks for page 1 of the All tab with the keywords and shows the heading', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: '“胶质瘤”的搜索结果' })).toBeInTheDocument();
    await waitFor(() => expect(titles()).toHaveLength(9));
    expect(lastQuery()).toEqual({
      platform: 'web',
      keywords: '胶质瘤',
      type: '99',
      order: '',
      pageno: 1,
      pagesize: 9,
    });
  });

  it('shows each tab count the response has', async () => {
    api.on(searchEndpoints.query, page(1, 1, { counts: { '99': 40, '1': 22, '3': 5 } }));
    renderPage();
    await waitFor(() => expect(within(tabs()).getByRole('link', { name: '资讯 22' })).toBeInTheDocument());
    expect(within(tabs()).getByRole('link', { name: '全部 40' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs()).getByRole('link', { name: '会议 5' })).toBeInTheDocument();
    expect(within(tabs()).getByRole('link', { name: '用户' })).toBeInTheDocument();
  });

  it('the 更多 menu holds short video, competition, Q&A and books', async () => {
    renderPage();
    await userEvent.click(within(tabs()).getByRole('button', { name: '更多' }));
    for (const name of ['短视频', '病例大赛', '问答', '图书'])
      expect(within(tabs()).getByRole('link', { name })).toBeInTheDocument();
  });

  it('scrolling to the bottom appends the next page until totalPage, then says no more', async () => {
    const { location } = renderPage();
    await waitFor(() => expect(titles()).toHaveLength(9));
    reachBottom();
    await waitFor(() => expect(titles()).toHaveLength(18));
    expect(lastQuery()?.pageno).toBe(2);
    reachBottom();
    await waitFor(() => expect(titles()).toHaveLength(27));
    expect(lastQuery()?.pageno).toBe(3);
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    expect(watchedSentinels()).toBe(0);
    reachBottom();
    await settle();
    expect(queries()).toHaveLength(3);
    // the pages are not in the URL
    expect(location()).toBe('/search?keywords=胶质瘤');
  });

  it('switching tab goes back to page 1 and aborts the request in flight', async () => {
    const { location } = renderPage();
    await waitFor(() => expect(titles()).toHaveLength(9));
    const held = deferred<SearchResponse>();
    holdNextSearch(held.promise);
    reachBottom();
    // the call starts once the lazily loaded HTTP client is there
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(lastQuery()?.pageno).toBe(2);
    const inFlight = lastSignal();
    expect(inFlight.aborted).toBe(false);

    await userEvent.click(within(tabs()).getByRole('link', { name: '会议' }));
    expect(inFlight.aborted).toBe(true);
    expect(location()).toContain('type=3');
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: '3', pageno: 1 }));
    // the aborted page arriving late changes nothing
    await act(async () => held.resolve(page(2, 3)));
    await waitFor(() => expect(titles()).toHaveLength(9));
  });

  it('switching sort goes back to page 1 and aborts the request in flight', async () => {
    renderPage();
    await waitFor(() => expect(titles()).toHaveLength(9));
    reachBottom();
    await waitFor(() => expect(titles()).toHaveLength(18));
    const held = deferred<SearchResponse>();
    holdNextSearch(held.promise);
    reachBottom();
    await waitFor(() => expect(signals).toHaveLength(3));
    expect(queries()).toHaveLength(3);
    const inFlight = lastSignal();
    await userEvent.click(within(sortBar()).getByRole('link', { name: '最新' }));
    expect(inFlight.aborted).toBe(true);
    await waitFor(() => expect(lastQuery()).toMatchObject({ order: '1', pageno: 1 }));
    await waitFor(() => expect(titles()).toHaveLength(9));
    expect(within(sortBar()).getByRole('link', { name: '最新' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows the per-tab sort bar: guides without 最热, books with 热销 and no 综合', async () => {
    renderPage('/search?keywords=x&type=0001');
    await waitFor(() => expect(queries()).not.toHaveLength(0));
    expect(
      within(sortBar())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['综合', '最新']);
    expect(screen.getByRole('button', { name: '品牌认证' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '精选' })).toBeNull();
  });

  it('books: 最新 and 热销, 最新 chosen by default', async () => {
    renderPage('/search?keywords=x&type=15');
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: '15', order: '1' }));
    expect(
      within(sortBar())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['最新', '热销']);
    expect(screen.queryByRole('button', { name: '品牌认证' })).toBeNull();
  });

  it('compile: the essences and brand toggles add their filters and start again at page 1', async () => {
    const { location } = renderPage('/search?keywords=x&type=7');
    await waitFor(() => expect(titles()).toHaveLength(9));
    const essences = screen.getByRole('button', { name: '精选' });
    expect(essences).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(essences);
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: '7', essences: '1', pageno: 1 }));
    expect(screen.getByRole('button', { name: '精选' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '品牌认证' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ essences: '1', bmsAuth: 1 }));
    expect(location()).toContain('bmsAuth=1');
  });

  it('the All tab has neither toggle', async () => {
    renderPage();
    await waitFor(() => expect(queries()).not.toHaveLength(0));
    expect(screen.queryByRole('button', { name: '精选' })).toBeNull();
    expect(screen.queryByRole('button', { name: '品牌认证' })).toBeNull();
  });

  it('a new tab drops the sort of the old one but keeps the dates', async () => {
    const { location } = renderPage('/search?keywords=x&type=7&order=2&essences=1&orderRule=1');
    await waitFor(() => expect(queries()).not.toHaveLength(0));
    await userEvent.click(within(tabs()).getByRole('link', { name: '指南' }));
    expect(location()).toBe('/search?keywords=x&type=0001&orderRule=1');
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: '0001', order: '', orderRule: '1' }));
  });

  it('date presets: week, month and half-year send their rule; 不限 clears it', async () => {
    renderPage();
    await waitFor(() => expect(queries()).not.toHaveLength(0));
    const dates = () => screen.getByRole('navigation', { name: '发布时间' });
    for (const [name, rule] of [
      ['一周内', '1'],
      ['一个月内', '2'],
      ['半年内', '3'],
    ] as const) {
      await userEvent.click(within(dates()).getByRole('link', { name }));
      await waitFor(() => expect(lastQuery()).toMatchObject({ orderRule: rule, pageno: 1 }));
    }
    await userEvent.click(within(dates()).getByRole('link', { name: '不限' }));
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('orderRule'));
  });

  it('custom dates: start after end or one missing toasts 请选择正确的时间 and does not search', async () => {
    const toast = jest.fn();
    renderAt('/search?keywords=x', <SearchPage />, { ...testHost, toast });
    await waitFor(() => expect(queries()).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: '自定义' }));
    await userEvent.type(screen.getByLabelText('开始日期'), '2024-06-10');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(toast).toHaveBeenLastCalledWith('请选择正确的时间');
    await userEvent.type(screen.getByLabelText('结束日期'), '2024-06-01');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(toast).toHaveBeenCalledTimes(2);
    await settle();
    expect(queries()).toHaveLength(1);
  });

  it('custom dates in order search from the start of the first day to the end of the last', async () => {
    renderPage();
    await waitFor(() => expect(queries()).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: '自定义' }));
    await userEvent.type(screen.getByLabelText('开始日期'), '2024-06-01');
    await userEvent.type(screen.getByLabelText('结束日期'), '2024-06-01');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({
        orderRule: '4',
        firstTime: new Date(2024, 5, 1).getTime(),
        lastTime: new Date(2024, 5, 2).getTime() - 1,
        pageno: 1,
      }),
    );
  });

  it('marks the response highlight words in titles and summaries, and a markup keyword stays text', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    api.on(
      searchEndpoints.query,
      searchResponse([infoResult(1, `胶质瘤与 ${evil}`)], {}, { highlight: ['胶质瘤', evil] }),
    );
    const { container } = renderPage(`/search?keywords=${encodeURIComponent(evil)}`);
    await waitFor(() => expect(titles()).toHaveLength(1));
    expect(container.querySelector('img[src="x"]')).toBeNull();
    const title = screen.getByTestId('result-title');
    expect([...title.querySelectorAll('mark.search-hit')].map((m) => m.textContent)).toEqual([
      '胶质瘤',
      evil,
    ]);
    const summary = screen.getByTestId('result-summary');
    expect(summary.querySelector('mark.search-hit')?.textContent).toBe('胶质瘤');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`“${evil}”的搜索结果`);
  });

  it('empty: 没有找到相关内容', async () => {
    api.on(searchEndpoints.query, searchResponse([], { totalPage: 0, totalCount: 0 }));
    renderPage();
    expect(await screen.findByText('没有找到相关内容')).toBeInTheDocument();
  });

  it('skips result types it has no card for', async () => {
    const unknown = { type: 'brand_activity', brand_activity: { id: 1 } } as unknown as SearchResultItem;
    api.on(searchEndpoints.query, searchResponse([unknown, infoResult(5)]));
    renderPage();
    await waitFor(() => expect(titles()).toHaveLength(1));
    expect(screen.getByRole('list', { name: '搜索结果' }).children).toHaveLength(1);
  });

  it('a failed page shows the error with retry, which asks for the same page again', async () => {
    renderPage();
    await waitFor(() => expect(titles()).toHaveLength(9));
    api.once(searchEndpoints.query, () => {
      throw new ApiError(500, '服务繁忙');
    });
    reachBottom();
    expect(await screen.findByRole('alert')).toHaveTextContent('服务繁忙');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(titles()).toHaveLength(18));
    expect(lastQuery()?.pageno).toBe(2);
  });
});

describe('SearchPage without keywords', () => {
  it('does not search and asks for a keyword', async () => {
    renderPage('/search?keywords=%20%20');
    expect(await screen.findByText('请输入关键字')).toBeInTheDocument();
    await settle();
    expect(queries()).toEqual([]);
  });
});
