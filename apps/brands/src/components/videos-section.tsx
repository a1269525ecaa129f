import type { BrandVideoCard } from '@portal/api/contract/brand';
import { brandVideosQuery } from '@portal/api/queries/brand';
import { useInfiniteQuery } from '@portal/query';
import { Link } from '@portal/router';
import { PagedList } from '@portal/shared-ui/paged-list';
import { messages } from '../messages';
import { Section } from './page-frame';

const t = messages.video;

/** a brand video's page: the remote's own route (not a content type of the jump rules) */
export const brandVideoPath = (video: Pick<BrandVideoCard, 'id' | 'categoryId'>) =>
  `/bms/classify/${video.categoryId ?? '-'}/video-details/${video.id}`;

/** a video in a grid: its cover with the length, title, brand and plays, to its page */
export function VideoTile({ video }: { video: BrandVideoCard }) {
  return (
    <Link to={brandVideoPath(video)} className="block rounded-lg border border-line p-2 hover:border-brand">
      <span className="relative block">
        <img
          src={video.cover}
          alt=""
          width={320}
          height={180}
          loading="lazy"
          className="aspect-video w-full rounded object-cover"
        />
        <span className="absolute right-1 bottom-1 rounded bg-black/70 px-1 text-xs text-white">
          {t.duration(video.duration)}
        </span>
      </span>
      <span className="mt-2 line-clamp-2 text-sm text-ink">{video.title}</span>
      <span className="mt-1 block text-xs text-ink-mute">
        {video.brand.name} · {t.views(video.views)}
      </span>
    </Link>
  );
}

/** 品牌视频 of a brand or a device category, a page at a time */
export function VideosSection({ scope }: { scope: { brandId: number } | { categoryId: number } }) {
  const videos = useInfiniteQuery(brandVideosQuery(scope));
  return (
    <Section title={t.section}>
      <PagedList query={videos} texts={messages.common} emptyText={t.none}>
        {(items) => (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {items.map((video) => (
              <li key={video.id}>
                <VideoTile video={video} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </Section>
  );
}
