import type { NavigationQuery, NavLink } from '@portal/api/contract/portal';
import { navigationQuery } from '@portal/api/queries/portal';
import { useQuery } from '@portal/query';
import { useFrameIdle } from './frame-calls';

export type NavItem = Pick<NavLink, 'name' | 'url' | 'newTab'>;
export type NavPosition = NavigationQuery['position'];

/** The static list of messages.ts, shaped like the server's links: the fallback when the call fails. */
export function fallbackNav(items: ReadonlyArray<{ label: string; to: string }>): NavItem[] {
  return items.map((item) => ({ name: item.label, url: item.to, newTab: false }));
}

/**
 * The enabled navigation links of `position`, in the server's order. Shows `fallback` until the
 * call answers and keeps it when the call fails. Asked in the first idle period, after the frame's
 * first paint.
 */
export function useNavigation(position: NavPosition, fallback: NavItem[]): NavItem[] {
  const { data } = useQuery({ ...navigationQuery(position), enabled: useFrameIdle() });
  return data ?? fallback;
}
