import { articleEndpoints } from '@portal/api/endpoints/article';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { fakeApi } from '@portal/testing/fake-api';
import { renderAt } from '@portal/testing/render';
import { screen } from '@testing-library/react';
import { makeArticleDetail, makeArticleItem, makeInfoDetail, makeInfoItem } from '../../testing/fixtures';
import ContentRoutes from '../routes';

const api = fakeApi();

beforeEach(() => {
  const page = { pageNo: 1, pageSize: 20, totalPage: 1, totalCount: 1 };
  api.on(infoEndpoints.list, { code: 1, list: [makeInfoItem()], page });
  api.on(infoEndpoints.subspecialties, { code: 1, list: [], page });
  api.on(infoEndpoints.detail, makeInfoDetail({ infoTitle: '详情页标题' }));
  api.on(articleEndpoints.list, { code: 1, list: [makeArticleItem()], page });
  api.on(articleEndpoints.detail, makeArticleDetail({ title: '病例详情标题' }));
});

describe('content routes', () => {
  it('serves the list at /info', async () => {
    renderAt('/info', <ContentRoutes />);
    // every page is a lazy chunk of its own
    expect(
      await screen.findByRole('heading', { level: 1, name: '资讯' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
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
    // every page is a lazy chunk of its own
    expect(
      await screen.findByRole('heading', { level: 1, name: '病例' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
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
    expect(api.requests(infoEndpoints.detail)).toContainEqual({ id: 1 });
  });

  it('shows the 404 block for any other path', () => {
    renderAt('/info/nope', <ContentRoutes />);
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });
});
