import type { ReactNode } from 'react';

/** A key name in a shortcut hint. Hints are hidden on touch screens, where they mean nothing (issue 13). */
export function Kbd({ children }: { children: ReactNode }) {
  return (
    <kbd className="rounded border border-slate-300 bg-slate-100 px-1 font-mono text-[0.6875rem] text-slate-700">
      {children}
    </kbd>
  );
}
