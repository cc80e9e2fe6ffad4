import { RefreshCw, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The form changed after this message was written (issue 13): say so, and offer to write it again. */
export function StaleNotice({ onRegenerate, busy }: { onRegenerate: () => void; busy: boolean }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <span>The form changed since this message was written.</span>
      <Button variant="outline" size="sm" onClick={onRegenerate} aria-disabled={busy || undefined}>
        <RefreshCw aria-hidden="true" className="h-3.5 w-3.5" />
        Regenerate
      </Button>
    </div>
  );
}

/** A write replaced the user's own edit: it is kept as a version, and one click brings it back. */
export function UndoNotice({ onUndo }: { onUndo: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
      <span>A new version replaced your edit. Your edit is kept.</span>
      <Button variant="outline" size="sm" onClick={onUndo}>
        <Undo2 aria-hidden="true" className="h-3.5 w-3.5" />
        Undo
      </Button>
    </div>
  );
}
