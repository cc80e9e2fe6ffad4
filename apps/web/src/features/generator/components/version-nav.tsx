import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Version } from '../lib/draft';

const MADE_BY: Record<Version['by'], string> = { generate: 'generated', retry: 'retried', edit: 'your edit' };

const STEP =
  'inline-flex h-7 w-7 items-center justify-center rounded text-slate-700 hover:bg-slate-100 aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent';

/**
 * ‹ 2 / 4 ›: every text the writer wrote and every edit is a version; the one shown is the one used.
 * At either end the step stays focusable (aria-disabled), so focus does not fall to the page.
 */
export function VersionNav({
  index,
  count,
  by,
  disabled,
  onShow,
}: {
  index: number;
  count: number;
  by: Version['by'];
  disabled: boolean;
  onShow: (index: number) => void;
}) {
  return (
    <nav aria-label="Versions" className="flex items-center gap-1 text-xs text-slate-600">
      <button
        type="button"
        className={STEP}
        aria-label="Previous version"
        aria-disabled={disabled || index === 0}
        onClick={() => !disabled && index > 0 && onShow(index - 1)}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
      </button>
      <span aria-live="polite" className="tabular-nums">
        Version {index + 1} of {count}
        <span className="text-slate-500"> · {MADE_BY[by]}</span>
      </span>
      <button
        type="button"
        className={STEP}
        aria-label="Next version"
        aria-disabled={disabled || index === count - 1}
        onClick={() => !disabled && index < count - 1 && onShow(index + 1)}
      >
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  );
}
