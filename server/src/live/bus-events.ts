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

/** a gift sent in a live room (issue 12): shown to everyone watching the venue */
export interface LiveGift {
  /** the gift order's number */
  id: string;
  meetingId: number;
  fieldId: number;
  /** the sender's user id, for marking it `mine`; never sent to clients */
  userId: number;
  sender: { id: number; realName: string };
  giftId: number;
  giftName: string;
  icon: string;
  count: number;
  coins: number;
  createdAt: number;
}

export type BusEvent =
  | { kind: 'barrage'; barrage: LiveBarrage }
  | { kind: 'gift'; gift: LiveGift }
  | { kind: 'viewers'; meetingId: number; count: number };
