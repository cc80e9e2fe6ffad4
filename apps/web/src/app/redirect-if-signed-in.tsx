import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSessionState } from '@/lib/use-session';

/** Sign-in and sign-up: a user who is already signed in goes on to `to` (issue 12, item 4). */
export function RedirectIfSignedIn({ to, children }: { to: string; children: ReactNode }) {
  const session = useSessionState();
  if (session.status === 'signed-in') return <Navigate to={to} replace />;
  return children;
}
