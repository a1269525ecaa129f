import { panoramicEndpoints } from '@portal/api/endpoints/panoramic';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeElabDetail } from '../../../testing/list-fixtures';
import { ElabCaseDetailPage } from '../elab-case-detail-page';

const api = fakeApi();

/** what the page has started reaches the server within this turn */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  document.title = '脑医汇';
  api.on(
    panoramicEndpoints.caseDetail,
    makeElabDetail({
      id: 12,
      caseName: '翼点入路夹闭后交通动脉瘤',
      authorList: [
        { systemUserId: 3, userRealname: '赵立', userAvatar: '/media/avatar/3.svg', company: '华山医院' },
        { systemUserId: 4, userRealname: '钱敏', userAvatar: '/media/avatar/4.svg', company: '' },
      ],
    }),
  );
  api.on(panoramicEndpoints.caseViews, { views: 1521 });
});

describe('ElabCaseDetailPage', () => {
  it('shows title, hospital, authors, classification, tags, body and columns', async () => {
    renderAt('/link/detail?id=12', <ElabCaseDetailPage />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: '翼点入路夹闭后交通动脉瘤' }),
    ).toBeInTheDocument();
    expect(api.requests(panoramicEndpoints.caseDetail)).toEqual([{ id: 12 }]);
    const authors = screen.getByRole('list', { name: '术者' });
    expect(within(authors).getAllByRole('listitem')).toHaveLength(2);
    expect(authors).toHaveTextContent('赵立');
    expect(authors).toHaveTextContent('华山医院');
    expect(screen.getByText('首都医科大学附属北京天坛医院')).toBeInTheDocument();
    expect(screen.getAllByText('脑血管病').length).toBeGreaterThan(0);
    expect(
      within(screen.getByRole('list', { name: '相关亚专业' })).getByText('颅内动脉瘤'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '手术步骤' })).toBeInTheDocument();
    const column = within(screen.getByRole('region', { name: '收录专栏' })).getByRole('link', {
      name: '脑血管病·大师手术全景',
    });
    expect(column).toHaveAttribute('href', '/link/columnlist/4');
    expect(column).toHaveAttribute('target', '_blank');
    expect(document.title).toBe('翼点入路夹闭后交通动脉瘤');
  });

  it('counts one view once the case is shown', async () => {
    renderAt('/link/detail?id=12', <ElabCaseDetailPage />);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(api.requests(panoramicEndpoints.caseViews)).toEqual([{ id: 12 }]));
    await settle();
    expect(api.requests(panoramicEndpoints.caseViews)).toHaveLength(1);
  });

  it('a missing case says so and links back to the case list', async () => {
    api.once(panoramicEndpoints.caseDetail, () => {
      throw new ApiError(404, '全景手术病例不存在或已下线');
    });
    renderAt('/link/detail?id=999', <ElabCaseDetailPage />);
    expect(await screen.findByRole('heading', { name: '全景手术病例不存在或已下线' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回全景手术病例' })).toHaveAttribute('href', '/link/');
    await settle();
    expect(api.requests(panoramicEndpoints.caseViews)).toEqual([]);
  });

  it('an invalid id is not found without a call', async () => {
    renderAt('/link/detail?id=abc', <ElabCaseDetailPage />);
    expect(await screen.findByRole('heading', { name: '全景手术病例不存在或已下线' })).toBeInTheDocument();
    await settle();
    expect(api.requests(panoramicEndpoints.caseDetail)).toEqual([]);
  });
});
