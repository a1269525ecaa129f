import type { SearchShortVideo } from '@portal/api/contract/search';
import dayjs from 'dayjs';
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

/**
 * A short video: cover with its length and a play mark. A click follows the jump rule through the
 * host (`openItem`): the shell opens the short-video player in place over the results.
 */
export function ShortVideoResult({ video, words }: { video: SearchShortVideo; words: readonly string[] }) {
  const day = dayjs(video.onlineTime).format('YYYY-MM-DD');
  return (
    <ResultFrame
      target={{ kind: 'jump', item: { type: 'shortVideo', id: video.id } }}
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
  );
}
