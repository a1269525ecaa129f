import { SHELL_PAGES } from '@portal/api/pages/shell';
import { Route, Routes } from '@portal/router';
import { lazy, Suspense } from 'react';
import { HomePage } from '../features/home/home-page';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { Layout } from './layout';

// Sign-in and registration are not part of the first load of `/`.
const SignInPage = lazy(() => import('../features/auth/sign-in-page'));
const RegisterPage = lazy(() => import('../features/auth/register-page'));

/**
 * The shell's own routes (`SHELL_PAGES`, which the server reads too: an address that is neither one
 * of them nor under a remote's prefix answers 404); every other path goes to the remote owning it.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={SHELL_PAGES.home} element={<HomePage />} />
        <Route
          path={SHELL_PAGES.signIn}
          element={
            <Suspense fallback={<div className="min-h-[60vh]" />}>
              <SignInPage />
            </Suspense>
          }
        />
        <Route
          path={SHELL_PAGES.register}
          element={
            <Suspense fallback={<div className="min-h-[60vh]" />}>
              <RegisterPage />
            </Suspense>
          }
        />
        <Route path="*" element={<RemoteOutlet />} />
      </Route>
    </Routes>
  );
}
