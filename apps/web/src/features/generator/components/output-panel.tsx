import type { IntroducerAsks } from '@introask/shared';
import { Square } from 'lucide-react';
import { lazy, type Ref, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { Version } from '../lib/draft';
import { EmptyOutput } from './empty-output';

// The shown message and its tools are a chunk of their own (issue 4 budget for /), fetched while
// the browser is idle (preloadResult), so it is there before the first message is.
const load = () => import('./result');
const Result = lazy(load);
export const preloadResult = () => void load();

function ResultSkeleton() {
  return (
    <div role="status" aria-label="Loading the message" className="space-y-3">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

export interface OutputPanelProps {
  panelRef: Ref<HTMLElement>;
  /** How many messages were written: each new one is reported with onShown once it is on screen. */
  writes: number;
  onShown: () => void;
  isSignedIn: boolean;
  /** Said by the live region: "Message ready" when a write lands (issue 13). */
  announcement: string;
  hasOutput: boolean;
  message: string;
  onMessageChange: (value: string) => void;
  notes: string[];
  textareaRef: Ref<HTMLTextAreaElement>;
  saving: boolean;
  copied: boolean;
  onCopyAndSave: () => void;
  retryInstructions: string;
  onRetryInstructionsChange: (value: string) => void;
  retrying: boolean;
  onRetry: () => void;
  onQuickRetry: (instructions: string) => void;
  /** A request is under way; `by` names the model writing it (null: the built-in writer, too quick to stop). */
  writing: { by: string | null; onStop: () => void } | null;
  /** Who wrote the message shown, when there is a choice of writers. */
  writtenBy: string | null;
  /** The versions of the draft, when a message is shown. */
  history: {
    index: number;
    count: number;
    by: Version['by'];
    onShow: (index: number) => void;
    onUndo: (() => void) | null;
  } | null;
  /** Set when the form changed since the shown message was written: write it again from the form. */
  onRegenerate: (() => void) | null;
  /** Earlier requests through this introducer, for the don't-over-ask notice (issue 14). */
  overAsk: { introducerName: string; asks: IntroducerAsks } | null;
  send: { version: Version; introducerName: string; targetName: string; introducerEmail: string } | null;
}

/** True when the user has selected text of their own in the panel: Ctrl+C then copies just that. */
function hasOwnSelection(panel: HTMLElement, target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement) {
    return (target.selectionStart ?? 0) !== (target.selectionEnd ?? 0);
  }
  const selection = window.getSelection();
  return !!selection && !selection.isCollapsed && !!selection.anchorNode && panel.contains(selection.anchorNode);
}

export function OutputPanel(props: OutputPanelProps) {
  const { hasOutput, writing } = props;

  return (
    <Card
      ref={props.panelRef}
      tabIndex={-1}
      aria-labelledby="output-heading"
      className="scroll-mt-4 space-y-4"
      onKeyDown={(event) => {
        // SPEC.md section 4: Ctrl+C inside the panel, with no selection of its own, copies and saves.
        if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'c' || !hasOutput || writing) return;
        if (hasOwnSelection(event.currentTarget, event.target)) return;
        event.preventDefault();
        props.onCopyAndSave();
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="output-heading" className="text-lg font-semibold tracking-tight">
          Generated Message
        </h2>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200">
          {props.isSignedIn ? 'Using your About Me' : 'Guest mode'}
        </span>
      </div>
      <p role="status" className="sr-only">
        {props.announcement}
      </p>

      {writing?.by && (
        <div className="flex items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <span role="status">Writing with {writing.by}...</span>
          <Button variant="outline" size="sm" onClick={writing.onStop}>
            <Square aria-hidden="true" className="h-3.5 w-3.5" />
            Stop
          </Button>
        </div>
      )}

      {!hasOutput ? (
        <EmptyOutput />
      ) : (
        <Suspense fallback={<ResultSkeleton />}>
          <Result {...props} />
        </Suspense>
      )}
    </Card>
  );
}
