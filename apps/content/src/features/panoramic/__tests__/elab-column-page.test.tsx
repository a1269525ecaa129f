import { panoramicEndpoints } from '@portal/api/endpoints/panoramic';
import { ApiError } from '@portal/api/errors';
import { Route, Routes } from '@portal/router';
import { fakeApi } from '@portal/testing/fake-api';
import { renderAt } from '@portal/testing/render';
import { screen, within } from '@testing-library/react';
import { makeColumn, makeElabItem } from '../../../testing/list-fixtures';
import { ElabColumnPage } from '../elab-column-page';

const api = fakeApi();

/** the page under its route, which names the column's id */
const renderColumn = (url: string) =>
  renderAt(
    url,
    <Routes>
      <Route path="/link/columnlist/:id" element={<ElabColumnPage />} />
    </Routes>,
  );

describe('ElabColumnPage', () => {
  it('shows the column and its cases in order, each linking to the case', async () => {
    api.on(panoramicEndpoints.columnDetail, {
      ...makeColumn({ id: 4, title: '颅底外科·经典入路全程解析', contents: 2 }),
      cases: [makeElabItem({ id: 9, caseName: '第一台' }), makeElabItem({ id: 3, caseName: '第二台' })],
    });
    renderColumn('/link/columnlist/4');
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: '颅底外科·经典入路全程解析' }),
    ).toBeInTheDocument();
    expect(api.requests(panoramicEndpoints.columnDetail)).toEqual([{ id: 4 }]);
    expect(screen.getByText('2 个病例')).toBeInTheDocument();
    const links = within(screen.getByRole('region', { name: '专栏病例' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/link/detail?id=9', '/link/detail?id=3']);
  });

  it('an empty column says so', async () => {
    api.on(panoramicEndpoints.columnDetail, { ...makeColumn({ contents: 0 }), cases: [] });
    renderColumn('/link/columnlist/1');
    expect(await screen.findByText('该专栏暂无病例')).toBeInTheDocument();
  });

  it('a missing column says so', async () => {
    api.once(panoramicEndpoints.columnDetail, () => {
      throw new ApiError(404, '专栏不存在或已下线');
    });
    renderColumn('/link/columnlist/77');
    expect(await screen.findByRole('heading', { name: '专栏不存在或已下线' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回全景手术病例' })).toHaveAttribute('href', '/link/');
  });
});
