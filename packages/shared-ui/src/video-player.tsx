import { type Ref, useState } from 'react';

/** The player's words, given by the app that shows it (shared-ui holds no app texts). */
export interface VideoPlayerTexts {
  /** the player's accessible name, followed by the title: `视频播放器：{title}` */
  playerLabel: string;
  cannotPlay: string;
  cannotPlayHint: string;
}

export interface VideoPlayerProps {
  src: string;
  poster: string;
  title: string;
  texts: VideoPlayerTexts;
  /** start at once: for players opened by a click, which counts as the user's gesture */
  autoPlay?: boolean;
  /** the <video>, so an owner can pause it (a dialog closing over it) */
  ref?: Ref<HTMLVideoElement>;
}

/**
 * A video player. A file that cannot be loaded or decoded (or no file at all) shows a notice in
 * the player's place instead of a broken element. Give it a `key` per video so a new video starts
 * without the old failure.
 */
export function VideoPlayer({ src, poster, title, texts, autoPlay = false, ref }: VideoPlayerProps) {
  const [failed, setFailed] = useState(src === '');
  if (failed) {
    return (
      <div
        role="alert"
        className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-md bg-ink px-8 text-center text-white"
        style={{
          backgroundImage: `linear-gradient(rgba(0,0,0,.72), rgba(0,0,0,.72)), url("${poster}")`,
          backgroundSize: 'cover',
        }}
      >
        <p className="text-lg font-semibold">{texts.cannotPlay}</p>
        <p className="max-w-md text-sm leading-6 text-white/80">{texts.cannotPlayHint}</p>
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: the portal's videos ship without caption tracks; the page around the player carries the content
    <video
      ref={ref}
      controls
      autoPlay={autoPlay}
      playsInline
      preload="metadata"
      poster={poster}
      src={src}
      title={title}
      aria-label={`${texts.playerLabel}：${title}`}
      onError={() => setFailed(true)}
      className="aspect-video w-full rounded-md bg-black"
    />
  );
}
