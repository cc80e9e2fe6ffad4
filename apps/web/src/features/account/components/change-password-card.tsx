import { AUTH_LIMITS } from '@introask/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormInput } from '@/components/ui/form-input';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { type NewPasswordErrors, newPasswordErrors, newPasswordReady } from '@/lib/new-password';
import { toast } from '@/lib/toast';
import { changePassword } from '../api/auth-actions';
import { usePendingAction } from '../lib/use-pending-action';
import { AccountCard } from './account-card';

const EMPTY = { current: '', password: '', confirm: '' };

/** Change password: the current one is required; optionally signs out every other device too. */
export function ChangePasswordCard() {
  const [values, setValues] = useState(EMPTY);
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [error, setError] = useState<NewPasswordErrors>({});
  const { pending, run } = usePendingAction();
  const set = (key: keyof typeof EMPTY) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setError({});
  };
  const canSubmit = values.current.length >= AUTH_LIMITS.passwordMin && newPasswordReady(values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || pending) return;
    const found = newPasswordErrors(values);
    if (found) {
      setError(found);
      return;
    }
    await run('Password not changed', async () => {
      await changePassword(values.current, values.password, signOutOthers);
      setValues(EMPTY);
      toast.success('Password changed', {
        description: signOutOthers ? 'Your other devices are signed out.' : 'Use it the next time you sign in.',
      });
    });
  };

  return (
    <AccountCard title="Change password" className="space-y-3">
      <form noValidate className="space-y-3" aria-label="Change password" onSubmit={(e) => void submit(e)}>
        <FormInput
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={values.current}
          onValueChange={set('current')}
        />
        <NewPasswordFields values={values} errors={error} onChange={set} />
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={signOutOthers} onChange={(e) => setSignOutOthers(e.target.checked)} />
          Sign out of my other devices
        </label>
        <Button type="submit" disabled={!canSubmit || pending} aria-busy={pending}>
          {pending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </AccountCard>
  );
}
