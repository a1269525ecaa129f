import Artplayer from 'artplayer';
import artplayerPluginDanmuku, { type Danmu, type Result as DanmukuPlugin } from 'artplayer-plugin-danmuku';
import Hls from 'hls.js';
import { useEffect, useRef } from 'react';

export interface VideoChapter {
  /** seconds into the venue's video */
  time: number;
  text: string;
}

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
}

export interface VenueVideoProps {
  src: string;
  poster: string;
  title: string;
  live: boolean;
  chapters: VideoChapter[];
  /** seconds to start at (an agenda item's chapter) */
  startAt?: number;
  barrage?: BarrageHooks;
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
  barrage,
}: VenueVideoProps) {
  const container = useRef<HTMLDivElement>(null);
  // the hooks change identity with every render of the page; the player reads the latest
  const hooks = useRef(barrage);
  hooks.current = barrage;

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
          filter: (d) => hooks.current?.filter?.(d) ?? true,
          beforeEmit: async (d) => (hooks.current?.send ? hooks.current.send(d) : false),
        }),
      ],
    });

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

    return () => {
      unsubscribe?.();
      hls?.destroy();
      art.destroy(false);
    };
  }, [src, poster, title, live, chapters, startAt]);

  return <div ref={container} className="aspect-video w-full overflow-hidden rounded-md bg-black" />;
}
