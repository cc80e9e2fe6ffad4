import { Link, useSearchParams } from 'react-router';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Where the email's link lands: ?token=... from the server, or ?error=INVALID_TOKEN when it is spent or expired. */
export default function ResetPasswordRoute() {
  useDocumentTitle('Choose a new password · IntroAsk');
  const [params] = useSearchParams();
  const token = params.get('token');
  const usable = token && !params.has('error');
  return (
    <AuthShell
      title="Choose a new password"
      subtitle={usable ? 'Your new password replaces the old one and signs you out everywhere.' : ''}
      footer={
        <Link to="/auth/sign-in" className="font-medium text-blue-700 underline hover:text-blue-900">
          Back to sign in
        </Link>
      }
    >
      {usable ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div role="alert" className="space-y-2 text-sm text-slate-800">
          <p>This link has expired or was already used. Each link works once, for an hour.</p>
          <p>
            <Link to="/auth/forgot-password" className="font-medium text-blue-700 underline hover:text-blue-900">
              Send a new link
            </Link>
          </p>
        </div>
      )}
    </AuthShell>
  );
}
