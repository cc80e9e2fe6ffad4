import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { setFlash } from '@/lib/flash';
import { toast } from '@/lib/toast';
import { deleteAccount } from '../api/delete-account';
import { AccountCard } from './account-card';

/** Type the account's email to confirm; then everything goes, the session ends and the app reloads. */
export function DeleteAccountCard({ email }: { email: string }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches || pending) return;
    setPending(true);
    try {
      await deleteAccount(typed.trim());
      setFlash('Account deleted', 'Everything we kept about you is gone.');
      window.location.assign('/');
    } catch (error) {
      toast.error('Account not deleted', { description: errorMessage(error) });
      setPending(false);
    }
  };

  return (
    <AccountCard title="Delete account" danger className="space-y-3">
      <p className="text-sm text-slate-700">
        This deletes your account, profile, introducers and history at once. It cannot be undone: download your data
        first if you want to keep it.
      </p>
      <form noValidate className="space-y-2" aria-label="Delete account" onSubmit={(e) => void submit(e)}>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Type <span className="font-semibold">{email}</span> to confirm
        </label>
        <input
          id={id}
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900"
        />
        <Button
          type="submit"
          className="bg-red-700 hover:bg-red-800 disabled:bg-red-700/60"
          disabled={!matches || pending}
        >
          {pending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </form>
    </AccountCard>
  );
}
