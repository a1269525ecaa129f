import { useState } from 'react';
import { messages } from '../../messages';

const text = messages.panoramicGuidance.video;

/**
 * The interpreting video's player. A file that cannot be loaded or decoded (or no file at all)
 * shows a Chinese notice in the player's place instead of a broken element. Give it a `key` per
 * video so a new video starts without the old failure.
 */
export function VideoPlayer({ src, poster, title }: { src: string; poster: string; title: string }) {
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
        <p className="text-lg font-semibold">{text.cannotPlay}</p>
        <p className="max-w-md text-sm leading-6 text-white/80">{text.cannotPlayHint}</p>
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: the interpreting videos ship without caption tracks; the description below carries the content
    <video
      controls
      preload="metadata"
      poster={poster}
      src={src}
      title={title}
      aria-label={`${text.playerLabel}：${title}`}
      onError={() => setFailed(true)}
      className="aspect-video w-full rounded-md bg-black"
    />
  );
}
