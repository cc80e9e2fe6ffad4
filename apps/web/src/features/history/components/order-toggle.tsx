import { cn } from '@/lib/cn';
import type { HistoryOrder } from '../api/get-rfis';

const OPTIONS: Array<{ value: HistoryOrder; label: string }> = [
  { value: 'desc', label: 'Newest first' },
  { value: 'asc', label: 'Oldest first' },
];

export function OrderToggle({ order, onChange }: { order: HistoryOrder; onChange: (order: HistoryOrder) => void }) {
  return (
    <fieldset className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
      <legend className="sr-only">Date order</legend>
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={order === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded px-3 py-1 text-sm font-medium',
            order === option.value ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
