import { getInfoDetail, getInfoList, getSubspecialties } from '@portal/api/calls/info';
import { screen } from '@testing-library/react';
import { makeInfoDetail, makeInfoItem, renderAt } from '../../testing/render';
import ContentRoutes from '../routes';

jest.mock('@portal/api/calls/info', () => ({
  getInfoList: jest.fn(),
  getInfoDetail: jest.fn(),
  getSubspecialties: jest.fn(),
}));

beforeEach(() => {
  const page = { pageNo: 1, pageSize: 20, totalPage: 1, totalCount: 1 };
  jest.mocked(getInfoList).mockResolvedValue({ code: 1, list: [makeInfoItem()], page });
  jest.mocked(getSubspecialties).mockResolvedValue({ code: 1, list: [], page });
  jest.mocked(getInfoDetail).mockResolvedValue(makeInfoDetail({ infoTitle: '详情页标题' }));
});

describe('content routes', () => {
  it('serves the list at /info', async () => {
    renderAt('/info', <ContentRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: '资讯' })).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
  });

  it('serves the detail at /info/detail', async () => {
    renderAt('/info/detail?id=1', <ContentRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: '详情页标题' })).toBeInTheDocument();
  });

  it('shows the 404 block for any other path', () => {
    renderAt('/info/nope', <ContentRoutes />);
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });
});
