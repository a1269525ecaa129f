import type { ColumnDetail, ContentEntry } from '@portal/api/contract/weeklies-columns';
import { weekliesColumnsEndpoints } from '@portal/api/endpoints/weeklies-columns';
import { ApiError } from '@portal/api/errors';
import { requireLogin } from '@portal/session/require-login';
import { fakeApi } from '@portal/testing/fake-api';
import { testHost } from '@portal/testing/host';
import { localTime, renderAt } from '@portal/testing/render';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColumnDetailPage } from '../column-detail-page';

const api = fakeApi();

jest.mock('@portal/session/require-login', () => ({ requireLogin: jest.fn() }));

const COLUMN: ColumnDetail = {
  id: 5,
  type: 'ugc',
  title: '李明·颅内动脉瘤手术病例精讲',
  cover: '/media/cover/column-5.svg',
  views: 900,
  contents: 12,
  description: '结合亲历病例讲解手术策略',
  subscribers: 12,
  subscribeStatus: 'F',
  updateTime: localTime(2026, 10, 1),
  creator: { id: 70, realName: '李明', company: '北京天坛医院', avatarAddress: '/media/avatar/70.svg' },
};

const ITEM: ContentEntry = {
  jumpType: 'mparticle',
  id: 41,
  url: '',
  title: '后交通动脉瘤夹闭一例',
  cover: '',
  summary: '术中要点',
  authorNames: '李明',
  publishTime: localTime(2026, 9, 1),
};

let signedIn = true;

beforeEach(() => {
  signedIn = true;
  jest.mocked(requireLogin).mockImplementation(() => signedIn);
  api.on(weekliesColumnsEndpoints.columnDetail, COLUMN);
  api.on(weekliesColumnsEndpoints.columnItems, {
    code: 1,
    list: [ITEM],
    page: { pageNo: 1, pageSize: 10, totalCount: 12, totalPage: 2 },
  });
});

const subscribeButton = () => screen.getByRole('button', { name: /订阅/ });

describe('column page', () => {
  it('shows the column, its creator and its items with a pager', async () => {
    renderAt('/column/detail?id=5&type=ugc', <ColumnDetailPage requireType />);
    expect(await screen.findByRole('heading', { level: 1, name: COLUMN.title })).toBeInTheDocument();
    expect(api.requests(weekliesColumnsEndpoints.columnDetail)).toEqual([{ id: 5, type: 'ugc' }]);
    expect(screen.getByText('医生专栏')).toBeInTheDocument();
    expect(screen.getByText('北京天坛医院')).toBeInTheDocument();
    expect(screen.getByText('12篇内容')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /后交通动脉瘤夹闭一例/ })).toHaveAttribute(
      'href',
      '/case/detail-ugc?id=41',
    );
    expect(api.requests(weekliesColumnsEndpoints.columnItems)).toEqual([{ id: 5, pageNo: 1, pageSize: 10 }]);
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
  });

  it('loads the page named in the address', async () => {
    renderAt('/column/detail/pgc?id=5&page=2', <ColumnDetailPage />);
    await screen.findByRole('heading', { level: 1, name: COLUMN.title });
    expect(api.requests(weekliesColumnsEndpoints.columnDetail)).toEqual([{ id: 5 }]);
    await waitFor(() =>
      expect(api.requests(weekliesColumnsEndpoints.columnItems)).toEqual([
        { id: 5, pageNo: 2, pageSize: 10 },
      ]),
    );
  });

  it('subscribes and unsubscribes on the server’s word, with 订阅成功 and the new count', async () => {
    api.once(weekliesColumnsEndpoints.subscribeColumn, { subscribeStatus: 'T', subscribers: 13 });
    renderAt('/column/detail/pgc?id=5', <ColumnDetailPage />);
    await screen.findByRole('heading', { level: 1, name: COLUMN.title });
    expect(subscribeButton()).toHaveTextContent('订阅');
    expect(subscribeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('column-subscribers')).toHaveTextContent('12人订阅');

    await userEvent.click(subscribeButton());
    await waitFor(() => expect(subscribeButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(api.requests(weekliesColumnsEndpoints.subscribeColumn)).toEqual([{ columnId: 5 }]);
    expect(subscribeButton()).toHaveTextContent('已订阅');
    expect(screen.getByTestId('column-subscribers')).toHaveTextContent('13人订阅');
    expect(testHost.toast).toHaveBeenCalledWith('订阅成功');

    api.once(weekliesColumnsEndpoints.subscribeColumn, { subscribeStatus: 'F', subscribers: 12 });
    await userEvent.click(subscribeButton());
    await waitFor(() => expect(subscribeButton()).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByTestId('column-subscribers')).toHaveTextContent('12人订阅');
    expect(testHost.toast).toHaveBeenLastCalledWith('已取消订阅');
  });

  it('keeps the state and shows the server’s message when subscribing fails', async () => {
    api.once(weekliesColumnsEndpoints.subscribeColumn, () => {
      throw new ApiError(404, '专栏不存在');
    });
    renderAt('/column/detail/pgc?id=5', <ColumnDetailPage />);
    await screen.findByRole('heading', { level: 1, name: COLUMN.title });
    await userEvent.click(subscribeButton());
    await waitFor(() => expect(testHost.toast).toHaveBeenCalledWith('专栏不存在'));
    expect(subscribeButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends a visitor to sign in without calling the server', async () => {
    signedIn = false;
    renderAt('/column/detail/pgc?id=5', <ColumnDetailPage />);
    await screen.findByRole('heading', { level: 1, name: COLUMN.title });
    await userEvent.click(subscribeButton());
    expect(requireLogin).toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(api.requests(weekliesColumnsEndpoints.subscribeColumn)).toEqual([]);
  });

  it('says 专栏不存在 for an unknown column, and for the typed form without a type', async () => {
    api.once(weekliesColumnsEndpoints.columnDetail, () => {
      throw new ApiError(404, '专栏不存在');
    });
    renderAt('/column/detail/pgc?id=99', <ColumnDetailPage />);
    expect(await screen.findByRole('heading', { level: 1, name: '专栏不存在' })).toBeInTheDocument();
    renderAt('/column/detail?id=5', <ColumnDetailPage requireType />);
    expect(screen.getAllByRole('heading', { level: 1, name: '专栏不存在' })).toHaveLength(2);
    // give a request of the second page the time to reach the server: none does
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(api.requests(weekliesColumnsEndpoints.columnDetail)).toEqual([{ id: 99 }]);
  });
});
