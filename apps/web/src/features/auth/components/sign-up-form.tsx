import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authClient } from '@/lib/auth-client';
import { toast } from '@/lib/toast';
import { refreshSession } from '@/lib/use-session';
import { setProfileName } from '../api/set-profile-name';
import { canSubmitSignUp, passwordsMatch, type SignUpValues, signUpErrors } from '../lib/validation';
import { AuthFormFrame, messageOf, useAuthForm } from './auth-form';
import { FormInput } from './form-input';

const EMPTY: SignUpValues = { name: '', email: '', password: '', confirm: '' };

export function SignUpForm({ redirectTo }: { redirectTo: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { values, errors, setErrors, pending, setPending, set } = useAuthForm<SignUpValues>(EMPTY);

  const submit = async () => {
    if (!passwordsMatch(values)) {
      toast.error("Passwords don't match", { description: 'Please make sure both password fields match.' });
      return;
    }
    const found = signUpErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const name = values.name.trim();
      const { error } = await authClient.signUp.email({ name, email: values.email.trim(), password: values.password });
      if (error) {
        toast.error('Sign up failed', { description: error.message || 'Something went wrong. Please try again.' });
        return;
      }
      toast.success('Account created', { description: 'Welcome to IntroAsk! Complete your profile to get started.' });
      try {
        await setProfileName(name);
      } catch (failure) {
        // SPEC.md section 8: a failed profile-name update after sign-up is only logged.
        console.error('Could not set the profile name after sign-up', failure);
      }
      await refreshSession(queryClient);
      navigate(redirectTo, { replace: true });
    } catch (failure) {
      toast.error('Sign up failed', { description: messageOf(failure, 'Something went wrong. Please try again.') });
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthFormFrame
      label="Create account"
      canSubmit={canSubmitSignUp(values)}
      pending={pending}
      submitText="Create account"
      pendingText="Creating account..."
      onSubmit={() => void submit()}
      redirectTo={redirectTo}
    >
      <FormInput
        label="Name"
        autoComplete="name"
        value={values.name}
        onValueChange={set('name')}
        error={errors.name}
        hint="2 to 80 characters"
        required
      />
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
        autoComplete="new-password"
        value={values.password}
        onValueChange={set('password')}
        error={errors.password}
        hint="At least 8 characters"
        required
      />
      <FormInput
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onValueChange={set('confirm')}
        error={errors.confirm}
        required
      />
    </AuthFormFrame>
  );
}
