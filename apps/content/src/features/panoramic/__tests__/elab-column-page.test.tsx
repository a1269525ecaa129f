import { getElabColumnDetail } from '@portal/api/calls/panoramic';
import { ApiError } from '@portal/api/errors';
import { screen, within } from '@testing-library/react';
import { makeColumn, makeElabItem, renderPage } from '../../../testing/list-fixtures';
import { ElabColumnPage } from '../elab-column-page';

jest.mock('@portal/api/calls/panoramic', () => ({ getElabColumnDetail: jest.fn() }));

const detailMock = jest.mocked(getElabColumnDetail);

describe('ElabColumnPage', () => {
  it('shows the column and its cases in order, each linking to the case', async () => {
    detailMock.mockResolvedValue({
      ...makeColumn({ id: 4, title: '颅底外科·经典入路全程解析', contents: 2 }),
      cases: [makeElabItem({ id: 9, caseName: '第一台' }), makeElabItem({ id: 3, caseName: '第二台' })],
    });
    renderPage('/link/columnlist/4', <ElabColumnPage />, '/link/columnlist/:id');
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: '颅底外科·经典入路全程解析' }),
    ).toBeInTheDocument();
    expect(detailMock).toHaveBeenCalledWith(4, expect.anything());
    expect(screen.getByText('2 个病例')).toBeInTheDocument();
    const links = within(screen.getByRole('region', { name: '专栏病例' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/link/detail?id=9', '/link/detail?id=3']);
  });

  it('an empty column says so', async () => {
    detailMock.mockResolvedValue({ ...makeColumn({ contents: 0 }), cases: [] });
    renderPage('/link/columnlist/1', <ElabColumnPage />, '/link/columnlist/:id');
    expect(await screen.findByText('该专栏暂无病例')).toBeInTheDocument();
  });

  it('a missing column says so', async () => {
    detailMock.mockRejectedValueOnce(new ApiError(404, '专栏不存在或已下线'));
    renderPage('/link/columnlist/77', <ElabColumnPage />, '/link/columnlist/:id');
    expect(await screen.findByRole('heading', { name: '专栏不存在或已下线' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回全景手术病例' })).toHaveAttribute('href', '/link/');
  });
});
