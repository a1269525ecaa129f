// its own module: the player does not carry the comment system
import { IdentifierFindings } from '@portal/shared-ui/identifier-findings';
import Artplayer from 'artplayer';
import artplayerPluginDanmuku, {
  type Danmu,
  type Option as DanmukuOption,
  type Result as DanmukuPlugin,
} from 'artplayer-plugin-danmuku';
import Hls from 'hls.js';
import { useEffect, useRef, useState } from 'react';
import { messages } from '../../messages';
import { pauseBarrageOnHover } from './barrage-hover';

export interface VideoChapter {
  /** seconds into the venue's video */
  time: number;
  text: string;
}

/** the class of artplayer-plugin-danmuku's text input (its emitter) */
export const BARRAGE_INPUT_CLASS = 'apd-input';

export interface BarrageHooks {
  /** the replay barrage: loaded window by window as the video plays */
  loadWindow?: (fromMs: number, toMs: number) => Promise<Danmu[]>;
  /** the density over the timeline, for the heat-map (replay) */
  heat?: { time: number; value: number }[];
  /** sends one; resolves true when the server stored it (false: refused, the reason already shown) */
  send?: (danmu: Danmu) => Promise<boolean>;
  /** live barrage arriving from others: subscribe, answer the unsubscribe */
  subscribe?: (emit: (danmu: Danmu) => void) => () => void;
  /** words a viewer blocked (personal list) and the danmaku it hides */
  filter?: (danmu: Danmu) => boolean;
  /** the send cooldown, seconds */
  lockTime?: number;
  maxLength?: number;
  /** the colours a sender may pick */
  colors?: string[];
  /** phrases sent with one click (v2/getPresetComment) */
  presets?: string[];
}

export interface VenueVideoProps {
  src: string;
  poster: string;
  title: string;
  live: boolean;
  chapters: VideoChapter[];
  /** seconds to start at (an agenda item's chapter) */
  startAt?: number;
  /** play at once: the viewer has just pressed play on the poster */
  autoPlay?: boolean;
  barrage?: BarrageHooks;
  /** told when the video starts or stops playing (the watch-time beats) */
  onPlayingChange?: (playing: boolean) => void;
}

const WINDOW_S = 60;

/**
 * The venue's HLS video in ArtPlayer (hls.js where the browser has no native HLS), with agenda
 * chapters on the progress bar and the danmaku plugin for barrage. Loaded on its own chunk, only
 * where a video plays.
 */
export default function VenueVideo({
  src,
  poster,
  title,
  live,
  chapters,
  startAt,
  autoPlay = false,
  barrage,
  onPlayingChange,
}: VenueVideoProps) {
  const container = useRef<HTMLDivElement>(null);
  // the hooks change identity with every render of the page; the player reads the latest
  const hooks = useRef(barrage);
  hooks.current = barrage;
  const player = useRef<Artplayer | null>(null);
  const playingChange = useRef(onPlayingChange);
  playingChange.current = onPlayingChange;
  /** what is typed in the player's barrage input, for the patient identifiers found in it (issue 23) */
  const [draft, setDraft] = useState('');
  const draftInput = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    let hls: Hls | null = null;
    const loadedWindows = new Set<number>();
    const art = new Artplayer({
      container: el,
      url: src,
      type: 'm3u8',
      poster,
      lang: 'zh-cn',
      isLive: live,
      autoplay: autoPlay,
      autoSize: false,
      setting: true,
      playbackRate: !live,
      fullscreen: true,
      fullscreenWeb: true,
      pip: true,
      miniProgressBar: true,
      theme: '#1a66db',
      highlight: live ? [] : chapters,
      moreVideoAttr: { preload: 'metadata', 'aria-label': title } as Partial<HTMLVideoElement>,
      customType: {
        m3u8: (video: HTMLVideoElement, url: string) => {
          if (Hls.isSupported()) {
            hls = new Hls({ liveSyncDurationCount: 3 });
            hls.loadSource(url);
            hls.attachMedia(video);
          } else {
            video.src = url;
          }
        },
      },
      plugins: [
        artplayerPluginDanmuku({
          danmuku: [],
          points: hooks.current?.heat ?? [],
          heatmap: !live && (hooks.current?.heat?.length ?? 0) > 0,
          antiOverlap: true,
          synchronousPlayback: true,
          emitter: Boolean(hooks.current?.send),
          maxLength: hooks.current?.maxLength ?? 150,
          lockTime: hooks.current?.lockTime ?? 5,
          theme: 'dark',
          ...(hooks.current?.colors ? { COLOR: hooks.current.colors } : {}),
          filter: (d) => hooks.current?.filter?.(d) ?? true,
          beforeEmit: async (d) => {
            const sent = hooks.current?.send ? await hooks.current.send(d) : false;
            // the plugin empties its input once sent: so do the findings under it
            if (sent) setDraft('');
            return sent;
          },
        }),
      ],
    });

    player.current = art;
    const stopHover = pauseBarrageOnHover(art, el);
    // the danmaku plugin's input lives outside React: its typing is read as it bubbles up, so the
    // findings under the player follow it
    const onInput = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !input.classList.contains(BARRAGE_INPUT_CLASS)) return;
      draftInput.current = input;
      setDraft(input.value);
    };
    el.addEventListener('input', onInput);
    const danmuku = () => art.plugins.artplayerPluginDanmuku as unknown as DanmukuPlugin;

    // replay: the barrage of the minute being watched, and of the next, once each
    async function loadAround(seconds: number) {
      const load = hooks.current?.loadWindow;
      if (!load || live) return;
      for (const w of [Math.floor(seconds / WINDOW_S), Math.floor(seconds / WINDOW_S) + 1]) {
        if (loadedWindows.has(w)) continue;
        loadedWindows.add(w);
        try {
          const items = await load(w * WINDOW_S * 1000, (w + 1) * WINDOW_S * 1000);
          for (const d of items) danmuku().emit(d);
        } catch {
          loadedWindows.delete(w);
        }
      }
    }
    art.on('ready', () => {
      if (startAt && !live) art.seek = startAt;
      void loadAround(startAt ?? 0);
    });
    art.on('video:timeupdate', () => void loadAround(art.currentTime));
    art.on('seek', (time: number) => void loadAround(time));
    const unsubscribe = live ? hooks.current?.subscribe?.((d) => danmuku().emit(d)) : undefined;
    art.on('video:playing', () => playingChange.current?.(true));
    art.on('video:pause', () => playingChange.current?.(false));
    art.on('video:ended', () => playingChange.current?.(false));

    return () => {
      playingChange.current?.(false);
      stopHover();
      el.removeEventListener('input', onInput);
      unsubscribe?.();
      hls?.destroy();
      player.current = null;
      art.destroy(false);
    };
  }, [src, poster, title, live, chapters, startAt, autoPlay]);

  // the heat-map arrives after the player is built: hand it over when it does
  const heat = barrage?.heat;
  useEffect(() => {
    const art = player.current;
    if (!art || live || !heat || heat.length === 0) return;
    // only these two options change: the loaded barrage stays (config merges)
    (art.plugins.artplayerPluginDanmuku as unknown as DanmukuPlugin).config({
      points: heat,
      heatmap: true,
    } as DanmukuOption);
  }, [heat, live]);

  // a preset goes through the same door as typed barrage: sent first, drawn once accepted
  async function sendPreset(text: string) {
    const art = player.current;
    const send = hooks.current?.send;
    if (!art || !send) return;
    const danmu: Danmu = { text, mode: 0, color: '#ffffff', time: art.currentTime };
    if (await send(danmu))
      (art.plugins.artplayerPluginDanmuku as unknown as DanmukuPlugin).emit({
        text,
        mode: 0,
        color: '#ffffff',
        border: true,
      });
  }

  const presets = barrage?.presets ?? [];
  return (
    <div>
      <div ref={container} className="aspect-video w-full overflow-hidden rounded-md bg-black" />
      {barrage?.send ? (
        <IdentifierFindings
          text={draft}
          onMask={(next) => {
            // 遮盖 writes into the plugin's own input, where the user goes on typing and sends from
            if (draftInput.current) draftInput.current.value = next;
            setDraft(next);
          }}
        />
      ) : null}
      {presets.length > 0 && barrage?.send ? (
        <ul aria-label={messages.barrage.presets} className="mt-2 flex flex-wrap gap-2">
          {presets.map((text) => (
            <li key={text}>
              <button
                type="button"
                onClick={() => void sendPreset(text)}
                className="rounded-full bg-surface px-3 py-1 text-xs text-ink-soft hover:bg-brand-50 hover:text-brand"
              >
                {text}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
