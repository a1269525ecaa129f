import { addElabCaseView, getElabCaseDetail } from '@portal/api/calls/panoramic';
import { ApiError } from '@portal/api/errors';
import { screen, within } from '@testing-library/react';
import { makeElabDetail, renderPage } from '../../../testing/list-fixtures';
import { ElabCaseDetailPage } from '../elab-case-detail-page';

jest.mock('@portal/api/calls/panoramic', () => ({
  getElabCaseDetail: jest.fn(),
  addElabCaseView: jest.fn(),
}));

const detailMock = jest.mocked(getElabCaseDetail);
const viewMock = jest.mocked(addElabCaseView);

beforeEach(() => {
  document.title = '脑医汇';
  detailMock.mockResolvedValue(
    makeElabDetail({
      id: 12,
      caseName: '翼点入路夹闭后交通动脉瘤',
      authorList: [
        { systemUserId: 3, userRealname: '赵立', userAvatar: '/media/avatar/3.svg', company: '华山医院' },
        { systemUserId: 4, userRealname: '钱敏', userAvatar: '/media/avatar/4.svg', company: '' },
      ],
    }),
  );
  viewMock.mockResolvedValue({ views: 1521 });
});

describe('ElabCaseDetailPage', () => {
  it('shows title, hospital, authors, classification, tags, body and columns', async () => {
    renderPage('/link/detail?id=12', <ElabCaseDetailPage />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: '翼点入路夹闭后交通动脉瘤' }),
    ).toBeInTheDocument();
    expect(detailMock).toHaveBeenCalledWith(12, expect.anything());
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
    renderPage('/link/detail?id=12', <ElabCaseDetailPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(viewMock).toHaveBeenCalledTimes(1);
    expect(viewMock).toHaveBeenCalledWith(12);
  });

  it('a missing case says so and links back to the case list', async () => {
    detailMock.mockRejectedValueOnce(new ApiError(404, '全景手术病例不存在或已下线'));
    renderPage('/link/detail?id=999', <ElabCaseDetailPage />);
    expect(await screen.findByRole('heading', { name: '全景手术病例不存在或已下线' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回全景手术病例' })).toHaveAttribute('href', '/link/');
    expect(viewMock).not.toHaveBeenCalled();
  });

  it('an invalid id is not found without a call', async () => {
    renderPage('/link/detail?id=abc', <ElabCaseDetailPage />);
    expect(await screen.findByRole('heading', { name: '全景手术病例不存在或已下线' })).toBeInTheDocument();
    expect(detailMock).not.toHaveBeenCalled();
  });
});
