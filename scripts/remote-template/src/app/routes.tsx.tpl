// The remote's own utilities: imported by the exposed module so they load with it inside the shell.
import '../styles.css';
import { Route, Routes } from '@portal/router';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { lazy, Suspense } from 'react';

const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));

/** Exposed as `__NAME__/routes`; the shell mounts it under `path="*"`, so paths are absolute. */
export default function __PASCAL__Routes() {
  return (
    <Suspense fallback={<Skeleton lines={8} className="mx-auto max-w-page p-6" />}>
      <Routes>
        <Route path="__PREFIX__" element={<HomePage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
