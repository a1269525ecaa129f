import { Skeleton } from '@portal/shared-ui/skeleton';
import type { ReactNode } from 'react';

const FRAME = {
  /** the search page's and the channel home's side column */
  compact: 'rounded-lg bg-white px-5 py-4',
  /** an article's right column */
  regular: 'rounded-lg bg-white px-5 py-5',
} as const;

type SideCardLoading =
  | { loading?: undefined; loadingLabel?: undefined; skeletonLines?: undefined; loadingHeight?: undefined }
  | {
      /** true: a skeleton in place of the children */
      loading: boolean;
      /** the skeleton's accessible name, from the app's messages */
      loadingLabel: string;
      /** the skeleton's lines (3) */
      skeletonLines?: number;
      /**
       * the height (px) the body keeps while loading: about the loaded list's, so a card that
       * arrives moves nothing below it (the search page's column is in the first screen)
       */
      loadingHeight?: number;
    };

export type SideCardProps = SideCardLoading & {
  /** the card's heading (h2) */
  title: string;
  /** the region's accessible name when it is not the heading */
  label?: string;
  density?: keyof typeof FRAME;
  /**
   * false: the heading and body alone, in a `div` that names no region, for a host that draws the
   * card and labels the region itself (a shell widget slot)
   */
  framed?: boolean;
  children?: ReactNode;
};

/**
 * The frame of a side-column card: a region named by its title, a white rounded card, the h2, and
 * a skeleton while its content loads. Whether a card shows at all (empty, failed) is the caller's.
 */
export function SideCard({
  title,
  label = title,
  density = 'compact',
  framed = true,
  loading,
  loadingLabel,
  skeletonLines = 3,
  loadingHeight,
  children,
}: SideCardProps) {
  const body = (
    <>
      <h2 className="mb-3 text-base font-semibold text-ink">{title}</h2>
      {loading ? (
        <div style={loadingHeight ? { minHeight: loadingHeight } : undefined}>
          <Skeleton lines={skeletonLines} label={loadingLabel} />
        </div>
      ) : (
        children
      )}
    </>
  );
  if (!framed) return <div>{body}</div>;
  return (
    <section aria-label={label} className={FRAME[density]}>
      {body}
    </section>
  );
}

/**
 * A place in a ranked list (热门搜索, 热门问答, 热门话题, 热门频道): the first three stand out, in
 * orange on the hot lists or in the brand colour.
 */
export function RankNumber({ rank, accent = 'orange' }: { rank: number; accent?: 'orange' | 'brand' }) {
  const top = accent === 'brand' ? 'text-brand' : 'text-orange-700';
  return (
    <span className={`w-5 shrink-0 text-center font-semibold ${rank <= 3 ? top : 'text-ink-mute'}`}>
      {rank}
    </span>
  );
}
