import type { InterpretingVideo } from '@portal/api/contract/guidance';
import { interpretingVideoUrl } from '@portal/api/links';
import dayjs from 'dayjs';
import { messages } from '../../messages';

/** mm:ss, or h:mm:ss from an hour */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** An interpreting video as a cover card; opens the video page in a new tab. */
export function VideoCard({ video }: { video: InterpretingVideo }) {
  return (
    <li>
      <a
        href={interpretingVideoUrl(video.id)}
        target="_blank"
        rel="noopener"
        className="group block no-underline"
        title={video.videoName}
      >
        <span className="relative block aspect-video overflow-hidden rounded-md bg-surface">
          <img
            src={video.cover}
            alt=""
            width={240}
            height={135}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
          <span className="absolute bottom-2 right-2 rounded bg-black/60 px-1.5 py-0.5 text-xs text-white">
            {formatDuration(video.duration)}
          </span>
        </span>
        <span className="mt-2 line-clamp-2 text-sm font-medium leading-snug text-ink group-hover:text-brand">
          {video.videoName}
        </span>
        <span className="mt-1 flex justify-between gap-2 text-xs text-ink-mute">
          <span className="truncate">{video.author.authorName}</span>
          <time dateTime={dayjs(video.publishTime).format('YYYY-MM-DD')}>
            {dayjs(video.publishTime).format('YYYY-MM-DD')}
          </time>
        </span>
        <span className="sr-only">{messages.panoramicGuidance.guidance.watch}</span>
      </a>
    </li>
  );
}
