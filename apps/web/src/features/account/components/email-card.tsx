import type { AccountInfo } from '@introask/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { resendVerification } from '../api/auth-actions';
import { usePendingAction } from '../lib/use-pending-action';
import { AccountCard } from './account-card';

/** The address, whether it is verified, and (unverified, with mail) a button to send the link again. */
export function EmailCard({ account }: { account: AccountInfo }) {
  const { pending: sending, run } = usePendingAction();
  const resend = () =>
    run('Could not send the email', async () => {
      await resendVerification(account.email);
      toast.success('Email sent', { description: `Open the link we sent to ${account.email}.` });
    });
  return (
    <AccountCard title="Email" className="space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
        <span className="font-medium">{account.email}</span>
        {account.emailVerified ? (
          <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">Verified</span>
        ) : (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">Not verified</span>
        )}
      </p>
      {!account.emailVerified && (
        <p className="text-sm text-slate-700">
          A verified address lets you reset your password and sign in with Google.
          {account.mailEnabled ? '' : ' Email is not set up on this server, so it cannot be verified here.'}
        </p>
      )}
      {!account.emailVerified && account.mailEnabled && (
        <Button variant="outline" size="sm" disabled={sending} onClick={() => void resend()}>
          {sending ? 'Sending...' : 'Send verification email'}
        </Button>
      )}
      <p className="text-xs text-slate-600">
        Signs in with: {account.providers.map((p) => (p === 'credential' ? 'email and password' : 'Google')).join(', ')}
      </p>
    </AccountCard>
  );
}
