import { getArticleSpecials } from '@portal/api/calls/weeklies-columns';
import type { JumpItem, JumpTarget } from '@portal/api/contract/jump';
import { ApiError } from '@portal/api/errors';
import { HostProvider, type PortalHost } from '@portal/shared-ui/host';
import { testHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { act, screen, waitFor } from '@testing-library/react';
import { ColumnEntrance, columnJump } from '../column-entrance';

jest.mock('@portal/api/calls/weeklies-columns', () => ({ getArticleSpecials: jest.fn() }));

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

const render = (articleType: 'U' | 'I' = 'U') =>
  renderAt(
    '/case/detail-ugc?id=8',
    <HostProvider host={host}>
      <ColumnEntrance articleId={8} articleType={articleType} />
    </HostProvider>,
  );

describe('column entrance card', () => {
  it('lists the columns holding the article, each linking to its column page in a new tab', async () => {
    jest.mocked(getArticleSpecials).mockResolvedValue({
      code: 1,
      list: [
        { id: 3, type: 'pgc', title: '脑胶质瘤前沿进展', cover: '/c3.svg', views: 1200, contents: 9 },
        { id: 4, type: 'ugc', title: '李明·动脉瘤病例精讲', cover: '', views: 80, contents: 6 },
      ],
      page,
    });
    render();
    expect(await screen.findByRole('region', { name: '所属专栏' })).toBeInTheDocument();
    expect(getArticleSpecials).toHaveBeenCalledWith({ articleId: 8, type: 'U' }, expect.anything());
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
    jest.mocked(getArticleSpecials).mockResolvedValue({ code: 1, list: [], page });
    render('I');
    await waitFor(() =>
      expect(getArticleSpecials).toHaveBeenCalledWith({ articleId: 8, type: 'I' }, expect.anything()),
    );
  });

  it('shows nothing when the article is in no column, or the call fails', async () => {
    jest.mocked(getArticleSpecials).mockResolvedValue({ code: 1, list: [], page });
    render();
    await waitFor(() => expect(getArticleSpecials).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: '所属专栏' })).toBeNull();
    jest.mocked(getArticleSpecials).mockRejectedValue(new ApiError(404, '文章不存在或已删除'));
    render();
    await waitFor(() => expect(getArticleSpecials).toHaveBeenCalledTimes(2));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: '所属专栏' })).toBeNull();
  });

  it('gives pgc columns the default form and ugc columns their type', () => {
    expect(columnJump({ id: 1, type: 'pgc' })).toEqual({ type: 'article_column', id: 1 });
    expect(columnJump({ id: 2, type: 'ugc' })).toEqual({ type: 'article_column', id: 2, columnType: 'ugc' });
  });
});
