import { Search } from 'lucide-react';

const HISTORY_SEARCH_ID = 'history-search';

/** Search by target or introducer name (issue 14): the server searches, as the user types. */
export function HistorySearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={HISTORY_SEARCH_ID} className="sr-only">
        Search by target or introducer name
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
      />
      <input
        id={HISTORY_SEARCH_ID}
        type="search"
        value={value}
        maxLength={80}
        placeholder="Search by target or introducer"
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full rounded-md border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 focus-visible:border-brand-700"
      />
    </div>
  );
}
