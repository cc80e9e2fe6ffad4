import { FORM_LIMITS } from '@introask/shared';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { TextAreaField, TextInputField } from '@/components/ui/text-field';
import { signInPath } from '@/lib/redirect';

interface GuestCardProps {
  name: string;
  context: string;
  onNameChange: (value: string) => void;
  onContextChange: (value: string) => void;
}

/** Shown only when signed out: the guest's name (required) and a short context stand in for a profile. */
export function GuestCard({ name, context, onNameChange, onContextChange }: GuestCardProps) {
  return (
    <Card aria-labelledby="guest-about-heading" className="space-y-4">
      <div>
        <h2 id="guest-about-heading" className="text-lg font-semibold">
          About Me
        </h2>
        <p className="text-sm text-slate-600">
          Tell the introducer who you are.{' '}
          <Link to={signInPath('/')} className="font-medium text-blue-700 underline hover:text-blue-900">
            Sign in
          </Link>{' '}
          to use your saved profile instead.
        </p>
      </div>
      <TextInputField
        label="Your name"
        value={name}
        max={FORM_LIMITS.guestName}
        onValueChange={onNameChange}
        required
        autoComplete="name"
      />
      <TextAreaField
        label="Your context"
        value={context}
        max={FORM_LIMITS.guestBio}
        onValueChange={onContextChange}
        placeholder="What you do, in a sentence or two"
      />
    </Card>
  );
}
