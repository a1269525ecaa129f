import { panoramicEndpoints } from '@portal/api/endpoints/panoramic';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { renderAt } from '@portal/testing/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, makeColumn, makeElabItem } from '../../../testing/list-fixtures';
import { HolographicHomePage } from '../holographic-home-page';

const api = fakeApi();

beforeEach(() => {
  api.on(
    panoramicEndpoints.classifications,
    envelope([
      { id: 1, code: 'SKULL_BASE', name: '颅底外科' },
      { id: 2, code: 'CEREBROVASCULAR', name: '脑血管病' },
    ]),
  );
  api.on(
    panoramicEndpoints.columnList,
    envelope([makeColumn({ id: 4, title: '颅底外科·大师手术全景', contents: 9 })]),
  );
  api.on(panoramicEndpoints.caseList, (query) =>
    query.order === 'hot'
      ? envelope([makeElabItem({ id: 20, caseName: '最热的病例', views: 9000 })])
      : envelope([makeElabItem({ id: 10, caseName: '最新的病例' })]),
  );
});

describe('HolographicHomePage', () => {
  it('shows skeletons, then the columns, the latest and the hottest cases', async () => {
    renderAt('/holographic', <HolographicHomePage />);
    expect(screen.getByRole('heading', { level: 1, name: '全景手术' })).toBeInTheDocument();
    expect(screen.getAllByRole('status', { name: '加载中' }).length).toBeGreaterThan(0);

    const latest = screen.getByRole('region', { name: '最新病例' });
    const latestLink = await within(latest).findByRole('link', { name: /最新的病例/ });
    expect(latestLink).toHaveAttribute('href', '/link/detail?id=10');
    expect(latestLink).toHaveAttribute('target', '_blank');
    expect(latestLink).toHaveAttribute('rel', 'noopener');

    const hottest = screen.getByRole('region', { name: '热门病例' });
    expect(await within(hottest).findByRole('link', { name: /最热的病例/ })).toHaveAttribute(
      'href',
      '/link/detail?id=20',
    );
    expect(api.requests(panoramicEndpoints.caseList)).toEqual([
      { pageNo: 1, pageSize: 6, order: 'latest' },
      { pageNo: 1, pageSize: 6, order: 'hot' },
    ]);

    const columns = screen.getByRole('region', { name: '全景手术专栏' });
    const column = await within(columns).findByRole('link', { name: /颅底外科·大师手术全景/ });
    expect(column).toHaveAttribute('href', '/link/columnlist/4');
    expect(column).toHaveTextContent('9 个病例');
    expect(screen.queryByRole('status', { name: '加载中' })).not.toBeInTheDocument();
  });

  it('links to the whole case list by the elab_case rule and to each classification', async () => {
    const { location } = renderAt('/holographic', <HolographicHomePage />);
    expect(screen.getByRole('link', { name: '全部病例' })).toHaveAttribute('href', '/link/');
    const nav = await screen.findByRole('navigation', { name: '手术分类' });
    const chip = within(nav).getByRole('link', { name: '脑血管病' });
    expect(chip).toHaveAttribute('href', '/link/?classificationCode=CEREBROVASCULAR');
    await userEvent.click(chip);
    expect(location()).toBe('/link/?classificationCode=CEREBROVASCULAR');
  });

  it('says so when there are no columns or cases', async () => {
    api.on(panoramicEndpoints.columnList, envelope([]));
    api.on(panoramicEndpoints.caseList, envelope([]));
    renderAt('/holographic', <HolographicHomePage />);
    expect(await screen.findByText('暂无专栏')).toBeInTheDocument();
    expect(await screen.findAllByText('暂无病例')).toHaveLength(2);
  });

  it('a failed section shows its error and retries alone', async () => {
    api.once(panoramicEndpoints.columnList, () => {
      throw new ApiError(500, '服务器繁忙');
    });
    renderAt('/holographic', <HolographicHomePage />);
    const columns = screen.getByRole('region', { name: '全景手术专栏' });
    const alert = await within(columns).findByRole('alert');
    expect(alert).toHaveTextContent('服务器繁忙');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await within(columns).findByRole('link', { name: /颅底外科·大师手术全景/ })).toBeInTheDocument();
    expect(api.requests(panoramicEndpoints.columnList)).toHaveLength(2);
  });
});
