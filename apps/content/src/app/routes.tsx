// The remote's own utilities and article typography: imported by the exposed module so they load
// with it inside the shell (a remote's CSS applies only when its exposed module imports it).
import '../styles.css';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CaseListPage } from '../features/case-list/case-list-page';
import { InfoListPage } from '../features/info-list/info-list-page';
import { ClinicalReleasePage } from '../features/static-pages/clinical-release-page';
import { IntroducePage } from '../features/static-pages/introduce-page';
import { LinkDownloadPage } from '../features/static-pages/link-download-page';
import { RecruitmentTrainingPage } from '../features/static-pages/recruitment-training-page';

// Lists and the small static pages ship with ./routes; the detail pages (body, comment system,
// share, related) are chunks of their own, so a growing remote does not slow the first
// navigation into it.
const InfoDetailPage = lazy(() =>
  import('../features/info-detail/info-detail-page').then((m) => ({ default: m.InfoDetailPage })),
);
const ArticleDetailPage = lazy(() =>
  import('../features/article-detail/article-detail-page').then((m) => ({ default: m.ArticleDetailPage })),
);

/** Exposed as `content/routes`; the shell mounts it under `path="*"`, so paths are absolute. */
export default function ContentRoutes() {
  return (
    <Suspense fallback={<Skeleton lines={8} className="mx-auto max-w-page p-6" />}>
      <Routes>
        <Route path="/info" element={<InfoListPage />} />
        <Route path="/info/detail" element={<InfoDetailPage />} />
        <Route path="/case" element={<CaseListPage />} />
        <Route path="/case/detail-ugc" element={<ArticleDetailPage backTo="/case" />} />
        <Route path="/introduce" element={<IntroducePage />} />
        <Route path="/recruitment-training" element={<RecruitmentTrainingPage />} />
        <Route path="/clinical/release" element={<ClinicalReleasePage />} />
        <Route path="/linkdownload" element={<LinkDownloadPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
