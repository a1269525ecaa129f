import { attachSource } from '@portal/shared-ui/video-source';
import { useEffect, useRef, useState } from 'react';
import { messages } from '../../messages';

const t = messages.reviewPage;

/**
 * The video a queued item carries (a competition entry's transcoded HLS), played in the card, so a
 * moderator decides on what they watched. hls.js loads only when the browser cannot play the playlist.
 */
export function ReviewVideo({ src, title }: { src: string; title: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    setFailed(false);
    return attachSource(element, src, () => setFailed(true));
  }, [src]);
  return (
    <div className="mt-3">
      {/* biome-ignore lint/a11y/useMediaCaption: entries are uploaded without caption tracks; the title and description beside it carry the content */}
      <video
        ref={video}
        controls
        playsInline
        preload="metadata"
        aria-label={t.videoLabel(title)}
        onError={() => setFailed(true)}
        className="aspect-video w-full max-w-xl rounded bg-black"
      />
      {failed ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {t.videoFailed}
        </p>
      ) : null}
    </div>
  );
}
