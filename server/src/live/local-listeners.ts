/**
 * What both barrage buses share: the listeners of this instance, one Set per meeting, and the
 * throttle of the 'viewers' events. Internal to the barrage folder (index.ts does not export it).
 */
import type { BusEvent } from './bus-events';

export type BusListener = (event: BusEvent) => void;
export type ErrorReporter = (error: unknown, context: string) => void;

/** Default reporter: a broken listener or a Redis hiccup is logged, never thrown into the bus. */
export const reportToConsole: ErrorReporter = (error, context) => {
  console.error(`[barrage-bus] ${context}:`, error);
};

/** At most one 'viewers' event per meeting per this many milliseconds. */
export const VIEWERS_THROTTLE_MS = 500;

/**
 * Keyed leading + trailing throttle: the first value of a key fires at once, later values within
 * `intervalMs` of the last firing are held and the latest of them fires when the interval ends.
 * `fire` returns false when it chose not to emit (a duplicate), which does not start an interval.
 * Timers are unref'd and `clear()` cancels them all.
 */
export class KeyedThrottle<K, V> {
  private readonly state = new Map<K, { lastAt: number; timer?: NodeJS.Timeout; pending?: { value: V } }>();

  constructor(
    private readonly intervalMs: number,
    private readonly fire: (key: K, value: V) => boolean,
  ) {}

  push(key: K, value: V): void {
    const now = Date.now();
    let s = this.state.get(key);
    if (!s) {
      s = { lastAt: Number.NEGATIVE_INFINITY };
      this.state.set(key, s);
    }
    if (s.timer) {
      s.pending = { value };
      return;
    }
    const wait = s.lastAt + this.intervalMs - now;
    if (wait <= 0) {
      if (this.fire(key, value)) s.lastAt = now;
      return;
    }
    s.pending = { value };
    this.schedule(key, s, wait);
  }

  private schedule(
    key: K,
    s: { lastAt: number; timer?: NodeJS.Timeout; pending?: { value: V } },
    wait: number,
  ) {
    s.timer = setTimeout(() => {
      s.timer = undefined;
      const pending = s.pending;
      s.pending = undefined;
      if (pending && this.fire(key, pending.value)) s.lastAt = Date.now();
    }, wait);
    s.timer.unref();
  }

  cancel(key: K): void {
    const s = this.state.get(key);
    if (s?.timer) clearTimeout(s.timer);
    this.state.delete(key);
  }

  clear(): void {
    for (const s of this.state.values()) if (s.timer) clearTimeout(s.timer);
    this.state.clear();
  }
}

/**
 * The listeners of this instance: meetingId → Set of listeners. Delivery is synchronous, in a loop
 * over a snapshot of the set; a listener that throws is reported and the others still get the event.
 */
export class LocalListeners {
  private readonly byMeeting = new Map<number, Set<BusListener>>();
  private readonly lastViewers = new Map<number, number>();
  private readonly viewersThrottle: KeyedThrottle<number, number>;

  constructor(
    private readonly onError: ErrorReporter,
    throttleMs = VIEWERS_THROTTLE_MS,
  ) {
    this.viewersThrottle = new KeyedThrottle(throttleMs, (meetingId, count) => {
      if (!this.byMeeting.has(meetingId) || this.lastViewers.get(meetingId) === count) return false;
      this.lastViewers.set(meetingId, count);
      this.dispatch(meetingId, { kind: 'viewers', meetingId, count });
      return true;
    });
  }

  /** Adds a listener; true when it is the meeting's first on this instance. */
  add(meetingId: number, listener: BusListener): boolean {
    let set = this.byMeeting.get(meetingId);
    const first = !set;
    if (!set) {
      set = new Set();
      this.byMeeting.set(meetingId, set);
    }
    set.add(listener);
    return first;
  }

  /** Removes a listener; true when it was the meeting's last on this instance. */
  remove(meetingId: number, listener: BusListener): boolean {
    const set = this.byMeeting.get(meetingId);
    if (!set?.delete(listener) || set.size > 0) return false;
    this.byMeeting.delete(meetingId);
    this.viewersThrottle.cancel(meetingId);
    this.lastViewers.delete(meetingId);
    return true;
  }

  has(meetingId: number): boolean {
    return this.byMeeting.has(meetingId);
  }

  meetings(): number[] {
    return [...this.byMeeting.keys()];
  }

  dispatch(meetingId: number, event: BusEvent): void {
    const set = this.byMeeting.get(meetingId);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(event);
      } catch (error) {
        this.onError(error, `a listener of meeting ${meetingId} threw on a '${event.kind}' event`);
      }
    }
  }

  /** A meeting's total changed: tell its listeners, throttled, and only when the count differs from the last one they got. */
  emitViewers(meetingId: number, count: number): void {
    if (this.byMeeting.has(meetingId)) this.viewersThrottle.push(meetingId, count);
  }

  clear(): void {
    this.viewersThrottle.clear();
    this.byMeeting.clear();
    this.lastViewers.clear();
  }
}

export function assertMeetingId(meetingId: number): void {
  if (!Number.isSafeInteger(meetingId) || meetingId <= 0)
    throw new TypeError(`meetingId must be a positive integer, got ${meetingId}`);
}

export function assertCount(count: number): void {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new TypeError(`viewer count must be a non-negative integer, got ${count}`);
}
