import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { FieldErrors } from '../lib/validation';
import { GoogleButton } from './google-button';

/**
 * The state both auth forms keep: the typed values, the per-field errors (a field's error clears
 * as soon as it is edited) and whether a submit is in flight.
 */
export function useAuthForm<V extends { [K in keyof V]: string }>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const [pending, setPending] = useState(false);
  const set = (key: keyof V & string) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  return { values, errors, setErrors, pending, setPending, set };
}

/** The thrown error's message, or `fallback` when it has none. */
export function messageOf(failure: unknown, fallback: string): string {
  return failure instanceof Error && failure.message ? failure.message : fallback;
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
