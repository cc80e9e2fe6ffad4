import { Link } from 'react-router';
import { FormInput } from '@/components/ui/form-input';
import { authClient } from '@/lib/auth-client';
import { useConfig } from '@/lib/config';
import { toast } from '@/lib/toast';
import { canSubmitSignIn, type SignInValues, signInErrors } from '../lib/validation';
import { AuthFormFrame, useAuthForm } from './auth-form';

export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const { values, errors, pending, set, submit } = useAuthForm<SignInValues>({ email: '', password: '' }, redirectTo);
  // Offered only where the server can send (or, in development, log) the email.
  const resetEnabled = useConfig().data?.passwordResetEnabled === true;

  const signIn = () =>
    submit(signInErrors(values), { title: 'Sign in failed', fallback: 'Invalid email or password.' }, async () => {
      const { error } = await authClient.signIn.email({ email: values.email.trim(), password: values.password });
      if (error) throw new Error(error.message);
      toast.success('Welcome back');
    });

  return (
    <AuthFormFrame
      label="Sign in"
      canSubmit={canSubmitSignIn(values)}
      pending={pending}
      submitText="Continue"
      pendingText="Signing in..."
      onSubmit={() => void signIn()}
      redirectTo={redirectTo}
    >
      <FormInput
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onValueChange={set('email')}
        error={errors.email}
        required
      />
      <FormInput
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onValueChange={set('password')}
        error={errors.password}
        hint="At least 8 characters"
        required
      />
      {resetEnabled && (
        <p className="text-right text-sm">
          <Link to="/auth/forgot-password" className="font-medium text-blue-700 underline hover:text-blue-900">
            Forgot password?
          </Link>
        </p>
      )}
    </AuthFormFrame>
  );
}
