import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE } from '@/components/layout/frame';
import { useProfile } from '@/features/profile/api/get-profile';
import { AboutFooter } from '@/features/profile/components/about-footer';
import { AccountDetailsCard } from '@/features/profile/components/account-details-card';
import { FieldCard } from '@/features/profile/components/field-card';
import { ProfileSkeleton } from '@/features/profile/components/profile-skeleton';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AboutRoute() {
  useDocumentTitle('About Me · IntroAsk');
  const profile = useProfile();
  return (
    <div className={`${PAGE} space-y-6`}>
      <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Generator
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight">About Me</h1>
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Could not load your profile: {errorMessage(profile.error)}
        </p>
      ) : (
        <div className="max-w-3xl space-y-4">
          <AccountDetailsCard profile={profile.data} />
          <FieldCard field="bio" title="Bio" emptyNoun="bio" value={profile.data.bio} />
          <FieldCard field="asks" title="What I'm Looking For (Asks)" emptyNoun="asks" value={profile.data.asks} />
          <FieldCard field="value_add" title="Value I Provide" emptyNoun="value add" value={profile.data.value_add} />
        </div>
      )}
      <AboutFooter />
      <p className="text-sm text-slate-700">
        Password, devices, your data and deleting your account:{' '}
        <Link to="/account" className="font-medium text-blue-700 underline hover:text-blue-900">
          Account settings
        </Link>
      </p>
    </div>
  );
}
