import { PROGRESS_RULES } from '@portal/api/rules/classroom';
import Artplayer from 'artplayer';
import Hls from 'hls.js';
import { useEffect, useRef } from 'react';

export interface LectureVideoProps {
  src: string;
  poster: string;
  title: string;
  /** seconds to resume at */
  startAt: number;
  /** play at once (the viewer chose this lecture) */
  autoPlay: boolean;
  /**
   * the player's position (seconds), reported every `beatIntervalMs` while it plays, and when it
   * pauses, seeks, ends or closes; `final` when the page is being left
   */
  onBeat: (position: number, final: boolean) => void;
  /** once, when the first frame is on screen (to measure play → first frame) */
  onFirstFrame?: () => void;
}

/**
 * A lecture's HLS video in ArtPlayer (hls.js where the browser has no native HLS), without
 * barrage. Loaded on its own chunk, only where a lecture plays. It resumes at `startAt` and
 * reports its position for the server's heartbeats (which credit only time that really passed).
 */
export default function LectureVideo({
  src,
  poster,
  title,
  startAt,
  autoPlay,
  onBeat,
  onFirstFrame,
}: LectureVideoProps) {
  const container = useRef<HTMLDivElement>(null);
  const beatRef = useRef(onBeat);
  beatRef.current = onBeat;
  const frameRef = useRef(onFirstFrame);
  frameRef.current = onFirstFrame;

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    let hls: Hls | null = null;
    const art = new Artplayer({
      container: el,
      url: src,
      type: 'm3u8',
      poster,
      lang: 'zh-cn',
      autoplay: autoPlay,
      autoSize: false,
      setting: true,
      playbackRate: true,
      fullscreen: true,
      fullscreenWeb: true,
      pip: true,
      miniProgressBar: true,
      theme: '#1a66db',
      moreVideoAttr: { preload: 'metadata', 'aria-label': title } as Partial<HTMLVideoElement>,
      customType: {
        m3u8: (video: HTMLVideoElement, url: string) => {
          if (Hls.isSupported()) {
            hls = new Hls({ startPosition: startAt > 0 ? startAt : -1 });
            hls.loadSource(url);
            hls.attachMedia(video);
          } else {
            video.src = url;
          }
        },
      },
    });
    const position = () => art.video.currentTime;
    let ready = false;
    let timer: ReturnType<typeof setInterval> | null = null;
    const report = (final = false) => {
      if (ready) beatRef.current(position(), final);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    art.on('ready', () => {
      if (startAt > 0) art.seek = startAt;
      ready = true;
    });
    art.on('video:playing', () => {
      if (timer === null) timer = setInterval(() => report(), PROGRESS_RULES.beatIntervalMs);
    });
    let framed = false;
    art.on('video:timeupdate', () => {
      if (!framed && art.video.readyState >= 2 && art.playing) {
        framed = true;
        frameRef.current?.();
      }
    });
    art.on('video:pause', () => {
      stop();
      report();
    });
    art.on('video:ended', () => {
      stop();
      report();
    });
    art.on('video:seeked', () => report());
    const leave = () => report(true);
    window.addEventListener('pagehide', leave);

    return () => {
      window.removeEventListener('pagehide', leave);
      stop();
      report(true);
      hls?.destroy();
      art.destroy(false);
    };
  }, [src, poster, title, startAt, autoPlay]);

  return <div ref={container} className="aspect-video w-full overflow-hidden rounded-md bg-black" />;
}
