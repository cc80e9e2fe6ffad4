import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSkeleton } from '@/components/layout/page-skeleton';
import { signInPath } from '@/lib/redirect';
import { useSessionState } from '@/lib/use-session';

/** /about and /history: guests are sent (replace) to sign-in with redirectTo (SPEC.md section 2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSessionState();
  const location = useLocation();
  if (session.status === 'loading') return <PageSkeleton />;
  if (session.status === 'guest') return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  return children;
}
