import { getHotSearches } from '@portal/api/calls/search';
import type { HotSearch } from '@portal/api/contract/search';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HotSearches from '../../../app/widgets/hot-searches';
import { renderAt, testHost } from '../../../testing/render';
import { HotSearchesCard } from '../hot-searches-card';

jest.mock('@portal/api/calls/search', () => ({ getHotSearches: jest.fn() }));

const hotMock = jest.mocked(getHotSearches);
const hots = (n: number): HotSearch[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    type: 'keyword',
    title: `热词${i + 1}`,
    count: 100 - i,
  }));

describe('HotSearchesCard', () => {
  it('asks for 10 and lists them in order', async () => {
    hotMock.mockResolvedValue(hots(12));
    renderAt('/search?keywords=x', <HotSearchesCard inPage />);
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(10));
    expect(hotMock).toHaveBeenCalledWith(expect.objectContaining({ limit: 10 }));
    expect(screen.getAllByRole('link')[0]).toHaveTextContent('热词1');
  });

  it('on /search an entry replaces the results in the same tab', async () => {
    hotMock.mockResolvedValue([{ id: 1, type: 'keyword', title: '脑胶质瘤', count: 9 }]);
    const { location } = renderAt('/search?keywords=x&type=3', <HotSearchesCard inPage />);
    const link = await screen.findByRole('link', { name: '脑胶质瘤' });
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(location()).toBe(`/search?keywords=${encodeURIComponent('脑胶质瘤')}`);
  });

  it('the home widget opens by the host search rule', async () => {
    hotMock.mockResolvedValue([{ id: 1, type: 'keyword', title: '动脉瘤', count: 9 }]);
    const openSearch = jest.fn();
    const { location } = renderAt('/', <HotSearches />, { ...testHost, openSearch });
    await userEvent.click(await screen.findByRole('link', { name: '动脉瘤' }));
    expect(openSearch).toHaveBeenCalledWith('动脉瘤');
    expect(location()).toBe('/');
  });

  it('a failure shows retry, which asks again', async () => {
    hotMock.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(hots(2));
    renderAt('/', <HotSearchesCard inPage />);
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2));
  });

  it('empty list', async () => {
    hotMock.mockResolvedValue([]);
    renderAt('/', <HotSearchesCard inPage />);
    expect(await screen.findByText('暂无热门搜索')).toBeInTheDocument();
  });
});
