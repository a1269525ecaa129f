// The remote's own utilities and article typography: imported by the exposed module so they load
// with it inside the shell (a remote's CSS applies only when its exposed module imports it).
import '../styles.css';
import { SHORT_VIDEO_PLAYER_PATH } from '@portal/api/jump-rules';
import { matchPath, Route, Routes } from '@portal/router';
import { type LazyPage, lazyPage } from '@portal/shared-ui/lazy-page';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { type ReactElement, Suspense } from 'react';

// Every page is a chunk of its own: ./routes is the route table alone, so a page loads what it
// shows (the article page does not carry the lists and the static pages), and a growing remote does
// not slow the first navigation into it. `preload` below loads the page of an address before the
// shell renders the routes, so the first page does not suspend (see lazyPage).
const InfoListPage = lazyPage(() =>
  import('../features/info-list/info-list-page').then((m) => m.InfoListPage),
);
const CaseListPage = lazyPage(() =>
  import('../features/case-list/case-list-page').then((m) => m.CaseListPage),
);
// the news and article pages with their right column and daily recommendation (detail-pages.tsx)
const NewsDetailRoute = lazyPage(() => import('./detail-pages').then((m) => m.NewsDetailRoute));
const ArticleDetailRoute = lazyPage(() => import('./detail-pages').then((m) => m.ArticleDetailRoute));
const WeeklyPage = lazyPage(() => import('../features/weekly/weekly-page').then((m) => m.WeeklyPage));
const ColumnDetailPage = lazyPage(() =>
  import('../features/column-detail/column-detail-page').then((m) => m.ColumnDetailPage),
);
const HolographicHomePage = lazyPage(() =>
  import('../features/panoramic/holographic-home-page').then((m) => m.HolographicHomePage),
);
const ElabCaseListPage = lazyPage(() =>
  import('../features/panoramic/elab-case-list-page').then((m) => m.ElabCaseListPage),
);
const ElabCaseDetailPage = lazyPage(() =>
  import('../features/panoramic/elab-case-detail-page').then((m) => m.ElabCaseDetailPage),
);
const ElabColumnPage = lazyPage(() =>
  import('../features/panoramic/elab-column-page').then((m) => m.ElabColumnPage),
);
const GuidancePage = lazyPage(() => import('../features/guidance/guidance-page').then((m) => m.GuidancePage));
const InterpretingVideoPage = lazyPage(() =>
  import('../features/guidance/interpreting-video-page').then((m) => m.InterpretingVideoPage),
);
const CompileListPage = lazyPage(() =>
  import('../features/compile/compile-list-page').then((m) => m.CompileListPage),
);
const IntroducePage = lazyPage(() =>
  import('../features/static-pages/introduce-page').then((m) => m.IntroducePage),
);
const RecruitmentTrainingPage = lazyPage(() =>
  import('../features/static-pages/recruitment-training-page').then((m) => m.RecruitmentTrainingPage),
);
const ClinicalReleasePage = lazyPage(() =>
  import('../features/static-pages/clinical-release-page').then((m) => m.ClinicalReleasePage),
);
const LinkDownloadPage = lazyPage(() =>
  import('../features/static-pages/link-download-page').then((m) => m.LinkDownloadPage),
);
const CompetitionListPage = lazyPage(() =>
  import('../features/competition/competition-list-page').then((m) => m.CompetitionListPage),
);
const CompetitionPage = lazyPage(() =>
  import('../features/competition/competition-page').then((m) => m.CompetitionPage),
);
const ShortVideoPage = lazyPage(() =>
  import('../features/short-video/short-video-page').then((m) => m.ShortVideoPage),
);
const EditorPage = lazyPage(() => import('../features/editor/editor-page').then((m) => m.EditorPage));
const DraftsPage = lazyPage(() => import('../features/editor/drafts-page').then((m) => m.DraftsPage));
const ChannelHomePage = lazyPage(() =>
  import('../features/channel-home/channel-home-page').then((m) => m.ChannelHomePage),
);

interface ContentRoute {
  path: string;
  /** the page's code, to load ahead (the element renders it with its props) */
  page: Pick<LazyPage<object>, 'preload'>;
  element: ReactElement;
}

/** The content area's pages (spec 2 routes), absolute: the shell mounts the table under `path="*"`. */
const ROUTES: ContentRoute[] = [
  { path: '/info', page: InfoListPage, element: <InfoListPage /> },
  { path: '/info/detail', page: NewsDetailRoute, element: <NewsDetailRoute /> },
  { path: '/info/weekly', page: WeeklyPage, element: <WeeklyPage /> },
  { path: '/column/detail/pgc', page: ColumnDetailPage, element: <ColumnDetailPage /> },
  { path: '/column/detail', page: ColumnDetailPage, element: <ColumnDetailPage requireType /> },
  { path: '/case', page: CaseListPage, element: <CaseListPage /> },
  { path: '/case/detail-ugc', page: ArticleDetailRoute, element: <ArticleDetailRoute backTo="/case" /> },
  { path: '/case/detail', page: NewsDetailRoute, element: <NewsDetailRoute backTo="/case" /> },
  { path: '/holographic', page: HolographicHomePage, element: <HolographicHomePage /> },
  { path: '/link', page: ElabCaseListPage, element: <ElabCaseListPage /> },
  { path: '/link/detail', page: ElabCaseDetailPage, element: <ElabCaseDetailPage /> },
  { path: '/link/columnlist/:id', page: ElabColumnPage, element: <ElabColumnPage /> },
  { path: '/guidance', page: GuidancePage, element: <GuidancePage /> },
  { path: '/guidance/detail/video/:id', page: InterpretingVideoPage, element: <InterpretingVideoPage /> },
  { path: '/compile', page: CompileListPage, element: <CompileListPage /> },
  { path: '/introduce', page: IntroducePage, element: <IntroducePage /> },
  { path: '/recruitment-training', page: RecruitmentTrainingPage, element: <RecruitmentTrainingPage /> },
  { path: '/clinical/release', page: ClinicalReleasePage, element: <ClinicalReleasePage /> },
  { path: '/linkdownload', page: LinkDownloadPage, element: <LinkDownloadPage /> },
  { path: '/channel/home', page: ChannelHomePage, element: <ChannelHomePage /> },
  { path: '/competition', page: CompetitionListPage, element: <CompetitionListPage /> },
  { path: '/competition/detail', page: CompetitionPage, element: <CompetitionPage /> },
  { path: '/editor', page: EditorPage, element: <EditorPage /> },
  { path: '/editor/drafts', page: DraftsPage, element: <DraftsPage /> },
  { path: SHORT_VIDEO_PLAYER_PATH, page: ShortVideoPage, element: <ShortVideoPage /> },
];

/**
 * Loads the page `pathname` shows (host contract: the shell awaits it before rendering these
 * routes). A failed load is left to the page's own render, which tries again and shows its error.
 */
export function preload(pathname: string): Promise<void> {
  const route = ROUTES.find((r) => matchPath(r.path, pathname));
  return route ? route.page.preload().catch(() => undefined) : Promise.resolve();
}

/** Exposed as `content/routes`; the shell mounts it under `path="*"`, so paths are absolute. */
export default function ContentRoutes() {
  return (
    <Suspense fallback={<Skeleton lines={8} className="mx-auto max-w-page p-6" />}>
      <Routes>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
