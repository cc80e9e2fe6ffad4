import { Link, useSearchParams } from 'react-router';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { safeRedirect, signInPath } from '@/lib/redirect';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RedirectIfSignedIn } from '../redirect-if-signed-in';

export default function SignUpRoute() {
  useDocumentTitle('Create account · IntroAsk');
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirectTo'), '/about');
  return (
    <RedirectIfSignedIn to={redirectTo}>
      <AuthShell
        title="Create account"
        subtitle="Save your profile, your introducers and every message you copy."
        footer={
          <>
            Already have an account?{' '}
            <Link to={signInPath(redirectTo)} className="font-medium text-blue-700 underline hover:text-blue-900">
              Sign in
            </Link>
          </>
        }
      >
        <SignUpForm redirectTo={redirectTo} />
      </AuthShell>
    </RedirectIfSignedIn>
  );
}
