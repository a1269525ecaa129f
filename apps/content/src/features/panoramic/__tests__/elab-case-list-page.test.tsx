import { getElabCaseList, getElabClassifications } from '@portal/api/calls/panoramic';
import { ApiError } from '@portal/api/errors';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, makeElabItem, renderPage } from '../../../testing/list-fixtures';
import { ElabCaseListPage } from '../elab-case-list-page';

jest.mock('@portal/api/calls/panoramic', () => ({
  getElabClassifications: jest.fn(),
  getElabCaseList: jest.fn(),
}));

const classificationsMock = jest.mocked(getElabClassifications);
const listMock = jest.mocked(getElabCaseList);
const lastQuery = () => listMock.mock.calls[listMock.mock.calls.length - 1]?.[0];

beforeEach(() => {
  classificationsMock.mockResolvedValue(
    envelope([
      { id: 1, code: 'SKULL_BASE', name: '颅底外科' },
      { id: 2, code: 'CEREBROVASCULAR', name: '脑血管病' },
    ]),
  );
  listMock.mockResolvedValue(envelope([makeElabItem({ id: 7 })], { totalPage: 3 }));
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('ElabCaseListPage', () => {
  it('loads newest first and renders each case with its link, classification, authors and hospital', async () => {
    renderPage('/link/', <ElabCaseListPage />);
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
    renderPage('/link/?classificationCode=SKULL_BASE&order=hot&page=2', <ElabCaseListPage />);
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
    const { location } = renderPage('/link/?page=3', <ElabCaseListPage />);
    const tabs = screen.getByRole('navigation', { name: '手术分类筛选' });
    await userEvent.click(await within(tabs).findByRole('link', { name: '脑血管病' }));
    expect(location()).toBe('/link/?classificationCode=CEREBROVASCULAR');
    expect(lastQuery()).toEqual({
      pageNo: 1,
      pageSize: 10,
      order: 'latest',
      classificationCode: 'CEREBROVASCULAR',
    });
    await userEvent.click(
      within(screen.getByRole('navigation', { name: '排序' })).getByRole('link', { name: '最热' }),
    );
    expect(location()).toBe('/link/?classificationCode=CEREBROVASCULAR&order=hot');
    await userEvent.click(within(tabs).getByRole('link', { name: '全部' }));
    expect(location()).toBe('/link/?order=hot');
  });

  it('pages through the pager', async () => {
    const { location } = renderPage('/link/', <ElabCaseListPage />);
    await screen.findByRole('link', { name: /颅内动脉瘤 7/ });
    await userEvent.click(screen.getByRole('link', { name: '下一页' }));
    expect(location()).toBe('/link/?page=2');
    expect(lastQuery()).toEqual({ pageNo: 2, pageSize: 10, order: 'latest' });
  });

  it('ignores a malformed classification code', async () => {
    renderPage('/link/?classificationCode=<x>', <ElabCaseListPage />);
    await screen.findByRole('link', { name: /颅内动脉瘤 7/ });
    expect(lastQuery()).toEqual({ pageNo: 1, pageSize: 10, order: 'latest' });
  });

  it('shows the empty text, and an error with retry', async () => {
    listMock.mockResolvedValueOnce(envelope([]));
    const { unmount } = renderPage('/link/', <ElabCaseListPage />);
    expect(await screen.findByText('暂无全景手术病例')).toBeInTheDocument();
    unmount();

    listMock.mockRejectedValueOnce(new ApiError(500, '服务器繁忙'));
    renderPage('/link/', <ElabCaseListPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('服务器繁忙');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: /颅内动脉瘤 7/ })).toBeInTheDocument();
  });
});
