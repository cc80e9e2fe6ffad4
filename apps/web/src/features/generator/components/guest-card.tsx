import { FORM_LIMITS } from '@introask/shared';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { TextAreaField, TextInputField } from '@/components/ui/text-field';
import { signInPath } from '@/lib/redirect';

interface GuestCardProps {
  name: string;
  context: string;
  onNameChange: (value: string) => void;
  onContextChange: (value: string) => void;
  nameRef?: Ref<HTMLInputElement>;
  /** Shown beside the name when Generate was tried without one. */
  nameError?: string | null;
}

/**
 * Shown only when signed out: the guest's name (required) and a short context stand in for a profile.
 * Compact (issue 13): two fields side by side where there is room, so Generate is close.
 */
export function GuestCard({ name, context, onNameChange, onContextChange, nameRef, nameError }: GuestCardProps) {
  return (
    <Card aria-labelledby="guest-about-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="guest-about-heading" className="text-lg font-semibold tracking-tight">
          About Me
        </h2>
        <p className="text-sm text-slate-600">
          <Link to={signInPath('/')} className="font-medium text-brand-700 underline hover:text-brand-900">
            Sign in
          </Link>{' '}
          to use your saved profile.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <TextInputField
          ref={nameRef}
          label="Your name"
          value={name}
          max={FORM_LIMITS.guestName}
          onValueChange={onNameChange}
          required
          autoComplete="name"
          hint="As you sign your emails"
          error={nameError}
        />
        <TextAreaField
          label="Your context"
          value={context}
          max={FORM_LIMITS.guestBio}
          onValueChange={onContextChange}
          rows={2}
          hint="e.g. I run ops at a logistics startup"
        />
      </div>
    </Card>
  );
}
