import { AUTH_LIMITS, resetPasswordSchema } from '@introask/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormInput } from '@/components/ui/form-input';
import { errorMessage } from '@/lib/api-error';
import { authClient } from '@/lib/auth-client';
import { toast } from '@/lib/toast';

/** The new password, twice; then to sign-in, where the new password works. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [pending, setPending] = useState(false);
  const set = (key: 'password' | 'confirm') => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors({});
  };
  const canSubmit =
    values.password.length >= AUTH_LIMITS.passwordMin && values.confirm.length >= AUTH_LIMITS.passwordMin;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || pending) return;
    const parsed = resetPasswordSchema.safeParse(values);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as 'password' | 'confirm'] ??= issue.message;
      setErrors(found);
      return;
    }
    setPending(true);
    try {
      const { error } = await authClient.resetPassword({ newPassword: values.password, token });
      if (error) {
        throw new Error(error.code === 'INVALID_TOKEN' ? 'This link has expired or was already used.' : error.message);
      }
      toast.success('Password changed', { description: 'Sign in with your new password.' });
      navigate('/auth/sign-in?reset=done', { replace: true });
    } catch (failure) {
      toast.error('Password not changed', { description: errorMessage(failure) });
      setPending(false);
    }
  };

  return (
    <form noValidate aria-label="Choose a new password" className="space-y-4" onSubmit={(e) => void submit(e)}>
      <FormInput
        label="New password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={set('password')}
        error={errors.password}
        hint="At least 8 characters, not a common password"
        required
      />
      <FormInput
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onValueChange={set('confirm')}
        error={errors.confirm}
        required
      />
      <Button type="submit" className="w-full justify-center" disabled={!canSubmit || pending} aria-busy={pending}>
        {pending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
