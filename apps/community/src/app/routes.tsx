// The remote's own utilities: imported by the exposed module so they load with it inside the shell.
import '../styles.css';
import { matchPath, Route, Routes } from '@portal/router';
import { lazyPage } from '@portal/shared-ui/lazy-page';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { Suspense } from 'react';

// Each page is a chunk of its own; `preload` loads the page of an address before the shell renders
// these routes (host contract), so the first page renders without suspending.
const HomePage = lazyPage(() => import('../features/home/home-page').then((m) => m.HomePage));
const QuestionPage = lazyPage(() => import('../features/question/question-page').then((m) => m.QuestionPage));
const AnswerPage = lazyPage(() => import('../features/answer/answer-page').then((m) => m.AnswerPage));
const TopicPage = lazyPage(() => import('../features/topic/topic-page').then((m) => m.TopicPage));
const WritePage = lazyPage(() => import('../features/write/write-page').then((m) => m.WritePage));
const ReviewPage = lazyPage(() => import('../features/review/review-page').then((m) => m.ReviewPage));
const AnswerListPage = lazyPage(() =>
  import('../features/answer-list/answer-list-page').then((m) => m.AnswerListPage),
);
const ActivityPage = lazyPage(() => import('../features/activity/activity-page').then((m) => m.ActivityPage));
const CirclePage = lazyPage(() => import('../features/circle/circle-page').then((m) => m.CirclePage));

const ROUTES = [
  { path: '/topic-circle', page: HomePage, element: <HomePage /> },
  { path: '/topic-circle/questionhome', page: QuestionPage, element: <QuestionPage /> },
  { path: '/topic-circle/answerhome/:id', page: AnswerPage, element: <AnswerPage /> },
  { path: '/topic-circle/communitytopic', page: TopicPage, element: <TopicPage /> },
  { path: '/topic-circle/communitycircle', page: CirclePage, element: <CirclePage /> },
  { path: '/topic-circle/activitydetail', page: ActivityPage, element: <ActivityPage /> },
  { path: '/topic-circle/write', page: WritePage, element: <WritePage /> },
  { path: '/topic-circle/review', page: ReviewPage, element: <ReviewPage /> },
  { path: '/topic-circle/answerList', page: AnswerListPage, element: <AnswerListPage /> },
];

/** Loads the page `pathname` shows; the shell awaits it before rendering the routes. */
export function preload(pathname: string): Promise<void> {
  const route = ROUTES.find((r) => matchPath(r.path, pathname));
  return route ? route.page.preload().catch(() => undefined) : Promise.resolve();
}

/** Exposed as `community/routes`; the shell mounts it under `path="*"`, so paths are absolute. */
export default function CommunityRoutes() {
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
