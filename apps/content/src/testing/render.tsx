import type { ArticleDetail, ArticleItem } from '@portal/api/contract/article';
import type { InfoDetail, InfoItem } from '@portal/api/contract/info';
import type { JumpItem, JumpTarget } from '@portal/api/contract/jump';
import { MemoryRouter, useLocation } from '@portal/router';
import { newQueryClient } from '@portal/session/query-client';
import { HostProvider, type PortalHost } from '@portal/shared-ui/host';
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render as renderWithoutData } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

// the library tells components in a later macrotask; in tests, as soon as the answer is there, so
// `await act(...)` sees what a user would see a moment later
notifyManager.setScheduler(queueMicrotask);

/**
 * Testing Library's render inside a fresh server-state cache (no retries), as the app provides one:
 * no test sees another's answers. `rerender` keeps the same cache.
 */
export function render(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  const client = newQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderWithoutData(ui, { ...options, wrapper }), client };
}

/** The jump rule tests need: info items go to the link given with them, in a new tab. */
export const testHost: PortalHost = {
  resolveJump: (item: JumpItem): JumpTarget =>
    item.type === 'info' && item.url
      ? { kind: 'link', url: item.url, newTab: true }
      : item.type === 'mparticle'
        ? { kind: 'link', url: `/case/detail-ugc?id=${item.id}`, newTab: true }
        : { kind: 'none' },
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

/** Renders `ui` at `url` inside a router and the test host; `location()` reads the current URL. */
export function renderAt(url: string, ui: ReactElement) {
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <HostProvider host={testHost}>
        {ui}
        <LocationProbe />
      </HostProvider>
    </MemoryRouter>,
  );
  return { ...result, location: () => result.getByTestId('location').textContent };
}

/** A local-time timestamp, so formatted dates do not depend on the machine's time zone. */
export const localTime = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(y, m - 1, d, h, min).getTime();

export function makeInfoItem(overrides: Partial<InfoItem> = {}): InfoItem {
  const infoId = overrides.infoId ?? 1;
  return {
    infoId,
    infoImg: `/media/covers/info-${infoId}.svg`,
    infoTitle: `胶质母细胞瘤术中荧光引导切除进展 ${infoId}`,
    essences: 'F',
    publishDate: localTime(2024, 5, 6, 9, 30),
    authorList: [{ authorName: '王建国', headImage: '/media/avatars/1.svg', userId: 11 }],
    authorNames: '王建国',
    searchDescription: '5-ALA 荧光引导下的最大安全切除，对患者总体生存期的影响。',
    bmsAuth: 0,
    compileArticle: 'F',
    subspecialtys: [{ id: 2, name: '神经肿瘤' }],
    showViews: 1234,
    showComments: 56,
    showDiggs: 78,
    url: `/info/detail?id=${infoId}`,
    ...overrides,
  };
}

export function makeInfoDetail(overrides: Partial<InfoDetail> = {}): InfoDetail {
  return {
    ...makeInfoItem(overrides),
    content: '<p>导语</p><h2>手术要点</h2><p>正文</p>',
    source: '脑医汇',
    favorites: 3,
    diggStatus: 'F',
    isCollect: false,
    ...overrides,
  };
}

export function makeArticleItem(overrides: Partial<ArticleItem> = {}): ArticleItem {
  const id = overrides.id ?? 1;
  return {
    id,
    type: 'case',
    title: `复杂颅底脑膜瘤切除一例 ${id}`,
    description: '岩斜区脑膜瘤经乙状窦前入路切除，术后神经功能保留良好。',
    cover: `/media/covers/case-${id}.svg`,
    images: [],
    publishTime: localTime(2024, 6, 1, 10, 20),
    showViews: 321,
    showComments: 12,
    showDiggs: 45,
    favorites: 6,
    essences: 'F',
    bmsAuth: 0,
    creator: {
      id: 70,
      realName: '李明',
      company: '北京天坛医院',
      avatarAddress: '/media/avatars/li.svg',
      userPostNum: 8,
      fans: 100,
      identity: 1,
    },
    subspecialtys: [{ id: 2, name: '神经肿瘤' }],
    ...overrides,
  };
}

export function makeArticleDetail(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    ...makeArticleItem(overrides),
    status: 'published',
    userDiggs: 300,
    followStatus: 'NF',
    diggStatus: 'F',
    isArticleCollect: false,
    mpArticleParagraphs: '<p>病史摘要</p><h2>手术过程</h2><p>术中所见</p>',
    ...overrides,
  };
}
