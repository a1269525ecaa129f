import { infoEndpoints } from '@portal/api/endpoints/info';
import { fakeApi } from '@portal/testing/fake-api';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeInfoItem } from '../../../testing/fixtures';
import { InfoListPage } from '../info-list-page';

const api = fakeApi();

const page = (totalPage: number) => ({ pageNo: 1, pageSize: 20, totalPage, totalCount: totalPage * 20 });

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  api.on(infoEndpoints.subspecialties, {
    code: 1,
    list: [{ id: 3, name: '脑血管病', children: [] }],
    page: page(1),
  });
  api.on(infoEndpoints.list, { code: 1, list: [makeInfoItem()], page: page(3) });
});

describe('InfoListPage sort', () => {
  it('sorts by 最热 through the URL, back to page 1, keeping the filter', async () => {
    const view = renderAt('/info?subspecialtyId=3&page=2', <InfoListPage />);
    await screen.findAllByRole('listitem');
    const sort = screen.getByRole('navigation', { name: '排序' });
    expect(sort).toHaveTextContent('最新最热');
    expect(screen.getByRole('link', { name: '最新' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(screen.getByRole('link', { name: '最热' }));
    expect(view.location()).toBe('/info?subspecialtyId=3&order=hot');
    await waitFor(() =>
      expect(api.requests(infoEndpoints.list).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        subspecialtyId: 3,
        order: 'hot',
      }),
    );
    expect(screen.getByRole('link', { name: '最热' })).toHaveAttribute('aria-current', 'true');

    // the default order is left out of the URL and of the request
    await userEvent.click(screen.getByRole('link', { name: '最新' }));
    expect(view.location()).toBe('/info?subspecialtyId=3');
    await waitFor(() =>
      expect(api.requests(infoEndpoints.list).at(-1)).toEqual({ pageNo: 1, pageSize: 20, subspecialtyId: 3 }),
    );
  });

  it('reads the order from the URL on load and keeps it when paging', async () => {
    const view = renderAt('/info?order=hot', <InfoListPage />);
    await screen.findAllByRole('listitem');
    expect(api.requests(infoEndpoints.list).at(-1)).toEqual({ pageNo: 1, pageSize: 20, order: 'hot' });
    await userEvent.click(screen.getByRole('link', { name: '下一页' }));
    expect(view.location()).toBe('/info?order=hot&page=2');
    await waitFor(() =>
      expect(api.requests(infoEndpoints.list).at(-1)).toEqual({ pageNo: 2, pageSize: 20, order: 'hot' }),
    );
  });

  it('treats an unknown order as the default', async () => {
    renderAt('/info?order=bogus', <InfoListPage />);
    await screen.findAllByRole('listitem');
    expect(api.requests(infoEndpoints.list).at(-1)).toEqual({ pageNo: 1, pageSize: 20 });
    expect(screen.getByRole('link', { name: '最新' })).toHaveAttribute('aria-current', 'true');
  });
});
