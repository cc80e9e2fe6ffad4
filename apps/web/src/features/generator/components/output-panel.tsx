import { FORM_LIMITS } from '@introask/shared';
import { Check, Copy } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CharCounter } from '@/components/ui/char-counter';
import { RetryBox } from './retry-box';

interface OutputPanelProps {
  isSignedIn: boolean;
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
  const { hasOutput, message } = props;
  const label = props.saving ? 'Saving...' : props.copied ? 'Copied!' : 'Copy & Save';

  return (
    <Card
      aria-labelledby="output-heading"
      className="space-y-4"
      onKeyDown={(event) => {
        // SPEC.md section 4: Ctrl+C inside the panel, with no selection of its own, copies and saves.
        if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'c' || !hasOutput) return;
        if (hasOwnSelection(event.currentTarget, event.target)) return;
        event.preventDefault();
        props.onCopyAndSave();
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="output-heading" className="text-lg font-semibold">
          Generated Message
        </h2>
        <span className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-800 ring-1 ring-blue-200">
          {props.isSignedIn ? 'Using your About Me' : 'Guest mode'}
        </span>
      </div>

      {!hasOutput ? (
        <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
          Fill out the form and click Generate
        </p>
      ) : (
        <>
          <div className="space-y-1">
            <div className="flex items-baseline justify-between">
              <label htmlFor="generated-message" className="text-sm font-medium text-slate-800">
                Message
              </label>
              <CharCounter id="generated-message-count" length={message.length} max={FORM_LIMITS.message} />
            </div>
            <textarea
              id="generated-message"
              ref={props.textareaRef}
              value={message}
              maxLength={FORM_LIMITS.message}
              rows={14}
              aria-describedby="generated-message-count copy-hint"
              onChange={(event) => props.onMessageChange(event.target.value)}
              className="w-full resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-sm leading-relaxed text-slate-900 focus-visible:border-blue-700"
            />
          </div>
          {props.notes.length > 0 && (
            <aside
              aria-label="Notes"
              className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            >
              <h3 className="font-medium">Notes</h3>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {props.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </aside>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={props.onCopyAndSave} disabled={props.saving || message.trim() === ''}>
              {props.copied && !props.saving ? (
                <Check aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Copy aria-hidden="true" className="h-4 w-4" />
              )}
              {label}
            </Button>
            <span id="copy-hint" className="text-xs text-slate-600">
              <kbd className="rounded border border-slate-300 bg-slate-100 px-1 font-mono">Ctrl+C</kbd> to copy
            </span>
            <span role="status" className="sr-only">
              {props.copied ? 'Copied to the clipboard' : ''}
            </span>
          </div>
          <RetryBox
            value={props.retryInstructions}
            onValueChange={props.onRetryInstructionsChange}
            retrying={props.retrying}
            onRetry={props.onRetry}
          />
        </>
      )}
    </Card>
  );
}
