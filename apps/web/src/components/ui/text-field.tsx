import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn';
import { CharCounter } from './char-counter';

const CONTROL =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-blue-700';

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
  hintId,
  counterId,
  value,
  max,
  required,
  error,
  children,
}: FieldProps & {
  id: string;
  hintId: string;
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
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
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
  const id = useId();
  const props = { id, hintId: `${id}-hint`, counterId: `${id}-count` };
  return (
    <FieldShell
      {...props}
      label={label}
      value={value}
      max={max}
      onValueChange={onValueChange}
      hint={hint}
      error={error}
      required={required}
    >
      <input
        id={id}
        value={value}
        maxLength={max}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(props.counterId, hint && props.hintId, error && `${id}-error`)}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(CONTROL, 'h-10', className)}
        {...rest}
      />
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
  required,
  className,
  rows = 3,
  ...rest
}: FieldProps & TextareaOnly) {
  const id = useId();
  const props = { id, hintId: `${id}-hint`, counterId: `${id}-count` };
  return (
    <FieldShell
      {...props}
      label={label}
      value={value}
      max={max}
      onValueChange={onValueChange}
      hint={hint}
      required={required}
    >
      <textarea
        id={id}
        value={value}
        maxLength={max}
        rows={rows}
        required={required}
        aria-describedby={cn(props.counterId, hint && props.hintId)}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(CONTROL, 'resize-y', className)}
        {...rest}
      />
    </FieldShell>
  );
}
