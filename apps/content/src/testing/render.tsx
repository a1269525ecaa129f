import type { InfoDetail, InfoItem } from '@portal/api/contract/info';
import type { JumpItem, JumpTarget } from '@portal/api/contract/jump';
import { HostProvider, type PortalHost } from '@portal/shared-ui/host';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

/** The jump rule tests need: info items go to the link given with them, in a new tab. */
export const testHost: PortalHost = {
  resolveJump: (item: JumpItem): JumpTarget =>
    item.type === 'info' && item.url ? { kind: 'link', url: item.url, newTab: true } : { kind: 'none' },
  openItem: jest.fn(),
  toast: jest.fn(),
  requireLogin: jest.fn(() => false),
  goSignIn: jest.fn(),
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
    ...overrides,
  };
}
