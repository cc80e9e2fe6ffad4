import { useState } from 'react';

const TOOLTIP = 'Generating works without an account. Copy & Save may need you to sign in.';

/**
 * A CSS tooltip on a focusable badge: shown on hover and on keyboard focus, dismissed with Escape.
 * (Radix Tooltip would add its positioning engine to the first load for one sentence.)
 */
export function GuestBadge() {
  const [dismissed, setDismissed] = useState(false);
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-describedby="guest-badge-tooltip"
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
        onMouseEnter={() => setDismissed(false)}
        className="cursor-help rounded-full border border-slate-300 bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800"
      >
        Guest
      </button>
      <span
        id="guest-badge-tooltip"
        role="tooltip"
        className={
          dismissed
            ? 'hidden'
            : 'invisible absolute top-full right-0 z-30 mt-2 w-64 rounded-md bg-slate-900 px-3 py-2 text-xs text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100'
        }
      >
        {TOOLTIP}
      </span>
    </span>
  );
}
