import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormInput } from '@/components/ui/form-input';
import { errorMessage } from '@/lib/api-error';
import { authClient } from '@/lib/auth-client';
import { toast } from '@/lib/toast';

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so the
 * page says so rather than "sent".
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const valid = /^\S+@\S+\.\S+$/.test(email.trim());
  // The form, and the focused button with it, gives way to the answer: focus moves to the answer.
  const sentNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sentTo) sentNote.current?.focus();
  }, [sentTo]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || pending) return;
    setPending(true);
    try {
      const { error } = await authClient.requestPasswordReset({
        email: email.trim(),
        redirectTo: '/auth/reset-password',
      });
      if (error) throw new Error(error.message);
      setSentTo(email.trim());
    } catch (failure) {
      toast.error('Could not send the link', { description: errorMessage(failure, 'Please try again.') });
    } finally {
      setPending(false);
    }
  };

  if (sentTo) {
    return (
      <p
        ref={sentNote}
        tabIndex={-1}
        role="status"
        className="rounded-md border border-green-200 bg-green-50 p-4 text-sm text-green-900"
      >
        If an account uses {sentTo}, we have sent it a link to choose a new password. The link works once, for an hour.
      </p>
    );
  }
  return (
    <form noValidate aria-label="Reset password" className="space-y-4" onSubmit={(e) => void submit(e)}>
      <FormInput label="Email" type="email" autoComplete="email" value={email} onValueChange={setEmail} required />
      <Button type="submit" className="w-full justify-center" disabled={!valid || pending} aria-busy={pending}>
        {pending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
