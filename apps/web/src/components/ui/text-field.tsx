import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn';
import { CharCounter } from './char-counter';
import { FieldNotes } from './field-notes';

const CONTROL =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-700';

interface FieldProps {
  label: string;
  value: string;
  max: number;
  onValueChange: (value: string) => void;
  hint?: string;
  /** A validation message shown under the control and announced with it. */
  error?: string | null;
  required?: boolean;
}

function FieldShell({
  id,
  label,
  hint,
  counterId,
  value,
  max,
  required,
  error,
  children,
}: FieldProps & {
  id: string;
  counterId: string;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
          {required && (
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
          )}
        </label>
        <CharCounter id={counterId} length={value.length} max={max} />
      </div>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * What both fields share: the shell around the control (label, counter, hint, error) and the
 * control's own props (id, value, limit, change handler and what describes it).
 */
function useField({ label, value, max, onValueChange, hint, error, required }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-count`;
  const shell = { id, counterId, label, value, max, onValueChange, hint, error, required };
  const control = {
    id,
    value,
    maxLength: max,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': cn(counterId, hint && hintId, error && `${id}-error`),
    onChange: (event: { target: { value: string } }) => onValueChange(event.target.value),
  };
  return { shell, control };
}

type InputOnly = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'maxLength'>;

/** A labelled one-line input with its n/max counter; the limit comes from the shared limits. */
export function TextInputField({
  label,
  value,
  max,
  onValueChange,
  hint,
  error,
  required,
  className,
  ...rest
}: FieldProps & InputOnly) {
  const { shell, control } = useField({ label, value, max, onValueChange, hint, error, required });
  return (
    <FieldShell {...shell}>
      <input {...control} className={cn(CONTROL, 'h-10', className)} {...rest} />
    </FieldShell>
  );
}

type TextareaOnly = Omit<ComponentProps<'textarea'>, 'value' | 'onChange' | 'maxLength'>;

export function TextAreaField({
  label,
  value,
  max,
  onValueChange,
  hint,
  error,
  required,
  className,
  rows = 3,
  ...rest
}: FieldProps & TextareaOnly) {
  const { shell, control } = useField({ label, value, max, onValueChange, hint, error, required });
  return (
    <FieldShell {...shell}>
      <textarea {...control} rows={rows} className={cn(CONTROL, 'resize-y', className)} {...rest} />
    </FieldShell>
  );
}
