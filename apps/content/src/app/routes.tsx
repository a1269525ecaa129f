// The remote's own utilities and article typography: imported by the exposed module so they load
// with it inside the shell (a remote's CSS applies only when its exposed module imports it).
import '../styles.css';
import { Route, Routes } from '@portal/router';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { lazy, Suspense } from 'react';

// Every page is a chunk of its own: ./routes is the route table alone, so a page loads what it
// shows (the article page does not carry the lists and the static pages) and a growing remote does
// not slow the first navigation into it.

const InfoListPage = lazy(() =>
  import('../features/info-list/info-list-page').then((m) => ({ default: m.InfoListPage })),
);
const CaseListPage = lazy(() =>
  import('../features/case-list/case-list-page').then((m) => ({ default: m.CaseListPage })),
);
const IntroducePage = lazy(() =>
  import('../features/static-pages/introduce-page').then((m) => ({ default: m.IntroducePage })),
);
const RecruitmentTrainingPage = lazy(() =>
  import('../features/static-pages/recruitment-training-page').then((m) => ({
    default: m.RecruitmentTrainingPage,
  })),
);
const ClinicalReleasePage = lazy(() =>
  import('../features/static-pages/clinical-release-page').then((m) => ({ default: m.ClinicalReleasePage })),
);
const LinkDownloadPage = lazy(() =>
  import('../features/static-pages/link-download-page').then((m) => ({ default: m.LinkDownloadPage })),
);
// the news and article pages with their right column and daily recommendation (detail-pages.tsx)
const NewsDetailRoute = lazy(() => import('./detail-pages').then((m) => ({ default: m.NewsDetailRoute })));
const ArticleDetailRoute = lazy(() =>
  import('./detail-pages').then((m) => ({ default: m.ArticleDetailRoute })),
);
const ChannelHomePage = lazy(() =>
  import('../features/channel-home/channel-home-page').then((m) => ({ default: m.ChannelHomePage })),
);
const WeeklyPage = lazy(() =>
  import('../features/weekly/weekly-page').then((m) => ({ default: m.WeeklyPage })),
);
const ColumnDetailPage = lazy(() =>
  import('../features/column-detail/column-detail-page').then((m) => ({ default: m.ColumnDetailPage })),
);
const HolographicHomePage = lazy(() =>
  import('../features/panoramic/holographic-home-page').then((m) => ({ default: m.HolographicHomePage })),
);
const ElabCaseListPage = lazy(() =>
  import('../features/panoramic/elab-case-list-page').then((m) => ({ default: m.ElabCaseListPage })),
);
const ElabCaseDetailPage = lazy(() =>
  import('../features/panoramic/elab-case-detail-page').then((m) => ({ default: m.ElabCaseDetailPage })),
);
const ElabColumnPage = lazy(() =>
  import('../features/panoramic/elab-column-page').then((m) => ({ default: m.ElabColumnPage })),
);
const GuidancePage = lazy(() =>
  import('../features/guidance/guidance-page').then((m) => ({ default: m.GuidancePage })),
);
const InterpretingVideoPage = lazy(() =>
  import('../features/guidance/interpreting-video-page').then((m) => ({ default: m.InterpretingVideoPage })),
);
const CompileListPage = lazy(() =>
  import('../features/compile/compile-list-page').then((m) => ({ default: m.CompileListPage })),
);

/** Exposed as `content/routes`; the shell mounts it under `path="*"`, so paths are absolute. */
export default function ContentRoutes() {
  return (
    <Suspense fallback={<Skeleton lines={8} className="mx-auto max-w-page p-6" />}>
      <Routes>
        <Route path="/info" element={<InfoListPage />} />
        <Route path="/info/detail" element={<NewsDetailRoute />} />
        <Route path="/info/weekly" element={<WeeklyPage />} />
        <Route path="/column/detail/pgc" element={<ColumnDetailPage />} />
        <Route path="/column/detail" element={<ColumnDetailPage requireType />} />
        <Route path="/case" element={<CaseListPage />} />
        <Route path="/case/detail-ugc" element={<ArticleDetailRoute backTo="/case" />} />
        <Route path="/case/detail" element={<NewsDetailRoute backTo="/case" />} />
        <Route path="/holographic" element={<HolographicHomePage />} />
        <Route path="/link" element={<ElabCaseListPage />} />
        <Route path="/link/detail" element={<ElabCaseDetailPage />} />
        <Route path="/link/columnlist/:id" element={<ElabColumnPage />} />
        <Route path="/guidance" element={<GuidancePage />} />
        <Route path="/guidance/detail/video/:id" element={<InterpretingVideoPage />} />
        <Route path="/compile" element={<CompileListPage />} />
        <Route path="/introduce" element={<IntroducePage />} />
        <Route path="/recruitment-training" element={<RecruitmentTrainingPage />} />
        <Route path="/clinical/release" element={<ClinicalReleasePage />} />
        <Route path="/linkdownload" element={<LinkDownloadPage />} />
        <Route path="/channel/home" element={<ChannelHomePage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
