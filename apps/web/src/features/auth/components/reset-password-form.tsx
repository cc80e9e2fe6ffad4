import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { errorMessage } from '@/lib/api-error';
import { authClient } from '@/lib/auth-client';
import { type NewPasswordErrors, newPasswordErrors, newPasswordReady } from '@/lib/new-password';
import { toast } from '@/lib/toast';

/** The new password, twice; then to sign-in, where the new password works. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [pending, setPending] = useState(false);
  const set = (key: 'password' | 'confirm') => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors({});
  };
  const canSubmit = newPasswordReady(values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || pending) return;
    const found = newPasswordErrors(values);
    if (found) {
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
      <NewPasswordFields values={values} errors={errors} onChange={set} required />
      <Button type="submit" className="w-full justify-center" disabled={!canSubmit || pending} aria-busy={pending}>
        {pending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
