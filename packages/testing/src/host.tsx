import type { JumpItem, JumpTarget } from '@portal/api/contract/jump';
import type { PortalHost } from '@portal/shared-ui/host';

/**
 * The jump rules of spec 2 that the remotes' tests meet, each in a new tab: the shell owns the
 * real table; a remote's test needs only to see links go where the host says.
 */
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
    case 'elab_special_column':
      return { kind: 'link', url: `/link/columnlist/${item.id}`, newTab: true };
    case 'elab_case':
      return { kind: 'link', url: '/link/', newTab: true };
    default:
      return { kind: 'none' };
  }
}

/** A host contract for tests: the jump rules above, every action a `jest.fn()` to assert on. */
export function createTestHost(overrides: Partial<PortalHost> = {}): PortalHost {
  return {
    resolveJump: testJump,
    openItem: jest.fn(),
    toast: jest.fn(),
    requireLogin: jest.fn(() => false),
    goSignIn: jest.fn(),
    openSearch: jest.fn(),
    ...overrides,
  };
}

/** The host every `renderAt` uses unless given another; its actions are cleared between tests (`clearMocks`). */
export const testHost: PortalHost = createTestHost();
