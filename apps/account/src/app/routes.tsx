// The remote's own utilities: imported by the exposed module so they load with it inside the shell.
import '../styles.css';
import { matchPath, Route, Routes } from '@portal/router';
import { lazyPage } from '@portal/shared-ui/lazy-page';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { Suspense } from 'react';
import { AccountLayout } from './account-layout';

// Each page is a chunk of its own; `preload` loads the page of an address before the shell renders
// these routes (host contract), so the first page renders without suspending.
const ProfilePage = lazyPage(() => import('../features/profile/profile-page').then((m) => m.ProfilePage));
const PersonalDataPage = lazyPage(() =>
  import('../features/personal-data/personal-data-page').then((m) => m.PersonalDataPage),
);
const ScorePage = lazyPage(() => import('../features/score/score-page').then((m) => m.ScorePage));
const MessageCentrePage = lazyPage(() =>
  import('../features/message-centre/message-centre-page').then((m) => m.MessageCentrePage),
);
const BrowsingHistoryPage = lazyPage(() =>
  import('../features/browsing-history/browsing-history-page').then((m) => m.BrowsingHistoryPage),
);
const MyCoursesPage = lazyPage(() =>
  import('../features/my-courses/my-courses-page').then((m) => m.MyCoursesPage),
);
const WalletPage = lazyPage(() => import('../features/wallet/wallet-page').then((m) => m.WalletPage));
const CouponsPage = lazyPage(() => import('../features/coupons/coupons-page').then((m) => m.CouponsPage));
const PhysicalOrdersPage = lazyPage(() =>
  import('../features/physical-orders/physical-orders-page').then((m) => m.PhysicalOrdersPage),
);

/** `own`: the signed-in user's own pages, inside the account layout (its side navigation and sign-in gate). */
const ROUTES = [
  { path: '/user-center', page: ProfilePage, element: <ProfilePage />, own: false },
  { path: '/personaldata', page: PersonalDataPage, element: <PersonalDataPage />, own: true },
  { path: '/score', page: ScorePage, element: <ScorePage />, own: true },
  { path: '/message-center', page: MessageCentrePage, element: <MessageCentrePage />, own: true },
  { path: '/browsing-history', page: BrowsingHistoryPage, element: <BrowsingHistoryPage />, own: true },
  { path: '/myCourses', page: MyCoursesPage, element: <MyCoursesPage />, own: true },
  { path: '/user-center/wallet', page: WalletPage, element: <WalletPage />, own: true },
  { path: '/user-center/coupons', page: CouponsPage, element: <CouponsPage />, own: true },
  {
    path: '/user-center/physical-orders',
    page: PhysicalOrdersPage,
    element: <PhysicalOrdersPage />,
    own: true,
  },
];

/** Loads the page `pathname` shows; the shell awaits it before rendering the routes. */
export function preload(pathname: string): Promise<void> {
  const route = ROUTES.find((r) => matchPath(r.path, pathname));
  return route ? route.page.preload().catch(() => undefined) : Promise.resolve();
}

/** Exposed as `account/routes`; the shell mounts it under `path="*"`, so paths are absolute. */
export default function AccountRoutes() {
  return (
    <Suspense fallback={<Skeleton lines={8} className="mx-auto max-w-page p-6" />}>
      <Routes>
        {ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={route.own ? <AccountLayout>{route.element}</AccountLayout> : route.element}
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
