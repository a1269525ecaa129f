import type { Barrage } from '@portal/api/contract/barrage';
import type { GiftEvent } from '@portal/api/contract/meeting-gifts';
import type { VenuePlay } from '@portal/api/contract/meeting-playback';
import { barrageCalls, sendBarrageWrite } from '@portal/api/mutations/meetings';
import { barrageHeatQuery, barragePresetsQuery, giftRankingKey } from '@portal/api/queries/meetings';
import { LIVE_RESTART_CLOSE_CODE, type LiveMessage, liveBarrageUrl } from '@portal/api/rules/barrage-live';
import { BARRAGE_RULES, type BarrageMode } from '@portal/api/rules/meetings';
import { useQuery, useQueryClient } from '@portal/query';
import { useHost } from '@portal/shared-ui/host';
import { useWrite } from '@portal/shared-ui/use-write';
import type { Danmu } from 'artplayer-plugin-danmuku';
import { useMemo } from 'react';
import { messages } from '../../messages';
import type { BlockList } from './block-list';
import type { BarrageHooks } from './venue-video';

/** a barrage as the danmaku plugin draws it; one's own is outlined */
export const toDanmu = (b: Barrage): Danmu => ({
  text: b.text,
  mode: b.mode as BarrageMode,
  color: b.color,
  time: b.mediaTime / 1000,
  border: b.mine,
});

/** a gift in the room, drawn as a barrage at the top: everyone watching sees it */
export const giftDanmu = (gift: GiftEvent): Danmu => ({
  text: messages.barrage.gift(gift.sender.realName, gift.giftName, gift.count),
  mode: 1,
  color: '#ffd302',
  border: gift.mine,
});

/** reconnect delays: quick at first, then every 10 s */
const RETRY_MS = [1_000, 2_000, 5_000, 10_000];
/** a restarting instance's viewers come back within this long */
const RESTART_SPREAD_MS = 500;

/**
 * Opens the venue's live socket and hands each barrage of others to `emit` (one's own is drawn at
 * once by the player when the server accepts it). A dropped socket reconnects with the last id
 * seen, and the server sends what was missed, once.
 */
export function subscribeLive(
  meetingId: number,
  fieldId: number,
  emit: (danmu: Danmu) => void,
  onViewers: (count: number) => void,
  origin = window.location.origin,
  onGift: (gift: GiftEvent) => void = () => undefined,
): () => void {
  let socket: WebSocket | null = null;
  let lastId = 0;
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  const seen = new Set<number>();

  const open = () => {
    socket = new WebSocket(liveBarrageUrl(origin, meetingId, fieldId, lastId || undefined));
    socket.onmessage = (event) => {
      let message: LiveMessage;
      try {
        message = JSON.parse(String(event.data)) as LiveMessage;
      } catch {
        return;
      }
      if (message.type === 'hello') {
        tries = 0;
        onViewers(message.viewers);
        if (!lastId) lastId = message.lastId;
      } else if (message.type === 'viewers') onViewers(message.count);
      else if (message.type === 'gift') onGift(message.gift);
      else if (message.type === 'barrage') {
        const b = message.barrage;
        lastId = Math.max(lastId, b.id);
        if (seen.has(b.id) || b.mine) return;
        seen.add(b.id);
        emit({ ...toDanmu(b), time: undefined });
      }
    };
    socket.onclose = (event) => {
      if (closed) return;
      if (event.code === LIVE_RESTART_CLOSE_CODE) {
        // the instance is restarting, not failing: back at once (spread a little, so its viewers
        // do not all arrive at the other instance in the same millisecond)
        timer = setTimeout(open, Math.random() * RESTART_SPREAD_MS);
        return;
      }
      timer = setTimeout(open, RETRY_MS[Math.min(tries, RETRY_MS.length - 1)]);
      tries += 1;
    };
  };
  open();
  return () => {
    closed = true;
    clearTimeout(timer);
    socket?.close();
  };
}

/**
 * The barrage of one venue for its player: replay windows and the heat-map, preset phrases, the
 * personal block list, and sending (signed-in only; the server's reason for a refusal as a toast).
 */
export function useVenueBarrage(
  meetingId: number,
  venue: VenuePlay,
  onViewers: (count: number) => void,
  blocks: BlockList,
): BarrageHooks {
  const host = useHost();
  const queryClient = useQueryClient();
  const heat = useQuery({ ...barrageHeatQuery(meetingId, venue.fieldId), enabled: !venue.live });
  const presets = useQuery(barragePresetsQuery(meetingId));
  // several may be on their way at once (the player's cooldown paces them)
  const { run: sendBarrage } = useWrite(sendBarrageWrite, {
    exclusive: false,
    failedText: messages.barrage.sendFailed,
  });
  const { fieldId, live, startedAt } = venue;

  return useMemo<BarrageHooks>(
    () => ({
      lockTime: BARRAGE_RULES.cooldownMs / 1000,
      maxLength: BARRAGE_RULES.maxChars,
      colors: [...BARRAGE_RULES.colors],
      presets: presets.data?.list.map((p) => p.text) ?? [],
      heat: heat.data
        ? heat.data.buckets.map((value, i) => ({ time: (i * heat.data.bucketMs) / 1000, value }))
        : undefined,
      filter: (d) => !blocks.hides(d.text),
      loadWindow: async (from, to) => {
        const { list } = await barrageCalls.window({ meetingId, fieldId, from, to });
        return list.map(toDanmu);
      },
      send: async (d) => {
        if (!host.requireLogin()) return false;
        const sent = await sendBarrage({
          meetingId,
          fieldId,
          text: d.text,
          mode: (d.mode ?? 0) as BarrageMode,
          color: (d.color ?? '#ffffff').toLowerCase(),
          mediaTime: Math.max(0, Math.round(live ? Date.now() - startedAt : (d.time ?? 0) * 1000)),
        });
        return sent !== undefined;
      },
      subscribe: live
        ? (emit) =>
            subscribeLive(meetingId, fieldId, emit, onViewers, window.location.origin, (gift) => {
              emit(giftDanmu(gift));
              // the room's ranking moved
              void queryClient.invalidateQueries({ queryKey: giftRankingKey(meetingId) });
            })
        : undefined,
    }),
    [
      host,
      queryClient,
      sendBarrage,
      heat.data,
      presets.data,
      blocks,
      meetingId,
      fieldId,
      live,
      startedAt,
      onViewers,
    ],
  );
}
