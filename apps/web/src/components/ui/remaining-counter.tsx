import { UI_CONSTANTS } from '@introask/shared';
import { cn } from '@/lib/cn';

/** SPEC.md section 5: field cards show remaining characters, red below 50. */
export function isRemainingWarning(remaining: number): boolean {
  return remaining < UI_CONSTANTS.remainingWarnBelow;
}

export function RemainingCounter({ id, length, max }: { id?: string; length: number; max: number }) {
  const remaining = max - length;
  const warn = isRemainingWarning(remaining);
  return (
    <span
      id={id}
      data-warning={warn || undefined}
      className={cn('text-xs tabular-nums', warn ? 'font-medium text-red-700' : 'text-slate-600')}
    >
      {remaining < 0 ? `${-remaining} characters over the limit` : `${remaining} characters remaining`}
    </span>
  );
}
