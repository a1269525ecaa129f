import type { ListEnvelope } from '@portal/api/contract/envelope';
import type { InfoItem, Subspecialty } from '@portal/api/contract/info';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { localTime, renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeInfoItem } from '../../../testing/fixtures';
import { InfoListPage } from '../info-list-page';

const api = fakeApi();

const SUBSPECIALTIES: Subspecialty[] = [
  { id: 2, name: '神经肿瘤', children: [{ id: 21, name: '胶质瘤' }] },
  { id: 3, name: '脑血管病', children: [] },
];

function envelope(
  list: InfoItem[],
  page: { pageNo?: number; totalPage?: number } = {},
): ListEnvelope<InfoItem> {
  const pageNo = page.pageNo ?? 1;
  const totalPage = page.totalPage ?? 1;
  return { code: 1, list, page: { pageNo, pageSize: 20, totalPage, totalCount: totalPage * 20 } };
}

/** The query of the n-th list call (0-based; default the last one). */
function listQuery(n = -1) {
  return api.requests(infoEndpoints.list).at(n);
}

beforeEach(() => {
  api.on(infoEndpoints.subspecialties, {
    code: 1,
    list: SUBSPECIALTIES,
    page: { pageNo: 1, pageSize: 20, totalPage: 1, totalCount: 2 },
  });
  api.on(infoEndpoints.list, envelope([makeInfoItem()]));
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('InfoListPage', () => {
  it('shows the title, a skeleton while loading, then the items', async () => {
    renderAt('/info', <InfoListPage />);
    expect(screen.getByRole('heading', { level: 1, name: '资讯' })).toBeInTheDocument();
    // an unlabelled build (the default) shows no 版本 tag
    expect(screen.queryByText(/^版本/)).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(await screen.findByText(/胶质母细胞瘤术中荧光引导切除进展 1/)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '加载中' })).not.toBeInTheDocument();
    expect(listQuery()).toEqual({ pageNo: 1, pageSize: 20 });
  });

  it('renders each item: cover, description, authors, date, counts and badges', async () => {
    api.on(
      infoEndpoints.list,
      envelope([
        makeInfoItem({
          infoId: 7,
          essences: 'T',
          bmsAuth: 1,
          publishDate: localTime(2023, 12, 31, 23, 59),
          authorList: [
            { authorName: '李明', headImage: '', userId: null },
            { authorName: '张华', headImage: '', userId: 3 },
          ],
          showViews: 4321,
          showComments: 9,
          showDiggs: 12,
        }),
        makeInfoItem({ infoId: 8, essences: 'F', bmsAuth: 0 }),
      ]),
    );
    renderAt('/info', <InfoListPage />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];

    const cover = first.querySelector('img');
    expect(cover).toHaveAttribute('src', '/media/covers/info-7.svg');
    expect(cover).toHaveAttribute('width', '240');
    expect(cover).toHaveAttribute('height', '135');
    // the description is clamped to two lines from md up (a phone shows the title and byline alone)
    expect(within(first).getByText(/5-ALA 荧光引导/)).toHaveClass('md:line-clamp-2');
    expect(within(first).getByText('李明、张华')).toBeInTheDocument();
    expect(within(first).getByText('2023-12-31')).toBeInTheDocument();
    expect(within(first).getByText('浏览 4321')).toBeInTheDocument();
    expect(within(first).getByText('评论 9')).toBeInTheDocument();
    expect(within(first).getByText('点赞 12')).toBeInTheDocument();
    expect(within(first).getByText('精选')).toBeInTheDocument();
    expect(within(first).getByText('品牌认证')).toBeInTheDocument();

    expect(within(second).queryByText('精选')).not.toBeInTheDocument();
    expect(within(second).queryByText('品牌认证')).not.toBeInTheDocument();
    expect(within(second).getByText('2024-05-06')).toBeInTheDocument();
  });

  it('links each item through the host jump rule: the detail URL in a new tab', async () => {
    api.on(infoEndpoints.list, envelope([makeInfoItem({ infoId: 42 })]));
    renderAt('/info', <InfoListPage />);
    const link = await screen.findByRole('link', { name: /胶质母细胞瘤术中荧光引导切除进展 42/ });
    expect(link).toHaveAttribute('href', '/info/detail?id=42');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows 全部 and the top-level subspecialties as filter tabs', async () => {
    renderAt('/info', <InfoListPage />);
    const filter = screen.getByRole('navigation', { name: '亚专业筛选' });
    await within(filter).findByRole('link', { name: '神经肿瘤' });
    expect(
      within(filter)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['全部', '神经肿瘤', '脑血管病']);
    expect(within(filter).getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'true');
  });

  it('selecting a subspecialty puts it in the URL, requests it and goes back to page 1', async () => {
    api.on(infoEndpoints.list, envelope([makeInfoItem()], { pageNo: 3, totalPage: 5 }));
    const view = renderAt('/info?page=3', <InfoListPage />);
    await screen.findAllByRole('listitem');
    expect(listQuery()).toEqual({ pageNo: 3, pageSize: 20 });

    await userEvent.click(await screen.findByRole('link', { name: '脑血管病' }));
    expect(view.location()).toBe('/info?subspecialtyId=3');
    await waitFor(() => expect(listQuery()).toEqual({ pageNo: 1, pageSize: 20, subspecialtyId: 3 }));
    expect(screen.getByRole('link', { name: '脑血管病' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(screen.getByRole('link', { name: '全部' }));
    expect(view.location()).toBe('/info');
    await waitFor(() => expect(listQuery()).toEqual({ pageNo: 1, pageSize: 20 }));
  });

  it('reads page and filter from the URL on load (reload, back/forward)', async () => {
    renderAt('/info?subspecialtyId=2&page=4', <InfoListPage />);
    await screen.findAllByRole('listitem');
    expect(listQuery()).toEqual({ pageNo: 4, pageSize: 20, subspecialtyId: 2 });
  });

  it('ignores a malformed page or filter in the URL', async () => {
    renderAt('/info?subspecialtyId=abc&page=-2', <InfoListPage />);
    await screen.findAllByRole('listitem');
    expect(listQuery()).toEqual({ pageNo: 1, pageSize: 20 });
  });

  it('pages with numbers and prev/next bound to ?page=', async () => {
    api.on(infoEndpoints.list, (query) =>
      envelope([makeInfoItem({ infoId: query.pageNo ?? 1 })], { pageNo: query.pageNo ?? 1, totalPage: 5 }),
    );
    const view = renderAt('/info?subspecialtyId=2', <InfoListPage />);
    const pager = await screen.findByRole('navigation', { name: '分页' });
    expect(within(pager).getByText('上一页')).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager).getByText('1')).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(pager).getByRole('link', { name: '下一页' }));
    expect(view.location()).toBe('/info?subspecialtyId=2&page=2');
    expect(await screen.findByText(/切除进展 2$/)).toBeInTheDocument();
    expect(listQuery()).toEqual({ pageNo: 2, pageSize: 20, subspecialtyId: 2 });
    expect(window.scrollTo).toHaveBeenCalled();

    await userEvent.click(
      within(screen.getByRole('navigation', { name: '分页' })).getByRole('link', { name: '第 5 页' }),
    );
    expect(view.location()).toBe('/info?subspecialtyId=2&page=5');
    await screen.findByText(/切除进展 5$/);
    const lastPager = screen.getByRole('navigation', { name: '分页' });
    expect(within(lastPager).getByText('下一页')).toHaveAttribute('aria-disabled', 'true');
    expect(within(lastPager).getByText('5')).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(lastPager).getByRole('link', { name: '上一页' }));
    expect(view.location()).toBe('/info?subspecialtyId=2&page=4');

    // page 1 is the canonical URL without ?page=
    await userEvent.click(
      within(screen.getByRole('navigation', { name: '分页' })).getByRole('link', { name: '第 1 页' }),
    );
    expect(view.location()).toBe('/info?subspecialtyId=2');
  });

  it('hides the pager when there is one page', async () => {
    renderAt('/info', <InfoListPage />);
    await screen.findAllByRole('listitem');
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });

  it('shows 暂无资讯 for an empty list', async () => {
    api.on(infoEndpoints.list, envelope([], { totalPage: 0 }));
    renderAt('/info', <InfoListPage />);
    expect(await screen.findByText('暂无资讯')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });

  it('shows the error with a retry that loads again', async () => {
    api.once(infoEndpoints.list, () => {
      throw new ApiError(500, '服务器繁忙，请稍后重试');
    });
    renderAt('/info', <InfoListPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('服务器繁忙，请稍后重试');

    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText(/切除进展 1$/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests(infoEndpoints.list)).toHaveLength(2);
  });

  it('shows a generic message for a failure without a server message', async () => {
    api.once(infoEndpoints.list, () => {
      throw new TypeError('Network Error');
    });
    renderAt('/info', <InfoListPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败，请稍后重试');
  });

  it('aborts the request in flight when the filter changes and ignores its late answer', async () => {
    let resolveFirst: (value: ListEnvelope<InfoItem>) => void = () => {};
    let firstSignal: AbortSignal | undefined;
    api.once(infoEndpoints.list, (_query, { signal }) => {
      firstSignal = signal;
      return new Promise((resolve) => {
        resolveFirst = resolve;
      });
    });
    api.on(infoEndpoints.list, envelope([makeInfoItem({ infoId: 99, infoTitle: '脑血管病新资讯' })]));
    renderAt('/info', <InfoListPage />);
    // the HTTP client loads on first use: the request leaves a little later
    await waitFor(() => expect(firstSignal).toBeInstanceOf(AbortSignal));
    expect(firstSignal?.aborted).toBe(false);

    await userEvent.click(await screen.findByRole('link', { name: '脑血管病' }));
    expect(firstSignal?.aborted).toBe(true);
    expect(await screen.findByText('脑血管病新资讯')).toBeInTheDocument();

    // the cancelled request answering late changes nothing
    await act(async () => resolveFirst(envelope([makeInfoItem({ infoId: 1, infoTitle: '过期的结果' })])));
    expect(screen.queryByText('过期的结果')).not.toBeInTheDocument();
    expect(screen.getByText('脑血管病新资讯')).toBeInTheDocument();
  });

  it('treats a cancelled request as no error', async () => {
    // never answers: the filter change aborts it, which the client reports as a cancellation
    api.once(infoEndpoints.list, () => new Promise(() => {}));
    const view = renderAt('/info', <InfoListPage />);
    await userEvent.click(await screen.findByRole('link', { name: '神经肿瘤' }));
    expect(view.location()).toBe('/info?subspecialtyId=2');
    await screen.findAllByRole('listitem');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps only 全部 when the subspecialty list fails', async () => {
    api.on(infoEndpoints.subspecialties, () => {
      throw new ApiError(500, '服务器繁忙');
    });
    renderAt('/info', <InfoListPage />);
    await screen.findAllByRole('listitem');
    const filter = screen.getByRole('navigation', { name: '亚专业筛选' });
    expect(
      within(filter)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['全部']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
