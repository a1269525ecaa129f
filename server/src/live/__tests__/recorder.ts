import type { BusEvent, LiveBarrage } from '../barrage-bus';

/** A test listener that keeps what it got and lets a test wait for an event (the timeout only guards a hang). */
export function recorder(name = 'listener') {
  const events: BusEvent[] = [];
  const waiters = new Set<{
    since: number;
    match: (e: BusEvent) => boolean;
    resolve: (e: BusEvent) => void;
  }>();
  const listener = (event: BusEvent) => {
    events.push(event);
    for (const w of waiters)
      if (events.length - 1 >= w.since && w.match(event)) {
        waiters.delete(w);
        w.resolve(event);
      }
  };
  return {
    listener,
    events,
    /** the index the next event will get: pass it as `since` to wait only for later events */
    mark: () => events.length,
    waitFor(match: (e: BusEvent) => boolean, { since = 0, timeoutMs = 120_000, what = 'an event' } = {}) {
      const seen = events.slice(since).find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise<BusEvent>((resolve, reject) => {
        const waiter = {
          since,
          match,
          resolve: (e: BusEvent) => {
            clearTimeout(timer);
            resolve(e);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`${name}: no ${what} within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    waitForBarrage(id: number, options: { since?: number; timeoutMs?: number } = {}) {
      return this.waitFor((e) => e.kind === 'barrage' && e.barrage.id === id, {
        ...options,
        what: `barrage ${id}`,
      });
    },
    waitForViewers(count: number, options: { since?: number; timeoutMs?: number } = {}) {
      return this.waitFor((e) => e.kind === 'viewers' && e.count === count, {
        ...options,
        what: `viewers event with count ${count}`,
      });
    },
    barrageIds: () => events.flatMap((e) => (e.kind === 'barrage' ? [e.barrage.id] : [])),
    viewerCounts: () => events.flatMap((e) => (e.kind === 'viewers' ? [e.count] : [])),
  };
}

export function barrage(meetingId: number, id: number, text = `弹幕 ${id}`): LiveBarrage {
  return {
    id,
    meetingId,
    fieldId: 1,
    userId: 7,
    text,
    mode: 0,
    color: '#ffffff',
    mediaTime: 12_500,
    createdAt: Date.now(),
    sender: { id: 7, realName: '王医生' },
  };
}
