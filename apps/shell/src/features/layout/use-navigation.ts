import type { NavigationQuery, NavLink } from '@portal/api/contract/portal';
import { useEffect, useState } from 'react';
import { frameCallsWhenIdle } from './frame-calls';

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
  const [items, setItems] = useState(fallback);
  useEffect(() => {
    const controller = new AbortController();
    frameCallsWhenIdle()
      .then((calls) => {
        if (controller.signal.aborted) throw new Error('unmounted');
        return calls.getNavigation(position, { signal: controller.signal });
      })
      .then((envelope) => {
        if (!controller.signal.aborted) setItems(envelope.list);
      })
      .catch(() => {
        // keep the static links
      });
    return () => controller.abort();
  }, [position]);
  return items;
}
