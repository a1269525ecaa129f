import { attachSource } from '@portal/shared-ui/video-source';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { shortVideoMessages as t } from '../../short-video-messages';

export interface ShortVideoStageProps {
  src: string;
  poster: string;
  title: string;
  autoPlay?: boolean;
  /** the <video>, so the player can pause it when it closes */
  ref?: Ref<HTMLVideoElement | null>;
}

/**
 * The video of the short-video player, full height and letterboxed: a file plays directly, an HLS
 * playlist natively or through hls.js (loaded only for a playlist the browser cannot play). A video
 * that cannot be played shows a notice instead. Give it a `key` per video.
 */
export function ShortVideoStage({ src, poster, title, autoPlay = true, ref }: ShortVideoStageProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(src === '');
  useImperativeHandle<HTMLVideoElement | null, HTMLVideoElement | null>(ref, () => video.current, []);

  useEffect(() => {
    const element = video.current;
    if (!element || src === '') return;
    return attachSource(element, src, () => setFailed(true));
  }, [src]);

  if (failed) {
    return (
      <div
        role="alert"
        className="flex h-full w-full flex-col items-center justify-center gap-3 bg-black px-8 text-center text-white"
        style={{
          backgroundImage: `linear-gradient(rgba(0,0,0,.72), rgba(0,0,0,.72)), url("${poster}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      >
        <p className="text-lg font-semibold">{t.cannotPlay}</p>
        <p className="max-w-xs text-sm leading-6 text-white/80">{t.cannotPlayHint}</p>
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: the portal's videos ship without caption tracks; the title and description beside it carry the content
    <video
      ref={video}
      controls
      autoPlay={autoPlay}
      playsInline
      loop
      preload="metadata"
      poster={poster}
      title={title}
      aria-label={`${t.playerLabel}：${title}`}
      onError={() => setFailed(true)}
      className="h-full w-full bg-black object-contain"
    />
  );
}
