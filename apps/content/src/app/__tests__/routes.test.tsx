import { getArticleDetail, getArticleList } from '@portal/api/calls/article';
import { getInfoDetail, getInfoList, getSubspecialties } from '@portal/api/calls/info';
import { screen } from '@testing-library/react';
import {
  makeArticleDetail,
  makeArticleItem,
  makeInfoDetail,
  makeInfoItem,
  renderAt,
} from '../../testing/render';
import ContentRoutes from '../routes';

jest.mock('@portal/api/calls/info', () => ({
  getInfoList: jest.fn(),
  getInfoDetail: jest.fn(),
  getSubspecialties: jest.fn(),
  getInfoComments: jest.fn(() => new Promise(() => {})),
  getRelatedInfo: jest.fn(() => new Promise(() => {})),
  countInfoView: jest.fn(() => new Promise(() => {})),
}));

jest.mock('@portal/api/calls/article', () => ({
  getArticleList: jest.fn(),
  getArticleDetail: jest.fn(),
  getArticleComments: jest.fn(() => new Promise(() => {})),
  getRelatedArticles: jest.fn(() => new Promise(() => {})),
  countArticleView: jest.fn(() => new Promise(() => {})),
  saveBrowsingHistory: jest.fn(() => new Promise(() => {})),
}));

beforeEach(() => {
  const page = { pageNo: 1, pageSize: 20, totalPage: 1, totalCount: 1 };
  jest.mocked(getInfoList).mockResolvedValue({ code: 1, list: [makeInfoItem()], page });
  jest.mocked(getSubspecialties).mockResolvedValue({ code: 1, list: [], page });
  jest.mocked(getInfoDetail).mockResolvedValue(makeInfoDetail({ infoTitle: '详情页标题' }));
  jest.mocked(getArticleList).mockResolvedValue({ code: 1, list: [makeArticleItem()], page });
  jest.mocked(getArticleDetail).mockResolvedValue(makeArticleDetail({ title: '病例详情标题' }));
});

describe('content routes', () => {
  it('serves the list at /info', async () => {
    renderAt('/info', <ContentRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: '资讯' })).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
  });

  it('serves the detail at /info/detail', async () => {
    renderAt('/info/detail?id=1', <ContentRoutes />);
    // detail pages are lazy chunks: on a cold transform cache the first import can take a while
    expect(
      await screen.findByRole('heading', { level: 1, name: '详情页标题' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('serves the case list at /case', async () => {
    renderAt('/case', <ContentRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: '病例' })).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
  });

  it('serves the case detail at /case/detail-ugc', async () => {
    renderAt('/case/detail-ugc?id=1', <ContentRoutes />);
    expect(
      await screen.findByRole('heading', { level: 1, name: '病例详情标题' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('serves the professional case detail at /case/detail with the news detail page', async () => {
    renderAt('/case/detail?id=1', <ContentRoutes />);
    expect(
      await screen.findByRole('heading', { level: 1, name: '详情页标题' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(getInfoDetail).toHaveBeenCalledWith(1, expect.anything());
  });

  it('shows the 404 block for any other path', () => {
    renderAt('/info/nope', <ContentRoutes />);
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });
});
