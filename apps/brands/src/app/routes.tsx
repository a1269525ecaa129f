// The remote's own utilities: imported by the exposed module so they load with it inside the shell.
import '../styles.css';
import { matchPath, Route, Routes } from '@portal/router';
import { lazyPage } from '@portal/shared-ui/lazy-page';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { Suspense } from 'react';

// Each page is a chunk of its own; `preload` loads the page of an address before the shell renders
// these routes (host contract), so the first page renders without suspending.
const CategoryHomePage = lazyPage(() =>
  import('../features/category-home/category-home-page').then((m) => m.CategoryHomePage),
);
const BrandPage = lazyPage(() => import('../features/brand/brand-page').then((m) => m.BrandPage));
const ProductLinePage = lazyPage(() =>
  import('../features/product-line/product-line-page').then((m) => m.ProductLinePage),
);
const ProductPage = lazyPage(() => import('../features/product/product-page').then((m) => m.ProductPage));
const ActivityPage = lazyPage(() => import('../features/activity/activity-page').then((m) => m.ActivityPage));
const VideoPage = lazyPage(() => import('../features/video/video-page').then((m) => m.VideoPage));
const BookPage = lazyPage(() => import('../features/book/book-page').then((m) => m.BookPage));
const DepartmentPage = lazyPage(() =>
  import('../features/department/department-page').then((m) => m.DepartmentPage),
);

/**
 * the jump rules' addresses of spec 2 (brand, brandProductLine, product, brandActivity), the More
 * popup's, a department's page (spec 2 /department/detail?departmentId=) and a book's
 */
const ROUTES = [
  { path: '/bms/home/:id', page: CategoryHomePage, element: <CategoryHomePage /> },
  { path: '/bms/classify/:categoryId/brand-details/:id', page: BrandPage, element: <BrandPage /> },
  {
    path: '/bms/classify/:categoryId/product-line-details/:id',
    page: ProductLinePage,
    element: <ProductLinePage />,
  },
  { path: '/bms/classify/:categoryId/product-details/:id', page: ProductPage, element: <ProductPage /> },
  { path: '/bms/classify/:categoryId/activity-details/:id', page: ActivityPage, element: <ActivityPage /> },
  { path: '/bms/classify/:categoryId/video-details/:id', page: VideoPage, element: <VideoPage /> },
  { path: '/mall/product/:bookId', page: BookPage, element: <BookPage /> },
  { path: '/department/detail', page: DepartmentPage, element: <DepartmentPage /> },
];

/** Loads the page `pathname` shows; the shell awaits it before rendering the routes. */
export function preload(pathname: string): Promise<void> {
  const route = ROUTES.find((r) => matchPath(r.path, pathname));
  return route ? route.page.preload().catch(() => undefined) : Promise.resolve();
}

/** Exposed as `brands/routes`; the shell mounts it under `path="*"`, so paths are absolute. */
export default function BrandsRoutes() {
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
