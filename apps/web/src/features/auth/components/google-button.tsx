import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { authClient } from '@/lib/auth-client';
import { useConfig } from '@/lib/config';
import { toast } from '@/lib/toast';

export const GOOGLE_FAILED = 'Failed to sign in with Google.';

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.6-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.6 2.8C6.6 7.4 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}

/** Google sign-in through the OAuth redirect; offered only when the server has it configured. */
export function GoogleButton({ redirectTo }: { redirectTo: string }) {
  const config = useConfig();
  const [pending, setPending] = useState(false);
  if (!config.data?.googleEnabled) return null;

  const signIn = async () => {
    setPending(true);
    try {
      const { error } = await authClient.signIn.social({
        provider: 'google',
        callbackURL: redirectTo,
        errorCallbackURL: '/auth/sign-in?error=google',
      });
      if (error) throw new Error(error.message || GOOGLE_FAILED);
      // On success the browser is leaving for Google; keep the button busy until it does.
    } catch (failure) {
      toast.error('Sign in failed', { description: errorMessage(failure, GOOGLE_FAILED) });
      setPending(false);
    }
  };

  return (
    <>
      <div className="flex items-center gap-3 text-xs text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button variant="google" className="w-full justify-center" disabled={pending} onClick={() => void signIn()}>
        <GoogleMark />
        Continue with Google
      </Button>
    </>
  );
}
