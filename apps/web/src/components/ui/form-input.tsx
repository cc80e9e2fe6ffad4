import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { FieldNotes } from '@/components/ui/field-notes';

type FormInputProps = Omit<ComponentProps<'input'>, 'onChange'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
};

/**
 * A labelled auth input with its error message tied to it for screen readers. A password input has
 * a show/hide toggle (issue 12), so a long passphrase can be checked before it is sent.
 */
export function FormInput({ label, value, onValueChange, error, hint, type, ...rest }: FormInputProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const password = type === 'password';
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={password && shown ? 'text' : type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-blue-700 ${password ? 'pr-10' : ''}`}
          {...rest}
        />
        {password && (
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={shown}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900"
          >
            {shown ? <EyeOff aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
          </button>
        )}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
