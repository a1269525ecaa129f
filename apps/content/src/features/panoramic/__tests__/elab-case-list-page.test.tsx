import { panoramicEndpoints } from '@portal/api/endpoints/panoramic';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, makeElabItem } from '../../../testing/list-fixtures';
import { ElabCaseListPage } from '../elab-case-list-page';

const api = fakeApi();

const lastQuery = () => api.requests(panoramicEndpoints.caseList).at(-1);

beforeEach(() => {
  api.on(
    panoramicEndpoints.classifications,
    envelope([
      { id: 1, code: 'SKULL_BASE', name: '颅底外科' },
      { id: 2, code: 'CEREBROVASCULAR', name: '脑血管病' },
    ]),
  );
  api.on(panoramicEndpoints.caseList, envelope([makeElabItem({ id: 7 })], { totalPage: 3 }));
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('ElabCaseListPage', () => {
  it('loads newest first and renders each case with its link, classification, authors and hospital', async () => {
    renderAt('/link/', <ElabCaseListPage />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /开颅夹闭术治疗颅内动脉瘤 7/ });
    expect(link).toHaveAttribute('href', '/link/detail?id=7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('脑血管病');
    expect(link).toHaveTextContent('王建国');
    expect(link).toHaveTextContent('首都医科大学附属北京天坛医院');
    expect(link).toHaveTextContent('2026-05-06');
    expect(lastQuery()).toEqual({ pageNo: 1, pageSize: 10, order: 'latest' });
  });

  it('reads classification, order and page from the URL', async () => {
    renderAt('/link/?classificationCode=SKULL_BASE&order=hot&page=2', <ElabCaseListPage />);
    await screen.findByRole('link', { name: /颅内动脉瘤 7/ });
    expect(lastQuery()).toEqual({ pageNo: 2, pageSize: 10, order: 'hot', classificationCode: 'SKULL_BASE' });
    const tabs = screen.getByRole('navigation', { name: '手术分类筛选' });
    expect(await within(tabs).findByRole('link', { name: '颅底外科' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(
      within(screen.getByRole('navigation', { name: '排序' })).getByRole('link', { name: '最热' }),
    ).toHaveAttribute('aria-current', 'true');
  });

  it('a classification tab and the sort change the URL and start again at page 1', async () => {
    const { location } = renderAt('/link/?page=3', <ElabCaseListPage />);
    const tabs = screen.getByRole('navigation', { name: '手术分类筛选' });
    await userEvent.click(await within(tabs).findByRole('link', { name: '脑血管病' }));
    expect(location()).toBe('/link/?classificationCode=CEREBROVASCULAR');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        pageNo: 1,
        pageSize: 10,
        order: 'latest',
        classificationCode: 'CEREBROVASCULAR',
      }),
    );
    await userEvent.click(
      within(screen.getByRole('navigation', { name: '排序' })).getByRole('link', { name: '最热' }),
    );
    expect(location()).toBe('/link/?classificationCode=CEREBROVASCULAR&order=hot');
    await userEvent.click(within(tabs).getByRole('link', { name: '全部' }));
    expect(location()).toBe('/link/?order=hot');
  });

  it('pages through the pager', async () => {
    const { location } = renderAt('/link/', <ElabCaseListPage />);
    await screen.findByRole('link', { name: /颅内动脉瘤 7/ });
    await userEvent.click(screen.getByRole('link', { name: '下一页' }));
    expect(location()).toBe('/link/?page=2');
    await waitFor(() => expect(lastQuery()).toEqual({ pageNo: 2, pageSize: 10, order: 'latest' }));
  });

  it('ignores a malformed classification code', async () => {
    renderAt('/link/?classificationCode=<x>', <ElabCaseListPage />);
    await screen.findByRole('link', { name: /颅内动脉瘤 7/ });
    expect(lastQuery()).toEqual({ pageNo: 1, pageSize: 10, order: 'latest' });
  });

  it('shows the empty text, and an error with retry', async () => {
    api.once(panoramicEndpoints.caseList, envelope([]));
    const { unmount } = renderAt('/link/', <ElabCaseListPage />);
    expect(await screen.findByText('暂无全景手术病例')).toBeInTheDocument();
    unmount();

    api.once(panoramicEndpoints.caseList, () => {
      throw new ApiError(500, '服务器繁忙');
    });
    renderAt('/link/', <ElabCaseListPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('服务器繁忙');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: /颅内动脉瘤 7/ })).toBeInTheDocument();
  });
});
