import type { JumpItem, JumpTarget } from '@portal/api/contract/jump';
import type { PortalHost } from '@portal/shared-ui/host';
import { testHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';

/** The shell's rules for what the right column links to (spec 2), in a new tab. */
export const sidebarHost: PortalHost = {
  ...testHost,
  openSearch: jest.fn(),
  resolveJump: (item: JumpItem): JumpTarget => {
    if (item.type === 'community_circle')
      return { kind: 'link', url: `/topic-circle/communitycircle?id=${item.id}`, newTab: true };
    if (item.type === 'community_qa')
      return { kind: 'link', url: `/topic-circle/communitytopic?id=${item.id}`, newTab: true };
    if (item.type === 'product')
      return {
        kind: 'link',
        url: `/bms/classify/${item.categoryId ?? '-'}/product-details/${item.id}`,
        newTab: true,
      };
    return testHost.resolveJump(item);
  },
};

export const page = (n: number) => ({ pageNo: 1, pageSize: Math.max(n, 1), totalCount: n, totalPage: 1 });
export const listOf = <T,>(list: T[]) => ({ code: 1 as const, list, page: page(list.length) });

/** A promise that never settles: the card stays loading. */
export const pending = <T,>() => new Promise<T>(() => {});

export function renderCard(ui: ReactElement, host: PortalHost = sidebarHost) {
  return renderAt('/case/detail-ugc?id=8', ui, host);
}

/** Every card of the render has finished loading (its skeleton is gone). */
export const settled = () =>
  waitFor(() => expect(screen.queryByRole('status', { name: /加载中$/ })).not.toBeInTheDocument());
