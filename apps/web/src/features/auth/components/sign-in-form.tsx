import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authClient } from '@/lib/auth-client';
import { toast } from '@/lib/toast';
import { refreshSession } from '@/lib/use-session';
import { canSubmitSignIn, type SignInValues, signInErrors } from '../lib/validation';
import { AuthFormFrame, messageOf, useAuthForm } from './auth-form';
import { FormInput } from './form-input';

export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { values, errors, setErrors, pending, setPending, set } = useAuthForm<SignInValues>({
    email: '',
    password: '',
  });

  const submit = async () => {
    const found = signInErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const { error } = await authClient.signIn.email({ email: values.email.trim(), password: values.password });
      if (error) {
        toast.error('Sign in failed', { description: error.message || 'Invalid email or password.' });
        return;
      }
      await refreshSession(queryClient);
      toast.success('Welcome back');
      navigate(redirectTo, { replace: true });
    } catch (failure) {
      toast.error('Sign in failed', { description: messageOf(failure, 'Invalid email or password.') });
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthFormFrame
      label="Sign in"
      canSubmit={canSubmitSignIn(values)}
      pending={pending}
      submitText="Continue"
      pendingText="Signing in..."
      onSubmit={() => void submit()}
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
