import type { JumpItem, JumpTarget } from '@portal/api/contract/jump';
import { weekliesColumnsEndpoints } from '@portal/api/endpoints/weeklies-columns';
import { ApiError } from '@portal/api/errors';
import type { SidebarContentType } from '@portal/api/rules/sidebar';
import type { PortalHost } from '@portal/shared-ui/host';
import { fakeApi } from '@portal/testing/fake-api';
import { testHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { act, screen, waitFor } from '@testing-library/react';
import { ColumnEntrance, columnJump } from '../column-entrance';

const api = fakeApi();

// the shell's rule for columns (spec 2): /column/detail?id&type with a type, else /column/detail/pgc?id
const host: PortalHost = {
  ...testHost,
  resolveJump: (item: JumpItem): JumpTarget =>
    item.type === 'article_column'
      ? {
          kind: 'link',
          url: item.columnType
            ? `/column/detail?id=${item.id}&type=${item.columnType}`
            : `/column/detail/pgc?id=${item.id}`,
          newTab: true,
        }
      : testHost.resolveJump(item),
};

const page = { pageNo: 1, pageSize: 2, totalCount: 2, totalPage: 1 };

const render = (articleType: SidebarContentType = 'U') =>
  renderAt('/case/detail-ugc?id=8', <ColumnEntrance articleId={8} articleType={articleType} />, host);

describe('column entrance card', () => {
  it('lists the columns holding the article, each linking to its column page in a new tab', async () => {
    api.on(weekliesColumnsEndpoints.articleSpecials, {
      code: 1,
      list: [
        { id: 3, type: 'pgc', title: '脑胶质瘤前沿进展', cover: '/c3.svg', views: 1200, contents: 9 },
        { id: 4, type: 'ugc', title: '李明·动脉瘤病例精讲', cover: '', views: 80, contents: 6 },
      ],
      page,
    });
    render();
    expect(await screen.findByRole('region', { name: '所属专栏' })).toBeInTheDocument();
    expect(api.requests(weekliesColumnsEndpoints.articleSpecials)).toEqual([{ articleId: 8, type: 'U' }]);
    const pgc = screen.getByRole('link', { name: /脑胶质瘤前沿进展/ });
    expect(pgc).toHaveAttribute('href', '/column/detail/pgc?id=3');
    expect(pgc).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /李明·动脉瘤病例精讲/ })).toHaveAttribute(
      'href',
      '/column/detail?id=4&type=ugc',
    );
    expect(screen.getByText('9篇内容 · 1200浏览')).toBeInTheDocument();
  });

  it('asks with type I for a news item', async () => {
    api.on(weekliesColumnsEndpoints.articleSpecials, { code: 1, list: [], page });
    render('I');
    await waitFor(() =>
      expect(api.requests(weekliesColumnsEndpoints.articleSpecials)).toEqual([{ articleId: 8, type: 'I' }]),
    );
  });

  it('shows nothing when the article is in no column, or the call fails', async () => {
    api.on(weekliesColumnsEndpoints.articleSpecials, { code: 1, list: [], page });
    render();
    await waitFor(() =>
      expect(api.requests(weekliesColumnsEndpoints.articleSpecials).length).toBeGreaterThan(0),
    );
    // the answer reaches the card within this turn
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('region', { name: '所属专栏' })).toBeNull();
    api.on(weekliesColumnsEndpoints.articleSpecials, () => {
      throw new ApiError(404, '文章不存在或已删除');
    });
    render();
    await waitFor(() => expect(api.requests(weekliesColumnsEndpoints.articleSpecials)).toHaveLength(2));
    // the answer reaches the card within this turn
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('region', { name: '所属专栏' })).toBeNull();
  });

  it('gives pgc columns the default form and ugc columns their type', () => {
    expect(columnJump({ id: 1, type: 'pgc' })).toEqual({ type: 'article_column', id: 1 });
    expect(columnJump({ id: 2, type: 'ugc' })).toEqual({ type: 'article_column', id: 2, columnType: 'ugc' });
  });
});
