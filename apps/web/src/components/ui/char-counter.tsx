import { UI_CONSTANTS } from '@introask/shared';
import { cn } from '@/lib/cn';

/** SPEC.md section 5: 'n/max', orange above 80 percent of the limit; quiet (small, muted) until then. */
export function isCounterWarning(length: number, max: number): boolean {
  return length > max * UI_CONSTANTS.counterWarnRatio;
}

export function CharCounter({ id, length, max }: { id?: string; length: number; max: number }) {
  const warn = isCounterWarning(length, max);
  return (
    <span
      id={id}
      data-warning={warn || undefined}
      className={cn('text-xs tabular-nums', warn ? 'font-medium text-orange-700' : 'text-slate-500')}
    >
      {length}/{max}
      <span className="sr-only"> characters</span>
    </span>
  );
}
