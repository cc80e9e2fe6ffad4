import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { clearToasts, toast } from '@/lib/toast';
import { refreshSession } from '@/lib/use-session';
import type { FieldErrors } from '../lib/validation';
import { GoogleButton } from './google-button';

/** What a failed submit's toast says: its title, and the description when the failure has no message. */
export interface SubmitFailure {
  title: string;
  fallback: string;
}

/**
 * The state both auth forms keep: the typed values, the per-field errors (a field's error clears
 * as soon as it is edited) and whether a submit is in flight; and how both submit.
 */
export function useAuthForm<V extends { [K in keyof V]: string }>(initial: V, redirectTo: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const [pending, setPending] = useState(false);
  const set = (key: keyof V & string) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  /**
   * Shows the per-field errors `found` and stops there if there are any; otherwise runs `action`
   * with the form pending, then reloads the session and goes to `redirectTo`. Whatever `action`
   * throws becomes an error toast (`failure`) and the form stays as typed.
   */
  const submit = async (found: FieldErrors<keyof V & string>, failure: SubmitFailure, action: () => Promise<void>) => {
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    clearToasts('auth');
    setPending(true);
    try {
      await action();
      await refreshSession(queryClient);
      navigate(redirectTo, { replace: true });
    } catch (thrown) {
      toast.error(failure.title, { description: errorMessage(thrown, failure.fallback), scope: 'auth' });
    } finally {
      setPending(false);
    }
  };
  return { values, errors, pending, set, submit };
}

/**
 * The frame both auth forms share: a form that submits only when allowed and not already pending,
 * its submit button (disabled by the same rule, with its pending text), and the Google button.
 */
export function AuthFormFrame({
  label,
  canSubmit,
  pending,
  submitText,
  pendingText,
  onSubmit,
  redirectTo,
  children,
}: {
  label: string;
  canSubmit: boolean;
  pending: boolean;
  submitText: string;
  pendingText: string;
  onSubmit: () => void;
  redirectTo: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <form
        noValidate
        aria-label={label}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit && !pending) onSubmit();
        }}
      >
        {children}
        <Button type="submit" className="w-full justify-center" disabled={!canSubmit || pending} aria-busy={pending}>
          {pending ? pendingText : submitText}
        </Button>
      </form>
      <GoogleButton redirectTo={redirectTo} />
    </div>
  );
}
