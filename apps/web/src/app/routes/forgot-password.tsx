import { Link } from 'react-router';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ForgotPasswordRoute() {
  useDocumentTitle('Forgot password · IntroAsk');
  return (
    <AuthShell
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we will send you a link to choose a new one."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/auth/sign-in" className="font-medium text-blue-700 underline hover:text-blue-900">
            Sign in
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthShell>
  );
}
