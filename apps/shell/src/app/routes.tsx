import { Route, Routes } from '@portal/router';
import { lazy, Suspense } from 'react';
import { HomePage } from '../features/home/home-page';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { Layout } from './layout';

// Sign-in and registration are not part of the first load of `/`.
const SignInPage = lazy(() => import('../features/auth/sign-in-page'));
const RegisterPage = lazy(() => import('../features/auth/register-page'));

/** The shell's own routes; every other path goes to the remote owning it (or 404). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route
          path="signin"
          element={
            <Suspense fallback={<div className="min-h-[60vh]" />}>
              <SignInPage />
            </Suspense>
          }
        />
        <Route
          path="register"
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
