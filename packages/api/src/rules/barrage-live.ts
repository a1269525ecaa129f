import { BARRAGE_LIVE_PATH } from '@portal/api/endpoints/barrage';
import type { Barrage } from '../contract/barrage';
import type { GiftEvent } from '../contract/meeting-gifts';

/**
 * The live barrage socket (issue 11, path `BARRAGE_LIVE_PATH` of the barrage endpoints): its address and messages, declared once
 * for the server and the player. Schema-free (the Barrage type is erased at build).
 */
/** the socket of a venue; `after`: the last barrage id seen, so a reconnect resumes without gaps or repeats */
export function liveBarrageUrl(origin: string, meetingId: number, fieldId: number, after?: number): string {
  const url = new URL(BARRAGE_LIVE_PATH, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('meetingId', String(meetingId));
  url.searchParams.set('fieldId', String(fieldId));
  if (after) url.searchParams.set('after', String(after));
  return url.toString();
}

/**
 * The close code of a live socket whose instance is restarting (WebSocket's 1012, Service Restart):
 * the player reconnects at once (through the load balancer, to an instance that stays) and resumes
 * from the last id it saw, instead of backing off as after a failure.
 */
export const LIVE_RESTART_CLOSE_CODE = 1012;

/** what the server sends; a client sends only `{"type":"ping"}` */
export type LiveMessage =
  | { type: 'hello'; viewers: number; lastId: number }
  | { type: 'barrage'; barrage: Barrage }
  | { type: 'gift'; gift: GiftEvent }
  | { type: 'viewers'; count: number }
  | { type: 'pong' };
