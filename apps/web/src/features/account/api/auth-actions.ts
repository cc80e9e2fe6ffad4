/**
 * The account page's calls to better-auth (change password, sign out other devices, resend the
 * verification email), through its client, which reads better-auth's `{message}` errors.
 */
import { authClient } from '@/lib/auth-client';

async function run(call: Promise<{ error: { message?: string } | null }>, fallback: string): Promise<void> {
  const { error } = await call;
  if (error) throw new Error(error.message || fallback);
}

export function changePassword(currentPassword: string, newPassword: string, revokeOtherSessions: boolean) {
  return run(
    authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions }),
    'Could not change the password.',
  );
}

export function signOutOtherDevices() {
  return run(authClient.revokeOtherSessions(), 'Could not sign out the other devices.');
}

export function resendVerification(email: string) {
  return run(authClient.sendVerificationEmail({ email, callbackURL: '/account' }), 'Could not send the email.');
}
