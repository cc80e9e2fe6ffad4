import { FORM_LIMITS } from '@introask/shared';
import { TextAreaField } from '@/components/ui/text-field';

/** One tap fills the retry box and runs it: the instructions people give most (issue 13). */
export const QUICK_RETRIES = [
  { label: 'Shorter', instructions: 'shorter' },
  { label: 'More formal', instructions: 'more formal' },
  { label: 'Warmer', instructions: 'warmer' },
  { label: 'Add subject', instructions: 'add a subject line' },
  { label: 'Bullets', instructions: 'use bullet points' },
  { label: 'No Calendly', instructions: 'no Calendly link' },
] as const;

interface RetryBoxProps {
  value: string;
  onValueChange: (value: string) => void;
  /** A request is under way: the chips wait. */
  busy: boolean;
  onQuickRetry: (instructions: string) => void;
}

/**
 * The retry instructions (SPEC.md section 2); the Retry button itself sits in the panel's action
 * bar, right under this box, so it is also pinned on a phone.
 */
export function RetryBox({ value, onValueChange, busy, onQuickRetry }: RetryBoxProps) {
  return (
    <div className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3">
      <TextAreaField
        label="Retry instructions"
        value={value}
        max={FORM_LIMITS.retryInstructions}
        onValueChange={onValueChange}
        rows={2}
        hint="What to change, e.g. make it shorter and more casual"
      />
      <fieldset className="flex flex-wrap gap-1.5">
        <legend className="sr-only">Quick retries</legend>
        {QUICK_RETRIES.map((chip) => (
          <button
            key={chip.label}
            type="button"
            aria-disabled={busy || undefined}
            onClick={() => !busy && onQuickRetry(chip.instructions)}
            className="rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-900 aria-disabled:cursor-not-allowed aria-disabled:text-slate-500"
          >
            {chip.label}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
