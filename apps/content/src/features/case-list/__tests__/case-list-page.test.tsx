import { articleEndpoints } from '@portal/api/endpoints/article';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { fakeApi } from '@portal/testing/fake-api';
import { localTime, renderAt } from '@portal/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeArticleItem } from '../../../testing/fixtures';
import { CaseListPage } from '../case-list-page';

const api = fakeApi();

const page = (pageNo: number, totalPage: number) => ({
  pageNo,
  pageSize: 20,
  totalPage,
  totalCount: totalPage * 20,
});

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  api.on(infoEndpoints.subspecialties, {
    code: 1,
    list: [
      { id: 2, name: '神经肿瘤', children: [] },
      { id: 3, name: '脑血管病', children: [] },
    ],
    page: page(1, 1),
  });
  api.on(articleEndpoints.list, {
    code: 1,
    list: [
      makeArticleItem({
        id: 5,
        title: '听神经瘤切除一例',
        essences: 'T',
        bmsAuth: 1,
        publishTime: localTime(2024, 7, 2),
        showViews: 900,
        showComments: 31,
        showDiggs: 77,
      }),
      makeArticleItem({ id: 6, title: '匿名病例', creator: { ...makeArticleItem().creator, identity: 7 } }),
    ],
    page: page(1, 3),
  });
});

describe('CaseListPage', () => {
  it('loads the first page of cases and renders each item', async () => {
    renderAt('/case', <CaseListPage />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(api.requests(articleEndpoints.list)).toContainEqual({
      type: 'case',
      pageNo: 1,
      pageSize: 20,
      order: 'latest',
    });
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('听神经瘤切除一例')).toBeInTheDocument();
    expect(first.getByText('精选')).toBeInTheDocument();
    expect(first.getByText('品牌认证')).toBeInTheDocument();
    expect(first.getByText('李明')).toBeInTheDocument();
    expect(first.getByText('2024-07-02')).toBeInTheDocument();
    expect(first.getByText('浏览 900')).toBeInTheDocument();
    expect(first.getByText('评论 31')).toBeInTheDocument();
    expect(first.getByText('点赞 77')).toBeInTheDocument();
    expect(first.getByRole('img', { name: '李明' })).toHaveAttribute('src', '/media/avatars/li.svg');
    expect((items[0] as HTMLElement).querySelector('img[src="/media/covers/case-5.svg"]')).not.toBeNull();
    // identity 7 in the article area is anonymous
    expect(within(items[1] as HTMLElement).getByText('匿名用户')).toBeInTheDocument();
  });

  it('links each item through the host jump rule, in a new tab', async () => {
    renderAt('/case', <CaseListPage />);
    const link = await screen.findByRole('link', { name: /听神经瘤切除一例/ });
    expect(link).toHaveAttribute('href', '/case/detail-ugc?id=5');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('pages, filters and sorts through the URL', async () => {
    const { location } = renderAt('/case', <CaseListPage />);
    await screen.findAllByRole('listitem');
    await userEvent.click(screen.getByRole('link', { name: '下一页' }));
    expect(location()).toBe('/case?page=2');
    expect(api.requests(articleEndpoints.list).at(-1)).toEqual({
      type: 'case',
      pageNo: 2,
      pageSize: 20,
      order: 'latest',
    });
    await screen.findAllByRole('listitem');
    await userEvent.click(screen.getByRole('link', { name: '最热' }));
    expect(location()).toBe('/case?order=hot');
    expect(api.requests(articleEndpoints.list).at(-1)).toEqual({
      type: 'case',
      pageNo: 1,
      pageSize: 20,
      order: 'hot',
    });
    await userEvent.click(await screen.findByRole('link', { name: '脑血管病' }));
    expect(location()).toBe('/case?order=hot&subspecialtyId=3');
    expect(api.requests(articleEndpoints.list).at(-1)).toEqual({
      type: 'case',
      pageNo: 1,
      pageSize: 20,
      order: 'hot',
      subspecialtyId: 3,
    });
    expect(screen.getByRole('link', { name: '脑血管病' })).toHaveAttribute('aria-current', 'true');
  });

  it('aborts the request in flight when the filter changes', async () => {
    const signals: AbortSignal[] = [];
    api.on(articleEndpoints.list, (_q, { signal }) => {
      signals.push(signal as AbortSignal);
      return new Promise(() => {});
    });
    renderAt('/case?page=2', <CaseListPage />);
    // the HTTP client loads on first use: the request leaves a little later
    await waitFor(() => expect(signals).toHaveLength(1));
    await userEvent.click(await screen.findByRole('link', { name: '脑血管病' }));
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('shows the empty text and the error block with retry', async () => {
    api.once(articleEndpoints.list, { code: 1, list: [], page: page(1, 0) });
    const { unmount } = renderAt('/case', <CaseListPage />);
    expect(await screen.findByText('暂无病例')).toBeInTheDocument();
    unmount();

    api.once(articleEndpoints.list, () => {
      throw new Error('boom');
    });
    renderAt('/case', <CaseListPage />);
    expect(await screen.findByText('加载失败，请稍后重试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
  });
});
