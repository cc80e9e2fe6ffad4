import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useAccount } from '@/features/account/api/get-account';
import { ChangePasswordCard } from '@/features/account/components/change-password-card';
import { DataCard } from '@/features/account/components/data-card';
import { DeleteAccountCard } from '@/features/account/components/delete-account-card';
import { EmailCard } from '@/features/account/components/email-card';
import { SessionsCard } from '@/features/account/components/sessions-card';
import { ProfileSkeleton } from '@/features/profile/components/profile-skeleton';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /account (issue 12): the address, password, devices, downloads and deletion. */
export default function AccountRoute() {
  useDocumentTitle('Account · IntroAsk');
  const account = useAccount();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <Link
        to="/about"
        className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:text-blue-900"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to About Me
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">Account</h1>
      {account.isPending ? (
        <ProfileSkeleton />
      ) : account.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Could not load your account: {errorMessage(account.error)}
        </p>
      ) : (
        <div className="space-y-4">
          <EmailCard account={account.data} />
          {account.data.hasPassword && <ChangePasswordCard />}
          <SessionsCard />
          <DataCard />
          <DeleteAccountCard email={account.data.email} />
        </div>
      )}
    </div>
  );
}
