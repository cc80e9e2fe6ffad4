import { FormInput } from '@/components/ui/form-input';
import { authClient } from '@/lib/auth-client';
import { clearToasts, toast } from '@/lib/toast';
import { setProfileName } from '../api/set-profile-name';
import { canSubmitSignUp, passwordsMatch, type SignUpValues, signUpErrors } from '../lib/validation';
import { AuthFormFrame, useAuthForm } from './auth-form';

const EMPTY: SignUpValues = { name: '', email: '', password: '', confirm: '' };

export function SignUpForm({ redirectTo }: { redirectTo: string }) {
  const { values, errors, pending, set, submit } = useAuthForm<SignUpValues>(EMPTY, redirectTo);

  const signUp = () => {
    // A new submit clears this form's earlier toasts ("Passwords don't match" under "Account created").
    clearToasts('auth');
    if (!passwordsMatch(values)) {
      toast.error("Passwords don't match", {
        description: 'Please make sure both password fields match.',
        scope: 'auth',
      });
      return;
    }
    const failure = { title: 'Sign up failed', fallback: 'Something went wrong. Please try again.' };
    return submit(signUpErrors(values), failure, async () => {
      const name = values.name.trim();
      const { error } = await authClient.signUp.email({ name, email: values.email.trim(), password: values.password });
      if (error) throw new Error(error.message);
      toast.success('Account created', { description: 'Welcome to IntroAsk! Complete your profile to get started.' });
      try {
        await setProfileName(name);
      } catch (failure) {
        // SPEC.md section 8: a failed profile-name update after sign-up is only logged.
        console.error('Could not set the profile name after sign-up', failure);
      }
    });
  };

  return (
    <AuthFormFrame
      label="Create account"
      canSubmit={canSubmitSignUp(values)}
      pending={pending}
      submitText="Create account"
      pendingText="Creating account..."
      onSubmit={() => void signUp()}
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
