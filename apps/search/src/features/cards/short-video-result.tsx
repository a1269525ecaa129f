import type { SearchShortVideo } from '@portal/api/contract/search';
import { Dialog } from '@portal/shared-ui/dialog';
import { VideoPlayer } from '@portal/shared-ui/video-player';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { messages } from '../../messages';
import { ResultFrame } from './result-frame';

const t = messages.cards;

/** 65 → 01:05; an hour or more → 1:02:03 */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** spec 2: a short video plays in place, over the results, without leaving them. */
function ShortVideoDialog({ video, onClose }: { video: SearchShortVideo; onClose: () => void }) {
  const player = useRef<HTMLVideoElement>(null);
  // the element leaves with the dialog, but pausing first stops the sound at once in every browser
  const close = () => {
    player.current?.pause();
    onClose();
  };
  return (
    <Dialog open onClose={close} title={video.title} width={816}>
      <VideoPlayer
        ref={player}
        src={video.videoUrl}
        poster={video.cover}
        title={video.title}
        texts={t.video}
        autoPlay
      />
    </Dialog>
  );
}

/** A short video: cover with its length and a play mark; a click opens the player in place. */
export function ShortVideoResult({ video, words }: { video: SearchShortVideo; words: readonly string[] }) {
  const [playing, setPlaying] = useState(false);
  const day = dayjs(video.onlineTime).format('YYYY-MM-DD');
  return (
    <>
      <ResultFrame
        target={{
          kind: 'jump',
          item: { type: 'shortVideo', id: video.id },
          onInPlace: () => setPlaying(true),
        }}
        typeLabel={t.types.shortVideo}
        title={video.title}
        summary={video.description}
        cover={video.cover}
        words={words}
        coverOverlay={
          <>
            <span
              aria-hidden="true"
              className="absolute left-1/2 top-1/2 flex h-10 w-10 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white"
            >
              <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
            <span
              data-testid="video-duration"
              className="absolute bottom-1.5 right-1.5 rounded bg-black/60 px-1.5 py-0.5 text-xs leading-none text-white"
            >
              <span className="sr-only">{t.duration}</span>
              {formatDuration(video.duration)}
            </span>
          </>
        }
        meta={
          <>
            {video.bmsAuth === 1 ? (
              <span className="rounded bg-amber-50 px-1.5 py-0.5 text-amber-700 ring-1 ring-amber-200">
                {t.brandCertified}
              </span>
            ) : null}
            <span className="max-w-[50%] truncate">{video.creator.realName}</span>
            <time dateTime={day}>{day}</time>
            <span className="ml-auto">
              {messages.common.views} {video.views}
            </span>
          </>
        }
      />
      {playing ? <ShortVideoDialog video={video} onClose={() => setPlaying(false)} /> : null}
    </>
  );
}
