import type { JumpItem, JumpTarget } from '@portal/api/contract/jump';
import type { SearchResponse, SearchResultItem } from '@portal/api/contract/search';
import { MemoryRouter, useLocation } from '@portal/router';
import { newQueryClient } from '@portal/session/query-client';
import { HostProvider, type PortalHost } from '@portal/shared-ui/host';
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** The jump rules of spec 2 for the types search results link to, each in a new tab. */
export function testJump(item: JumpItem): JumpTarget {
  switch (item.type) {
    case 'info':
    case 'other':
      return item.url ? { kind: 'link', url: item.url, newTab: true } : { kind: 'none' };
    case 'mparticle':
      return { kind: 'link', url: `/case/detail-ugc?id=${item.id}`, newTab: true };
    case 'meeting':
      return {
        kind: 'link',
        url: `/meeting/detail?id=${item.id}${item.agendaId ? `&agendaId=${item.agendaId}` : ''}`,
        newTab: true,
      };
    case 'ocscourse':
      return { kind: 'link', url: `/mooc/#/pages/coursePlay/coursePlay?courseId=${item.id}`, newTab: true };
    case 'elab_case_detail':
      return { kind: 'link', url: `/link/detail?id=${item.id}`, newTab: true };
    default:
      return { kind: 'none' };
  }
}

export const testHost: PortalHost = {
  resolveJump: testJump,
  openItem: jest.fn(),
  toast: jest.fn(),
  requireLogin: jest.fn(() => false),
  goSignIn: jest.fn(),
  openSearch: jest.fn(),
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

// the library tells components in a later macrotask; in tests, as soon as the answer is there, so
// `await act(...)` sees what a user would see a moment later
notifyManager.setScheduler(queueMicrotask);

/**
 * Renders `ui` at `url` inside a router, the test host and a fresh server-state cache (no retries),
 * as the shell provides one: no test sees another's answers. `location()` reads the current URL.
 */
export function renderAt(url: string, ui: ReactElement, host: PortalHost = testHost) {
  const result = render(
    <QueryClientProvider client={newQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={[url]}>
        <HostProvider host={host}>
          {ui}
          <LocationProbe />
        </HostProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, location: () => result.getByTestId('location').textContent };
}

/** The sentinels being watched; `reachBottom()` scrolls them into view. */
const observed = new Set<{ callback: IntersectionObserverCallback; target: Element }>();

export class FakeIntersectionObserver {
  private entries: { callback: IntersectionObserverCallback; target: Element }[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { callback: this.callback, target };
    this.entries.push(entry);
    observed.add(entry);
  }
  disconnect() {
    for (const e of this.entries) observed.delete(e);
    this.entries = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

export function installIntersectionObserver() {
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
}

/** How many sentinels are watched now (0 once the list is done). */
export const watchedSentinels = () => observed.size;

export function reachBottom() {
  act(() => {
    for (const { callback, target } of [...observed]) {
      callback(
        [{ isIntersecting: true, target } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    }
  });
}

/** A local-time timestamp, so formatted dates do not depend on the machine's time zone. */
export const localTime = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(y, m - 1, d, h, min).getTime();

export function infoResult(id: number, title = `胶质母细胞瘤术中荧光引导切除进展 ${id}`): SearchResultItem {
  return {
    type: 'info',
    info: {
      infoId: id,
      infoImg: `/media/covers/info-${id}.svg`,
      infoTitle: title,
      essences: 'F',
      publishDate: localTime(2024, 5, 6, 9, 30),
      authorList: [{ authorName: '王建国', headImage: '/media/avatars/1.svg', userId: 11 }],
      authorNames: '王建国',
      searchDescription: '5-ALA 荧光引导下的最大安全切除，对胶质瘤患者总体生存期的影响。',
      bmsAuth: 0,
      compileArticle: 'F',
      subspecialtys: [{ id: 2, name: '神经肿瘤' }],
      showViews: 1234,
      showComments: 56,
      showDiggs: 78,
      url: `/info/detail?id=${id}`,
    },
  };
}

export function searchResponse(
  list: SearchResultItem[],
  page: { pageNo?: number; totalPage?: number; totalCount?: number } = {},
  extra: Partial<Pick<SearchResponse, 'counts' | 'highlight'>> = {},
): SearchResponse {
  const pageNo = page.pageNo ?? 1;
  const totalPage = page.totalPage ?? 1;
  return {
    code: 1,
    list,
    page: { pageNo, pageSize: 9, totalPage, totalCount: page.totalCount ?? list.length },
    counts: extra.counts ?? {},
    highlight: extra.highlight ?? [],
  };
}

/** A promise settled from outside, to hold a call in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
