import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Layout } from '@/components/layout/layout';
import { PageSkeleton } from '@/components/layout/page-skeleton';
import { ImportOffer } from '@/features/guest-copies/components/import-offer';
import { RequireAuth } from './require-auth';
import { HomeRoute } from './routes/home';

// Only / is in the first load; every other route is its own chunk (issue 4: 110 KB budget).
const AboutRoute = lazy(() => import('./routes/about'));
const HistoryRoute = lazy(() => import('./routes/history'));
const IntroducersRoute = lazy(() => import('./routes/introducers'));
const SignInRoute = lazy(() => import('./routes/sign-in'));
const SignUpRoute = lazy(() => import('./routes/sign-up'));
const ForgotPasswordRoute = lazy(() => import('./routes/forgot-password'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password'));
const AccountRoute = lazy(() => import('./routes/account'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout notice={<ImportOffer />} />}>
        <Route index element={<HomeRoute />} />
        <Route
          path="about"
          element={
            <RequireAuth>
              <Suspense fallback={<PageSkeleton />}>
                <AboutRoute />
              </Suspense>
            </RequireAuth>
          }
        />
        <Route
          path="history"
          element={
            <RequireAuth>
              <Suspense fallback={<PageSkeleton />}>
                <HistoryRoute />
              </Suspense>
            </RequireAuth>
          }
        />
        <Route
          path="introducers"
          element={
            <RequireAuth>
              <Suspense fallback={<PageSkeleton />}>
                <IntroducersRoute />
              </Suspense>
            </RequireAuth>
          }
        />
        <Route
          path="account"
          element={
            <RequireAuth>
              <Suspense fallback={<PageSkeleton />}>
                <AccountRoute />
              </Suspense>
            </RequireAuth>
          }
        />
        <Route
          path="auth/forgot-password"
          element={
            <Suspense fallback={<PageSkeleton />}>
              <ForgotPasswordRoute />
            </Suspense>
          }
        />
        <Route
          path="auth/reset-password"
          element={
            <Suspense fallback={<PageSkeleton />}>
              <ResetPasswordRoute />
            </Suspense>
          }
        />
        <Route
          path="auth/sign-in"
          element={
            <Suspense fallback={<PageSkeleton />}>
              <SignInRoute />
            </Suspense>
          }
        />
        <Route
          path="auth/sign-up"
          element={
            <Suspense fallback={<PageSkeleton />}>
              <SignUpRoute />
            </Suspense>
          }
        />
        <Route
          path="*"
          element={
            <Suspense fallback={<PageSkeleton />}>
              <NotFoundRoute />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  );
}
