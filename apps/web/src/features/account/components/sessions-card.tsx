import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { signOutOtherDevices } from '../api/auth-actions';

/** Ends every session of the account except this one (a lost phone, a shared computer). */
export function SessionsCard() {
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    try {
      await signOutOtherDevices();
      toast.success('Signed out of other devices');
    } catch (error) {
      toast.error('Sign out failed', { description: errorMessage(error) });
    } finally {
      setPending(false);
    }
  };
  return (
    <Card aria-labelledby="devices-heading" className="space-y-2">
      <h2 id="devices-heading" className="text-lg font-semibold">
        Devices
      </h2>
      <p className="text-sm text-slate-700">Signed in somewhere you no longer use? End every session but this one.</p>
      <Button variant="outline" disabled={pending} onClick={() => void signOut()}>
        {pending ? 'Signing out...' : 'Sign out of other devices'}
      </Button>
    </Card>
  );
}
