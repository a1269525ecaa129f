import { act } from '@testing-library/react';

/**
 * jsdom has no IntersectionObserver: this one watches nothing by itself, and `reachBottom()`
 * tells every watched sentinel it came into view (an infinite list's "load more").
 */
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
