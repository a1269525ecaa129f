import { searchEndpoints } from '@portal/api/endpoints/search';
import { fakeApi } from '@portal/testing/fake-api';
import { testHost } from '@portal/testing/host';
import { installIntersectionObserver, reachBottom } from '@portal/testing/intersection';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { infoResult, searchResponse } from '../../../testing/fixtures';
import { joinKeywords, validateAdvanced } from '../advanced-form';
import { AdvancedResultPage } from '../advanced-result-page';
import { AdvancedSearchPage } from '../advanced-search-page';

jest.mock('@portal/session/hooks', () => ({ useSessionUser: () => null }));

const api = fakeApi();
const queries = () => api.requests(searchEndpoints.advanced);
const lastQuery = () => queries().at(-1);
/** the signal of every advanced search call, oldest first */
const signals: (AbortSignal | undefined)[] = [];

beforeAll(installIntersectionObserver);

const form = (extra: Partial<Parameters<typeof validateAdvanced>[0]> = {}) => ({
  content: [''],
  title: [''],
  author: '',
  start: '',
  end: '',
  ...extra,
});

describe('validateAdvanced (spec 5)', () => {
  it('needs at least one keyword: 请输入关键字', () => {
    expect(validateAdvanced(form({ content: ['  ', ''], author: '   ' }))).toEqual({
      ok: false,
      message: '请输入关键字',
    });
  });

  it('trims and joins several keywords of a field with commas', () => {
    expect(joinKeywords([' 胶质瘤 ', '', ' 放疗'])).toBe('胶质瘤,放疗');
    const checked = validateAdvanced(
      form({ content: [' 胶质瘤 ', '放疗 '], title: ['', ' 指南'], author: ' 江涛 ' }),
    );
    expect(checked).toEqual({
      ok: true,
      params: { contentKeywords: '胶质瘤,放疗', titleKeywords: '指南', authorKeywords: '江涛' },
    });
  });

  it('one time end alone, or start after end: 请选择正确的时间', () => {
    expect(validateAdvanced(form({ author: 'a', start: '2024-01-01' }))).toEqual({
      ok: false,
      message: '请选择正确的时间',
    });
    expect(validateAdvanced(form({ author: 'a', end: '2024-01-01' }))).toMatchObject({ ok: false });
    expect(validateAdvanced(form({ author: 'a', start: '2024-02-01', end: '2024-01-01' }))).toEqual({
      ok: false,
      message: '请选择正确的时间',
    });
  });

  it('the same day for both ends covers the whole day', () => {
    expect(validateAdvanced(form({ author: 'a', start: '2024-02-01', end: '2024-02-01' }))).toEqual({
      ok: true,
      params: {
        contentKeywords: '',
        titleKeywords: '',
        authorKeywords: 'a',
        firstTime: new Date(2024, 1, 1).getTime(),
        lastTime: new Date(2024, 1, 2).getTime() - 1,
      },
    });
  });
});

describe('AdvancedSearchPage', () => {
  it('body and title can add rows, author cannot', async () => {
    renderAt('/advanced-search', <AdvancedSearchPage />);
    expect(screen.getByRole('button', { name: '添加正文关键词' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加标题关键词' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加作者关键词' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '添加正文关键词' }));
    expect(screen.getByRole('textbox', { name: '正文关键词 1' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '正文关键词 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '删除正文关键词' }));
    expect(screen.getByRole('textbox', { name: '正文关键词' })).toBeInTheDocument();
  });

  it('blank form toasts 请输入关键字 and stays', async () => {
    const toast = jest.fn();
    const { location } = renderAt('/advanced-search', <AdvancedSearchPage />, { ...testHost, toast });
    await userEvent.type(screen.getByRole('textbox', { name: '作者关键词' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(toast).toHaveBeenCalledWith('请输入关键字');
    expect(location()).toBe('/advanced-search');
  });

  it('only a start date toasts 请选择正确的时间', async () => {
    const toast = jest.fn();
    renderAt('/advanced-search', <AdvancedSearchPage />, { ...testHost, toast });
    await userEvent.type(screen.getByRole('textbox', { name: '标题关键词' }), '动脉瘤');
    await userEvent.type(screen.getByLabelText('开始日期'), '2024-01-01');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(toast).toHaveBeenCalledWith('请选择正确的时间');
  });

  it('goes to the results with the rows joined by commas', async () => {
    const { location } = renderAt('/advanced-search', <AdvancedSearchPage />);
    await userEvent.type(screen.getByRole('textbox', { name: '正文关键词' }), ' 胶质瘤 ');
    await userEvent.click(screen.getByRole('button', { name: '添加正文关键词' }));
    await userEvent.type(screen.getByRole('textbox', { name: '正文关键词 2' }), '替莫唑胺');
    await userEvent.type(screen.getByRole('textbox', { name: '作者关键词' }), '江涛');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    const url = new URL(location() ?? '', 'http://x');
    expect(url.pathname).toBe('/advanced-search-result');
    expect(url.searchParams.get('contentKeywords')).toBe('胶质瘤,替莫唑胺');
    expect(url.searchParams.get('titleKeywords')).toBe('');
    expect(url.searchParams.get('authorKeywords')).toBe('江涛');
  });

  it('修改条件 comes back with the form filled', () => {
    renderAt('/advanced-search?contentKeywords=a,b&titleKeywords=&authorKeywords=c', <AdvancedSearchPage />);
    expect(screen.getByRole('textbox', { name: '正文关键词 1' })).toHaveValue('a');
    expect(screen.getByRole('textbox', { name: '正文关键词 2' })).toHaveValue('b');
    expect(screen.getByRole('textbox', { name: '作者关键词' })).toHaveValue('c');
  });
});

describe('AdvancedResultPage', () => {
  const url =
    '/advanced-search-result?contentKeywords=胶质瘤,放疗&titleKeywords=&authorKeywords=&firstTime=100&lastTime=200';

  beforeEach(() => {
    signals.length = 0;
    api.on(searchEndpoints.advanced, (query, { signal }) => {
      signals.push(signal);
      return searchResponse(
        Array.from({ length: 9 }, (_, i) => infoResult((query.pageno ?? 1) * 100 + i)),
        { pageNo: query.pageno ?? 1, totalPage: 2 },
        { highlight: ['胶质瘤'] },
      );
    });
  });

  it('asks for image-text page 1 with the conditions, and appends page 2 on scroll', async () => {
    renderAt(url, <AdvancedResultPage />);
    await waitFor(() => expect(screen.getAllByTestId('result-title')).toHaveLength(9));
    expect(lastQuery()).toEqual({
      type: '1',
      contentKeywords: '胶质瘤,放疗',
      titleKeywords: '',
      authorKeywords: '',
      firstTime: 100,
      lastTime: 200,
      pageno: 1,
      pagesize: 9,
    });
    expect(screen.getByRole('link', { name: '图文' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByLabelText('搜索条件')).getByText('胶质瘤,放疗')).toBeInTheDocument();
    reachBottom();
    await waitFor(() => expect(screen.getAllByTestId('result-title')).toHaveLength(18));
    expect(lastQuery()).toMatchObject({ type: '1', pageno: 2 });
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
  });

  it('the video tab asks type 2 from page 1, aborting the page in flight', async () => {
    renderAt(url, <AdvancedResultPage />);
    await waitFor(() => expect(queries()).toHaveLength(1));
    api.once(searchEndpoints.advanced, (_query, { signal }) => {
      signals.push(signal);
      return new Promise(() => {});
    });
    await userEvent.click(screen.getByRole('link', { name: '视频' }));
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(lastQuery()).toMatchObject({ type: '2', pageno: 1 });
    const videoSignal = signals[1] as AbortSignal;
    expect(videoSignal.aborted).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: '图文' }));
    expect(videoSignal.aborted).toBe(true);
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: '1', pageno: 1 }));
  });
});
