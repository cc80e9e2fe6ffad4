import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { signOutOtherDevices } from '../api/auth-actions';
import { usePendingAction } from '../lib/use-pending-action';
import { AccountCard } from './account-card';

/** Ends every session of the account except this one (a lost phone, a shared computer). */
export function SessionsCard() {
  const { pending, run } = usePendingAction();
  const signOut = () =>
    run('Sign out failed', async () => {
      await signOutOtherDevices();
      toast.success('Signed out of other devices');
    });
  return (
    <AccountCard title="Devices" className="space-y-2">
      <p className="text-sm text-slate-700">Signed in somewhere you no longer use? End every session but this one.</p>
      <Button variant="outline" disabled={pending} onClick={() => void signOut()}>
        {pending ? 'Signing out...' : 'Sign out of other devices'}
      </Button>
    </AccountCard>
  );
}
