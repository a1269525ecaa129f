// The remote's own utilities: imported by the exposed module so they load with it inside the shell.
import '../styles.css';
import { matchPath, Navigate, Route, Routes } from '@portal/router';
import { lazyPage } from '@portal/shared-ui/lazy-page';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { Suspense } from 'react';

// Each page is a chunk of its own; `preload` loads the page of an address before the shell renders
// these routes (host contract), so the first page renders without suspending.
const HomePage = lazyPage(() => import('../features/home/home-page').then((m) => m.HomePage));
const DetailPage = lazyPage(() => import('./meeting-detail-page').then((m) => m.MeetingDetailPage));
const SpeakersPage = lazyPage(() => import('../features/speakers/speakers-page').then((m) => m.SpeakersPage));
const CheckinVerifyPage = lazyPage(() =>
  import('../features/participation/checkin-verify-page').then((m) => m.CheckinVerifyPage),
);
const CmeCoursePage = lazyPage(() =>
  import('../features/certificates/cme-course-page').then((m) => m.CmeCoursePage),
);
const CertificateVerifyPage = lazyPage(() =>
  import('../features/certificates/certificate-verify-page').then((m) => m.CertificateVerifyPage),
);

const MoocPage = lazyPage(() => import('./mooc-home-page').then((m) => m.MoocHomePage));
const CoursePage = lazyPage(() => import('./course-detail-page').then((m) => m.CourseDetailPage));

const ROUTES = [
  { path: '/meeting/home', page: HomePage, element: <HomePage /> },
  { path: '/meeting/detail', page: DetailPage, element: <DetailPage /> },
  { path: '/meeting/speakers', page: SpeakersPage, element: <SpeakersPage /> },
  { path: '/meeting/checkin/verify', page: CheckinVerifyPage, element: <CheckinVerifyPage /> },
  // the cloud classroom (issue 22); /mooc also shows a course at its hash address
  { path: '/mooc', page: MoocPage, element: <MoocPage /> },
  { path: '/cloudclassroomCourse', page: CoursePage, element: <CoursePage /> },
  { path: '/cme/course', page: CmeCoursePage, element: <CmeCoursePage /> },
  { path: '/cme/verify', page: CertificateVerifyPage, element: <CertificateVerifyPage /> },
];

/** Loads the page `pathname` shows; the shell awaits it before rendering the routes. */
export function preload(pathname: string): Promise<void> {
  const route = ROUTES.find((r) => matchPath(r.path, pathname));
  return route ? route.page.preload().catch(() => undefined) : Promise.resolve();
}

/** Exposed as `meetings/routes`; the shell mounts it under `path="*"`, so paths are absolute. */
export default function MeetingsRoutes() {
  return (
    <Suspense fallback={<Skeleton lines={8} className="mx-auto max-w-page p-6" />}>
      <Routes>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
        {/* the header's 会议 link and old bookmarks say /meeting */}
        <Route path="/meeting" element={<Navigate to="/meeting/home" replace />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
