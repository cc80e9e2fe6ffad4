/**
 * What a form field says under its control: the hint, then the validation error. Each paragraph
 * has the id the control's aria-describedby names, so screen readers announce both with it.
 */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string | null }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
