import { WhenIdle } from '@portal/shared-ui/when-idle';
import { WhenNear } from '@portal/shared-ui/when-near';
import { type ComponentProps, lazy, Suspense } from 'react';
import { ArticleDetailPage } from '../features/article-detail/article-detail-page';
import { ColumnEntrance } from '../features/column-entrance/column-entrance';
import { DetailSidebar } from '../features/detail-sidebar/detail-sidebar';
import { InfoDetailPage } from '../features/info-detail/info-detail-page';

// Not the page's content: the daily recommendation opens over the article once it has painted
// (the first idle period), and the honor card, last in the column, loads when the reader nears it.
const DailyRecommendation = lazy(() =>
  import('../features/daily-recommendation/daily-recommendation').then((m) => ({
    default: m.DailyRecommendation,
  })),
);
const HonorInfo = lazy(() =>
  import('../features/honor-info/honor-info').then((m) => ({ default: m.HonorInfo })),
);

function LaterDailyRecommendation(props: ComponentProps<typeof DailyRecommendation>) {
  return (
    <WhenIdle>
      <Suspense fallback={null}>
        <DailyRecommendation {...props} />
      </Suspense>
    </WhenIdle>
  );
}

function LaterHonorInfo(props: ComponentProps<typeof HonorInfo>) {
  return (
    <WhenNear minHeight={1}>
      <Suspense fallback={null}>
        <HonorInfo {...props} />
      </Suspense>
    </WhenNear>
  );
}

/**
 * The detail pages as the routes mount them: each feature stays unaware of the others, and this
 * module (one lazy chunk with the pages) puts the right column's cards and the daily
 * recommendation dialog beside the article.
 */

/** A news item (pgc): type I everywhere on the right column. */
function newsAside(infoId: number) {
  return (
    <>
      <LaterDailyRecommendation infoId={infoId} />
      <DetailSidebar
        contentId={infoId}
        contentType="I"
        columnEntrance={<ColumnEntrance articleId={infoId} articleType="I" />}
        honorInfo={<LaterHonorInfo articleId={infoId} articleType="I" />}
      />
    </>
  );
}

/** A user-written article or case (ugc): type U, and A for honor info and collectors (spec 7). */
function articleAside(articleId: number) {
  return (
    <>
      <LaterDailyRecommendation infoId={articleId} articleType="U" />
      <DetailSidebar
        contentId={articleId}
        contentType="U"
        columnEntrance={<ColumnEntrance articleId={articleId} articleType="U" />}
        honorInfo={<LaterHonorInfo articleId={articleId} articleType="A" />}
      />
    </>
  );
}

export function NewsDetailRoute({ backTo }: { backTo?: '/info' | '/case' }) {
  return <InfoDetailPage backTo={backTo} renderAside={newsAside} />;
}

export function ArticleDetailRoute({ backTo }: { backTo?: string }) {
  return <ArticleDetailPage backTo={backTo} renderAside={articleAside} />;
}
