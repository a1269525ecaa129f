/**
 * The fan-out of live barrage (弹幕): a barrage sent by a viewer of a meeting on any server instance
 * reaches every viewer of that meeting on every instance, and each meeting's live viewer count is
 * the sum over instances. This file: the contract and the one-process implementation (no Redis).
 * redis-barrage-bus.ts: the same contract over Redis pub/sub, for several instances.
 *
 * Listeners are kept per instance in one Set per meeting, so a meeting with 2,000 local viewers is
 * one subscription to the transport, not 2,000; delivery to them is a synchronous loop.
 */

import type { BusEvent, LiveBarrage, LiveGift } from './bus-events';
import {
  assertCount,
  assertMeetingId,
  type ErrorReporter,
  LocalListeners,
  reportToConsole,
} from './local-listeners';

export type { BusEvent, LiveBarrage, LiveGift } from './bus-events';

export interface BarrageBus {
  /** deliver to every subscriber of barrage.meetingId on every instance (including this one) */
  publish(barrage: LiveBarrage): Promise<void>;
  /** the same for a gift sent in a live room */
  publishGift(gift: LiveGift): Promise<void>;
  /** listen to one meeting; returns the unsubscribe function */
  subscribe(meetingId: number, listener: (event: BusEvent) => void): Promise<() => Promise<void>>;
  /** this instance now has `count` local viewers of the meeting; resolves to the total over all instances (also emitted to subscribers as a 'viewers' event, throttled to at most one per meeting per ~500 ms) */
  setLocalViewers(meetingId: number, count: number): Promise<number>;
  viewers(meetingId: number): Promise<number>;
  /** answers once the bus can carry messages (over Redis: both connections answer a PING); throws otherwise */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface BarrageBusOptions {
  /** where a throwing listener (or, over Redis, a connection error) is reported; console.error by default */
  onError?: ErrorReporter;
}

export function createMemoryBarrageBus(options: BarrageBusOptions = {}): BarrageBus {
  const listeners = new LocalListeners(options.onError ?? reportToConsole);
  const counts = new Map<number, number>();
  let closed = false;
  const assertOpen = () => {
    if (closed) throw new Error('the barrage bus is closed');
  };

  return {
    async publish(barrage) {
      assertOpen();
      assertMeetingId(barrage.meetingId);
      listeners.dispatch(barrage.meetingId, { kind: 'barrage', barrage });
    },

    async publishGift(gift) {
      assertOpen();
      assertMeetingId(gift.meetingId);
      listeners.dispatch(gift.meetingId, { kind: 'gift', gift });
    },

    async subscribe(meetingId, listener) {
      assertOpen();
      assertMeetingId(meetingId);
      listeners.add(meetingId, listener);
      let done = false;
      return async () => {
        if (done) return;
        done = true;
        listeners.remove(meetingId, listener);
      };
    },

    async setLocalViewers(meetingId, count) {
      assertOpen();
      assertMeetingId(meetingId);
      assertCount(count);
      if (count > 0) counts.set(meetingId, count);
      else counts.delete(meetingId);
      listeners.emitViewers(meetingId, count);
      return count;
    },

    async viewers(meetingId) {
      assertOpen();
      assertMeetingId(meetingId);
      return counts.get(meetingId) ?? 0;
    },

    async ping() {
      assertOpen();
    },

    async close() {
      closed = true;
      listeners.clear();
      counts.clear();
    },
  };
}
