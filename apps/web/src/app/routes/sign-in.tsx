import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { GOOGLE_FAILED } from '@/features/auth/components/google-button';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { safeRedirect, signInPath } from '@/lib/redirect';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';

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
    <AuthShell
      title="Sign in"
      subtitle="Welcome back. Sign in to use your profile and history."
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
  );
}
