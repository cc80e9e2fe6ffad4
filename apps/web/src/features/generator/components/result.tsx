/**
 * The shown message and everything around it (issue 13): the stale and undo notices, the subject,
 * the versions, the message box, the two parts, the short versions, the retry box and the pinned
 * action bar. Its own chunk, fetched while the browser is idle: / loads only the empty panel.
 */
import { FORM_LIMITS } from '@introask/shared';
import { Check, Copy, Mail, RefreshCw } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CharCounter } from '@/components/ui/char-counter';
import { Kbd } from '@/components/ui/kbd';
import { signInPath } from '@/lib/redirect';
import { mailtoHref, splitMessage, subjectFor } from '../lib/message-text';
import { useCopyText } from '../lib/use-copy-text';
import type { OutputPanelProps } from './output-panel';
import { OverAskNotice } from './over-ask-notice';
import { RetryBox } from './retry-box';
import { MessagePartsView, ShortVersions, SubjectLine } from './send-kit';
import { StaleNotice, UndoNotice } from './stale-notice';
import { VersionNav } from './version-nav';

/** The message box grows with its text, up to the screen's height (CSS max-height), issue 13. */
function useAutoGrow(value: string) {
  const ref = useRef<HTMLTextAreaElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the text changes
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${box.scrollHeight + 2}px`;
  }, [value]);
  return ref;
}

export default function Result(props: OutputPanelProps) {
  const { message, writing, history, send } = props;
  const label = props.saving ? 'Saving...' : props.copied ? 'Copied!' : 'Copy & Save';
  const grow = useAutoGrow(message);
  const copier = useCopyText();
  const parts = send ? splitMessage(message) : null;
  const subject = send ? subjectFor(message, send.version.subject, send.targetName) : '';
  const busy = writing !== null;
  // Reported from here, not from the generator: this chunk may still be loading when a write lands.
  const { writes, onShown } = props;
  const reported = useRef(0);
  useEffect(() => {
    if (writes === 0 || reported.current === writes) return;
    reported.current = writes;
    onShown();
  });

  return (
    <>
      {props.onRegenerate && <StaleNotice onRegenerate={props.onRegenerate} busy={busy} />}
      {history?.onUndo && !busy && <UndoNotice onUndo={history.onUndo} />}
      {props.overAsk && !busy && (
        <OverAskNotice introducerName={props.overAsk.introducerName} asks={props.overAsk.asks} />
      )}
      {send && <SubjectLine subject={subject} copier={copier} />}
      <div className="space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <label htmlFor="generated-message" className="text-sm font-medium text-slate-800">
            Message
          </label>
          {history && history.count > 1 && (
            <VersionNav
              index={history.index}
              count={history.count}
              by={history.by}
              disabled={busy}
              onShow={history.onShow}
            />
          )}
          <CharCounter id="generated-message-count" length={message.length} max={FORM_LIMITS.message} />
        </div>
        <textarea
          id="generated-message"
          ref={(node) => {
            grow.current = node;
            const outer = props.textareaRef;
            if (typeof outer === 'function') outer(node);
            else if (outer) outer.current = node;
          }}
          value={message}
          maxLength={FORM_LIMITS.message}
          rows={14}
          readOnly={busy}
          aria-busy={busy}
          aria-describedby="generated-message-count copy-hint"
          onChange={(event) => props.onMessageChange(event.target.value)}
          className="max-h-[calc(100dvh-9rem)] min-h-48 w-full resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-sm leading-relaxed text-slate-900 focus-visible:border-brand-700 read-only:bg-slate-50"
        />
        {props.writtenBy && <p className="text-xs text-slate-600">Written by {props.writtenBy}</p>}
        {!props.isSignedIn && !busy && (
          <p className="text-xs text-slate-600">
            To keep it in a history,{' '}
            <Link to={signInPath('/', 'sign-up')} className="font-medium text-brand-700 underline hover:text-brand-900">
              create an account
            </Link>
            : you come back to this draft.
          </p>
        )}
      </div>
      {props.notes.length > 0 && (
        <aside aria-label="Notes" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <h3 className="font-medium">Notes</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {props.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </aside>
      )}
      {send && parts && (
        <MessagePartsView
          parts={parts}
          introducerName={send.introducerName}
          targetName={send.targetName}
          copier={copier}
        />
      )}
      {send?.version.versions && (
        <ShortVersions
          versions={send.version.versions}
          introducerName={send.introducerName}
          targetName={send.targetName}
          edited={send.version.by === 'edit'}
          copier={copier}
        />
      )}
      <RetryBox
        value={props.retryInstructions}
        onValueChange={props.onRetryInstructionsChange}
        busy={busy}
        onQuickRetry={props.onQuickRetry}
      />
      {/* Pinned to the bottom of the screen while the result is on it (issue 13, phone first). */}
      <div className="sticky bottom-0 z-10 -mx-4 -mb-4 flex flex-wrap items-center gap-2 rounded-b-xl border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-5 sm:-mb-5 sm:px-5">
        <Button
          onClick={props.onCopyAndSave}
          disabled={props.saving || busy || message.trim() === ''}
          className="max-sm:flex-1 max-sm:px-2"
        >
          {props.copied && !props.saving ? (
            <Check aria-hidden="true" className="h-4 w-4 max-sm:hidden" />
          ) : (
            <Copy aria-hidden="true" className="h-4 w-4 max-sm:hidden" />
          )}
          {label}
        </Button>
        <Button
          variant="secondary"
          onClick={() => props.onRetry()}
          aria-disabled={props.retrying || busy || undefined}
          aria-busy={props.retrying}
        >
          <RefreshCw
            aria-hidden="true"
            className={props.retrying ? 'h-4 w-4 animate-spin max-sm:hidden' : 'h-4 w-4 max-sm:hidden'}
          />
          {props.retrying ? 'Retrying...' : 'Retry'}
        </Button>
        {send && (
          <a
            href={mailtoHref(send.introducerEmail, subject, message)}
            className="inline-flex h-10 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium whitespace-nowrap text-slate-900 hover:bg-slate-100 max-sm:flex-1 max-sm:px-2"
          >
            <Mail aria-hidden="true" className="h-4 w-4 max-sm:hidden" />
            Open in email
          </a>
        )}
        <span id="copy-hint" className="text-xs text-slate-600 pointer-coarse:hidden">
          <Kbd>Ctrl+C</Kbd> to copy
        </span>
        <span role="status" className="sr-only">
          {props.copied ? 'Copied to the clipboard' : copier.copied ? 'Copied' : ''}
        </span>
      </div>
    </>
  );
}
