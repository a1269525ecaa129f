/** What travels on a barrage bus (barrage-bus.ts), in a module of its own that imports nothing. */

export interface LiveBarrage {
  id: number;
  meetingId: number;
  /** the venue whose video it belongs to: a meeting's subscribers filter by it */
  fieldId: number;
  /** the sender's user id, for marking it `mine` on their own sockets; never sent to clients (`sender` is the public face) */
  userId: number;
  text: string;
  /** 0 scrolling, 1 top, 2 bottom (the danmuku plugin's modes) */
  mode: 0 | 1 | 2;
  color: string;
  /** milliseconds into the venue's video */
  mediaTime: number;
  /** epoch milliseconds */
  createdAt: number;
  sender: { id: number; realName: string };
}

export type BusEvent =
  | { kind: 'barrage'; barrage: LiveBarrage }
  | { kind: 'viewers'; meetingId: number; count: number };
