import { ApiError } from '@portal/api/errors';
import { type InfiniteData, QueryClient, QueryClientProvider, useInfiniteQuery } from '@portal/query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PagedList } from '../paged-list';

// jsdom has no IntersectionObserver: this one tells its sentinel "in view" when asked
const watched = new Set<{ callback: IntersectionObserverCallback; target: Element }>();
class Observer {
  private mine: { callback: IntersectionObserverCallback; target: Element }[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { callback: this.callback, target };
    this.mine.push(entry);
    watched.add(entry);
  }
  disconnect() {
    for (const e of this.mine) watched.delete(e);
    this.mine = [];
  }
}
const reachBottom = () =>
  act(() => {
    for (const { callback, target } of [...watched])
      callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

const TEXTS = { noMore: '没有更多了~', loading: '加载中…', loadFailed: '加载失败', retry: '重试' };

type Page = { list: string[]; page: { pageNo: number; totalPage: number } };

function List({ load }: { load: (pageNo: number) => Promise<Page> }) {
  const query = useInfiniteQuery<Page, unknown, InfiniteData<Page>, string[], number>({
    queryKey: ['list'],
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page.pageNo < last.page.totalPage ? last.page.pageNo + 1 : undefined),
  });
  return (
    <PagedList query={query} texts={TEXTS} emptyText="暂无内容">
      {(items) => (
        <ul aria-label="列表">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function show(load: (pageNo: number) => Promise<Page>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <List load={load} />
    </QueryClientProvider>,
  );
}

const page = (pageNo: number, totalPage: number, list: string[]): Page => ({
  list,
  page: { pageNo, totalPage },
});

beforeEach(() => {
  watched.clear();
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: Observer,
  });
});

describe('PagedList', () => {
  it('says loading while the first page comes, then the items, the next page near the end, and no more', async () => {
    const load = jest.fn(async (pageNo: number) =>
      pageNo === 1 ? page(1, 2, ['甲', '乙']) : page(2, 2, ['丙']),
    );
    show(load);
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    expect(await screen.findByText('乙')).toBeInTheDocument();
    reachBottom();
    expect(await screen.findByText('丙')).toBeInTheDocument();
    expect(await screen.findByText('没有更多了~')).toBeInTheDocument();
    expect(load.mock.calls.map(([n]) => n)).toEqual([1, 2]);
  });

  it('shows the empty text when the only page is empty', async () => {
    show(async () => page(1, 1, []));
    expect(await screen.findByText('暂无内容')).toBeInTheDocument();
  });

  it('a failed next page shows the server’s message; 重试 asks that page again, not the list', async () => {
    let failNext = true;
    const load = jest.fn(async (pageNo: number) => {
      if (pageNo === 2 && failNext) {
        failNext = false;
        throw new ApiError(500, '服务繁忙');
      }
      return pageNo === 1 ? page(1, 2, ['甲']) : page(2, 2, ['乙']);
    });
    show(load);
    await screen.findByText('甲');
    reachBottom();
    expect(await screen.findByText('服务繁忙')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('乙')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('服务繁忙')).toBeNull());
    expect(screen.getByText('甲')).toBeInTheDocument();
    expect(load.mock.calls.map(([n]) => n)).toEqual([1, 2, 2]);
  });
});
