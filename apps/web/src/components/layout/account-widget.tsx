import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { safeRedirect, signInPath } from '@/lib/redirect';
import { useSessionState } from '@/lib/use-session';
import { GuestBadge } from './guest-badge';

// The avatar menu (Radix DropdownMenu) is only for signed-in users: off the first load for guests.
const AccountMenu = lazy(() => import('./account-menu'));

function AvatarPlaceholder() {
  return <div className="h-8 w-8 animate-pulse rounded-full bg-slate-200" role="status" aria-label="Loading account" />;
}

export function AccountWidget() {
  const session = useSessionState();
  const location = useLocation();
  const navigate = useNavigate();

  if (session.status === 'loading') return <AvatarPlaceholder />;
  if (session.status === 'signed-in') {
    return (
      <Suspense fallback={<AvatarPlaceholder />}>
        <AccountMenu user={session.user} />
      </Suspense>
    );
  }

  const onAuthPage = location.pathname.startsWith('/auth/');
  const redirectTo = onAuthPage
    ? safeRedirect(new URLSearchParams(location.search).get('redirectTo'), '/')
    : location.pathname + location.search;
  return (
    <div className="flex items-center gap-2">
      <GuestBadge />
      <Button size="sm" onClick={() => navigate(signInPath(redirectTo))}>
        Sign in
      </Button>
    </div>
  );
}
