import { sidebarEndpoints } from '@portal/api/endpoints/sidebar';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { screen, within } from '@testing-library/react';
import { MiniTools } from '../mini-tools';
import { listOf, pending, renderCard, settled } from './sidebar-fixtures';

const api = fakeApi();

const tool = (id: number, scoreToolName: string, scoreToolUrl: string, scoreToolKeywords = '') => ({
  id,
  scoreToolName,
  scoreToolUrl,
  scoreToolKeywords,
});

describe('mini tools', () => {
  it('shows a skeleton while loading', () => {
    api.on(sidebarEndpoints.miniTools, () => pending());
    renderCard(<MiniTools contentId={8} contentType="U" />);
    expect(screen.getByRole('status', { name: '评分工具加载中' })).toBeInTheDocument();
  });

  it('each tool opens its page in a new tab; an unsafe address is left out', async () => {
    api.on(
      sidebarEndpoints.miniTools,
      listOf([
        tool(1, 'GCS 格拉斯哥昏迷评分', 'https://tools.naoyihui.com/score/gcs', '意识障碍,颅脑损伤'),
        tool(2, 'Hunt-Hess 分级', '/score-tools/hunt-hess'),
        tool(3, '坏链接', 'javascript:alert(1)'),
      ]),
    );
    renderCard(<MiniTools contentId={8} contentType="U" />);
    await settled();
    const card = screen.getByRole('region', { name: '评分工具' });
    expect(api.requests(sidebarEndpoints.miniTools)).toEqual([{ id: 8, type: 'U' }]);
    const gcs = within(card).getByRole('link', { name: /GCS 格拉斯哥昏迷评分/ });
    expect(gcs).toHaveAttribute('href', 'https://tools.naoyihui.com/score/gcs');
    expect(gcs).toHaveAttribute('target', '_blank');
    expect(gcs).toHaveAttribute('rel', 'noopener');
    expect(within(gcs).getByText('意识障碍 · 颅脑损伤')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Hunt-Hess 分级/ })).toHaveAttribute(
      'href',
      '/score-tools/hunt-hess',
    );
    expect(within(card).getAllByRole('link')).toHaveLength(2);
    expect(within(card).queryByText('坏链接')).not.toBeInTheDocument();
  });

  it('hides itself when empty, failed, or with only unsafe addresses', async () => {
    for (const answer of [
      () => api.on(sidebarEndpoints.miniTools, listOf([])),
      () =>
        api.on(sidebarEndpoints.miniTools, () => {
          throw new ApiError(500, '服务器错误');
        }),
      () => api.on(sidebarEndpoints.miniTools, listOf([tool(3, '坏链接', 'javascript:alert(1)')])),
    ]) {
      answer();
      const view = renderCard(<MiniTools contentId={8} contentType="U" />);
      await settled();
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
