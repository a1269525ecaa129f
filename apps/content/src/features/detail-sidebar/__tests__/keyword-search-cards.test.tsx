import { sidebarEndpoints } from '@portal/api/endpoints/sidebar';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeywordSearchCards } from '../keyword-search-cards';
import { listOf, pending, renderCard, settled, sidebarHost } from './sidebar-fixtures';

const api = fakeApi();

describe('keyword search cards', () => {
  it('shows a skeleton while loading', () => {
    api.on(sidebarEndpoints.keywords, () => pending());
    renderCard(<KeywordSearchCards contentId={8} contentType="U" />);
    expect(screen.getByRole('status', { name: '关键词搜索加载中' })).toBeInTheDocument();
  });

  it('one card a keyword; a click opens the search through the host', async () => {
    api.on(sidebarEndpoints.keywords, listOf(['胶质瘤', '动脉瘤夹闭', '脑深部电刺激']));
    const { location } = renderCard(<KeywordSearchCards contentId={5} contentType="I" />);
    await settled();
    expect(screen.getByRole('region', { name: '关键词搜索' })).toBeInTheDocument();
    expect(api.requests(sidebarEndpoints.keywords)).toEqual([{ id: 5, type: 'I' }]);
    expect(screen.getAllByRole('button')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: '搜索“动脉瘤夹闭”' }));
    expect(sidebarHost.openSearch).toHaveBeenCalledTimes(1);
    expect(sidebarHost.openSearch).toHaveBeenCalledWith('动脉瘤夹闭');
    // the card does not navigate by itself: where results open is the host's rule
    expect(location()).toBe('/case/detail-ugc?id=8');
  });

  it('hides itself when there are no keywords or they fail to load', async () => {
    api.on(sidebarEndpoints.keywords, listOf([]));
    const first = renderCard(<KeywordSearchCards contentId={8} contentType="U" />);
    await settled();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    first.unmount();

    api.on(sidebarEndpoints.keywords, () => {
      throw new ApiError(404, '内容不存在');
    });
    renderCard(<KeywordSearchCards contentId={9} contentType="U" />);
    await settled();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
