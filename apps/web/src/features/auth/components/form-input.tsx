import { type ComponentProps, useId } from 'react';
import { FieldNotes } from '@/components/ui/field-notes';

type FormInputProps = Omit<ComponentProps<'input'>, 'onChange'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
};

/** A labelled auth input with its error message tied to it for screen readers. */
export function FormInput({ label, value, onValueChange, error, hint, ...rest }: FormInputProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-blue-700"
        {...rest}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
