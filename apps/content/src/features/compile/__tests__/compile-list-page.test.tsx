import { guidanceEndpoints } from '@portal/api/endpoints/guidance';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeInfoItem } from '../../../testing/fixtures';
import { envelope } from '../../../testing/list-fixtures';
import { CompileListPage } from '../compile-list-page';

const api = fakeApi();

const lastQuery = () => api.requests(guidanceEndpoints.compileList).at(-1);

beforeEach(() => {
  api.on(
    guidanceEndpoints.compileList,
    envelope(
      [
        makeInfoItem({ infoId: 41, infoTitle: 'NEJM：血管内治疗大核心梗死的随机试验', compileArticle: 'T' }),
        makeInfoItem({ infoId: 42, infoTitle: 'Lancet Neurology：胶质瘤免疫治疗进展', compileArticle: 'T' }),
      ],
      { totalPage: 3 },
    ),
  );
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('CompileListPage', () => {
  it('lists compiled articles, each opening /info/detail?id= in a new tab', async () => {
    renderAt('/compile', <CompileListPage />);
    expect(screen.getByRole('heading', { level: 1, name: '编译' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /NEJM：血管内治疗大核心梗死的随机试验/ });
    expect(link).toHaveAttribute('href', '/info/detail?id=41');
    expect(link).toHaveAttribute('target', '_blank');
    expect(
      within(screen.getByRole('region', { name: '编译文章列表' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(lastQuery()).toEqual({ pageNo: 1, pageSize: 20 });
  });

  it('pages through the URL', async () => {
    const { location } = renderAt('/compile?page=2', <CompileListPage />);
    await screen.findByRole('link', { name: /NEJM/ });
    expect(lastQuery()).toEqual({ pageNo: 2, pageSize: 20 });
    await userEvent.click(screen.getByRole('link', { name: '下一页' }));
    expect(location()).toBe('/compile?page=3');
    await waitFor(() => expect(lastQuery()).toEqual({ pageNo: 3, pageSize: 20 }));
  });

  it('shows the empty text, and an error with retry', async () => {
    api.once(guidanceEndpoints.compileList, envelope([]));
    const { unmount } = renderAt('/compile', <CompileListPage />);
    expect(await screen.findByText('暂无编译文章')).toBeInTheDocument();
    unmount();
    api.once(guidanceEndpoints.compileList, () => {
      throw new ApiError(500, '服务器繁忙');
    });
    renderAt('/compile', <CompileListPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('服务器繁忙');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: /NEJM/ })).toBeInTheDocument();
  });
});
