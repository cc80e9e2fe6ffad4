import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { GOOGLE_FAILED } from '@/features/auth/components/google-button';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { safeRedirect, signInPath } from '@/lib/redirect';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RedirectIfSignedIn } from '../redirect-if-signed-in';

/** Pages that send guests here, and what the greeting says they will see. */
const GUARDED: Record<string, string> = {
  '/about': 'your About Me',
  '/history': 'your history',
  '/account': 'your account',
};

/**
 * The greeting fits how the user got here (issue 12, item 4): "Welcome back" only when they came to
 * sign in, not when a page sent them or a password was just changed.
 */
export function signInGreeting(redirectTo: string, params: URLSearchParams): string {
  if (params.get('reset') === 'done') return 'Your password is changed. Sign in with your new password.';
  const page = GUARDED[redirectTo.split(/[?#]/)[0] ?? ''];
  if (page) return `Sign in to see ${page}. New here? Create an account below.`;
  return 'Welcome back. Sign in to use your profile and history.';
}

export default function SignInRoute() {
  useDocumentTitle('Sign in · IntroAsk');
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirectTo'), '/');
  const failed = params.has('error');
  const toasted = useRef(false);

  // The OAuth error callback lands here with ?error=...: say so once.
  useEffect(() => {
    if (failed && !toasted.current) {
      toasted.current = true;
      toast.error('Sign in failed', { description: GOOGLE_FAILED });
    }
  }, [failed]);

  return (
    <RedirectIfSignedIn to={redirectTo}>
      <AuthShell
        title="Sign in"
        subtitle={signInGreeting(redirectTo, params)}
        footer={
          <>
            No account yet?{' '}
            <Link
              to={signInPath(redirectTo === '/' ? '/about' : redirectTo, 'sign-up')}
              className="font-medium text-blue-700 underline hover:text-blue-900"
            >
              Create one
            </Link>
          </>
        }
      >
        <SignInForm redirectTo={redirectTo} />
      </AuthShell>
    </RedirectIfSignedIn>
  );
}
