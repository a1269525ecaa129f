import { ArticleDetailPage } from '../features/article-detail/article-detail-page';
import { ColumnEntrance } from '../features/column-entrance/column-entrance';
import { DailyRecommendation } from '../features/daily-recommendation/daily-recommendation';
import { DetailSidebar } from '../features/detail-sidebar/detail-sidebar';
import { HonorInfo } from '../features/honor-info/honor-info';
import { InfoDetailPage } from '../features/info-detail/info-detail-page';

/**
 * The detail pages as the routes mount them: each feature stays unaware of the others, and this
 * module (one lazy chunk with the pages) puts the right column's cards and the daily
 * recommendation dialog beside the article.
 */

/** A news item (pgc): type I everywhere on the right column. */
function newsAside(infoId: number) {
  return (
    <>
      <DailyRecommendation infoId={infoId} />
      <DetailSidebar
        contentId={infoId}
        contentType="I"
        columnEntrance={<ColumnEntrance articleId={infoId} articleType="I" />}
        honorInfo={<HonorInfo articleId={infoId} articleType="I" />}
      />
    </>
  );
}

/** A user-written article or case (ugc): type U, and A for honor info and collectors (spec 7). */
function articleAside(articleId: number) {
  return (
    <>
      <DailyRecommendation infoId={articleId} articleType="U" />
      <DetailSidebar
        contentId={articleId}
        contentType="U"
        columnEntrance={<ColumnEntrance articleId={articleId} articleType="U" />}
        honorInfo={<HonorInfo articleId={articleId} articleType="A" />}
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
