import { authClient } from '@/lib/auth-client';
import { toast } from '@/lib/toast';
import { canSubmitSignIn, type SignInValues, signInErrors } from '../lib/validation';
import { AuthFormFrame, useAuthForm } from './auth-form';
import { FormInput } from './form-input';

export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const { values, errors, pending, set, submit } = useAuthForm<SignInValues>({ email: '', password: '' }, redirectTo);

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
    </AuthFormFrame>
  );
}
