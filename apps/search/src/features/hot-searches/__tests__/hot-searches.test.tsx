import type { HotSearch } from '@portal/api/contract/search';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { fakeApi, networkFailure } from '@portal/testing/fake-api';
import { testHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HotSearches from '../../../app/widgets/hot-searches';
import { listOf } from '../../../testing/fixtures';
import { HotSearchesCard } from '../hot-searches-card';

const api = fakeApi();
const hots = (n: number): HotSearch[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    type: 'keyword',
    title: `热词${i + 1}`,
    count: 100 - i,
  }));

describe('HotSearchesCard', () => {
  it('asks for 10 and lists them in order', async () => {
    api.on(searchEndpoints.hots, listOf(hots(12)));
    renderAt('/search?keywords=x', <HotSearchesCard inPage />);
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(10));
    expect(api.requests(searchEndpoints.hots)).toEqual([{ limit: 10 }]);
    expect(screen.getAllByRole('link')[0]).toHaveTextContent('热词1');
  });

  it('on /search an entry replaces the results in the same tab', async () => {
    api.on(searchEndpoints.hots, listOf([{ id: 1, type: 'keyword', title: '脑胶质瘤', count: 9 }]));
    const { location } = renderAt('/search?keywords=x&type=3', <HotSearchesCard inPage />);
    const link = await screen.findByRole('link', { name: '脑胶质瘤' });
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(location()).toBe(`/search?keywords=${encodeURIComponent('脑胶质瘤')}`);
  });

  it('the home widget opens by the host search rule', async () => {
    api.on(searchEndpoints.hots, listOf([{ id: 1, type: 'keyword', title: '动脉瘤', count: 9 }]));
    const openSearch = jest.fn();
    const { location } = renderAt('/', <HotSearches />, { ...testHost, openSearch });
    await userEvent.click(await screen.findByRole('link', { name: '动脉瘤' }));
    expect(openSearch).toHaveBeenCalledWith('动脉瘤');
    expect(location()).toBe('/');
  });

  it('a failure shows retry, which asks again', async () => {
    api.once(searchEndpoints.hots, () => {
      throw networkFailure();
    });
    api.on(searchEndpoints.hots, listOf(hots(2)));
    renderAt('/', <HotSearchesCard inPage />);
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2));
    expect(api.requests(searchEndpoints.hots)).toHaveLength(2);
  });

  it('empty list', async () => {
    api.on(searchEndpoints.hots, listOf([]));
    renderAt('/', <HotSearchesCard inPage />);
    expect(await screen.findByText('暂无热门搜索')).toBeInTheDocument();
  });
});
