import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { authClient } from '@/lib/auth-client';
import { toast } from '@/lib/toast';
import { refreshSession } from '@/lib/use-session';
import { canSubmitSignIn, type FieldErrors, type SignInValues, signInErrors } from '../lib/validation';
import { FormInput } from './form-input';
import { GoogleButton } from './google-button';

export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof SignInValues>>({});
  const [pending, setPending] = useState(false);
  const set = (key: keyof SignInValues) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

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
      toast.error('Sign in failed', {
        description: failure instanceof Error && failure.message ? failure.message : 'Invalid email or password.',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="space-y-4">
      <form
        noValidate
        aria-label="Sign in"
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmitSignIn(values) && !pending) void submit();
        }}
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
        <Button
          type="submit"
          className="w-full justify-center"
          disabled={!canSubmitSignIn(values) || pending}
          aria-busy={pending}
        >
          {pending ? 'Signing in...' : 'Continue'}
        </Button>
      </form>
      <GoogleButton redirectTo={redirectTo} />
    </div>
  );
}
