import type { GenerateRequestInput, GenerateResponse, Introducer } from '@introask/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useConfig } from '@/lib/config';
import type { ReuseRequest } from '@/lib/reuse';
import { clearToasts, toast } from '@/lib/toast';
import { useGenerate } from '../api/generate';
import { useIntroducerAsks } from '../api/get-introducer-asks';
import { introducersQueryOptions } from '../api/get-introducers';
import { useRegenerate } from '../api/regenerate';
import { buildGenerateRequest } from '../lib/build-request';
import {
  addWritten,
  currentVersion,
  type Draft,
  EMPTY_DRAFT,
  editText,
  isStale,
  loadDraft,
  saveDraft,
  showVersion,
  undoWrite,
  type Version,
} from '../lib/draft';
import { EMPTY_VALUES, type GeneratorValues, isFormValid, PREFILL_VALUES } from '../lib/form-values';
import { useCopyAndSave } from '../lib/use-copy-and-save';
import { useCtrlEnter } from '../lib/use-ctrl-enter';
import { useStreamedText } from '../lib/use-streamed-text';
import { GeneratorForm } from './generator-form';
import { GuestCard } from './guest-card';
import { OutputPanel, preloadResult } from './output-panel';

/**
 * Performance marks: click on Generate -> message visible (issue 4 budget, measured in Chromium),
 * and -> the first streamed text visible (issue 10, bench/model-stream).
 */
export const GENERATE_MARKS = {
  start: 'introask:generate-start',
  end: 'introask:generate-visible',
  measure: 'introask:generate',
  firstText: 'introask:generate-first-text',
  firstTextMeasure: 'introask:generate-first',
};

/** Toasts of the generator's own flows: a new Generate or Retry clears the ones still showing. */
const TOASTS = 'generator';
export const NAME_REQUIRED = 'Enter your name to generate';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Brings the result into view when it is not (a phone, or a long form scrolled down) and focuses it. */
function reveal(panel: HTMLElement | null, focus: boolean) {
  if (!panel) return;
  const top = panel.getBoundingClientRect().top;
  if (top < 0 || top > window.innerHeight / 2) {
    const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    panel.scrollIntoView({ block: 'start', behavior: calm ? 'auto' : 'smooth' });
  }
  if (focus) panel.focus({ preventScroll: true });
}

/**
 * While the session loads, the guest card shows (it is in the prerendered page, so guests, most first
 * visits, see it at first paint), unless this browser was signed in last time: then CSS keeps its
 * place invisible until the session answers (lib/session-hint.ts).
 *
 * The draft (form and every version of the message) is kept in session storage (issue 13), so a
 * reload, a sign-in or a sign-up lands back on it; `owner` (the signed-in user's email) keeps one
 * user's draft from another.
 */
export function Generator({
  session,
  owner = null,
  reuse = null,
  onReused,
}: {
  session: 'loading' | 'guest' | 'signed-in';
  owner?: string | null;
  /** "Reuse in the generator" from the history (issue 14): fill the form with what the request knows. */
  reuse?: ReuseRequest | null;
  /** The reuse is applied: the caller forgets it, so a reload does not apply it again over the draft. */
  onReused?: () => void;
}) {
  const isSignedIn = session === 'signed-in';
  const isGuest = !isSignedIn;
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const { values, selected } = draft;
  const shown = currentVersion(draft);
  const [ready, setReady] = useState(false);
  const [writes, setWrites] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [missingName, setMissingName] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const guestNameRef = useRef<HTMLInputElement>(null);
  const focusResult = useRef(false);
  const queryClient = useQueryClient();
  const generateMutation = useGenerate();
  const regenerateMutation = useRegenerate();
  const model = useConfig().data;
  const modelName = model?.modelConfigured ? model.modelName : null;
  // While a model writes: its text so far, and the way to stop it (the server stops the model).
  const streamed = useStreamedText();
  const stopper = useRef<AbortController | null>(null);
  const writing = generateMutation.isPending || regenerateMutation.isPending;
  const selectText = useCallback(() => {
    textareaRef.current?.focus();
    textareaRef.current?.select();
  }, []);
  const copy = useCopyAndSave(selectText);
  const ownerKey = isSignedIn ? owner : null;
  // The draft as last rendered, for the callbacks of a write that was started renders ago.
  const latestDraft = useRef(draft);
  latestDraft.current = draft;

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(preloadResult);
    return () => cancel(handle);
  }, []);

  // The kept draft comes back once the session is known (it decides whose draft may be shown),
  // unless the user has already started typing.
  useEffect(() => {
    if (session === 'loading' || ready) return;
    const stored = loadDraft(ownerKey);
    if (stored) setDraft((current) => (current === EMPTY_DRAFT ? stored : current));
    setReady(true);
  }, [session, ownerKey, ready]);
  useEffect(() => {
    if (ready) saveDraft(draft, ownerKey);
  }, [draft, ownerKey, ready]);
  // Signing out on this page: the next person at this screen starts from an empty form.
  const lastSession = useRef(session);
  useEffect(() => {
    if (lastSession.current === 'signed-in' && session === 'guest') setDraft(EMPTY_DRAFT);
    lastSession.current = session;
  }, [session]);

  // Reuse from the history: target and introducer (picked, with its context and email, when it is
  // still saved); the other fields are not stored, so they start empty. The messages written so far
  // stay as versions (issue 13: never lost work).
  const reused = useRef<string | null>(null);
  useEffect(() => {
    if (!reuse || !ready || !isSignedIn || reused.current === reuse.nonce) return;
    reused.current = reuse.nonce;
    const apply = (introducer: Introducer | null) => {
      onReused?.();
      toast.info('Filled in from your history', {
        description: 'Target and introducer are in the form. Add the rest: the form’s other inputs are not stored.',
      });
      setDraft((current) => ({
        ...current,
        selected: introducer,
        introducerEmail: introducer?.email ?? '',
        values: {
          ...EMPTY_VALUES,
          guestName: current.values.guestName,
          guestContext: current.values.guestContext,
          language: current.values.language,
          introducerName: introducer?.name ?? reuse.introducerName,
          introducerContext: introducer?.context ?? '',
          targetName: reuse.targetName,
        },
      }));
    };
    const { introducerId } = reuse;
    if (!introducerId) {
      apply(null);
      return;
    }
    queryClient
      .fetchQuery(introducersQueryOptions())
      .then((list) => apply(list.find((i) => i.id === introducerId) ?? null))
      .catch(() => apply(null));
  }, [reuse, ready, isSignedIn, queryClient, onReused]);

  const canSubmit = isFormValid(values, isGuest);
  const formRequest = buildGenerateRequest(values, isGuest);
  const stale = !writing && isStale(shown, formRequest, isGuest);

  const setField = <K extends keyof GeneratorValues>(key: K, value: GeneratorValues[K]) => {
    setDraft((current) => ({
      ...current,
      values: { ...current.values, [key]: value },
      // Editing the name away from the picked introducer drops the pick (SPEC.md section 4).
      selected:
        key === 'introducerName' && current.selected && value !== current.selected.name ? null : current.selected,
    }));
  };

  /** Start writing: the text shows as it arrives; nothing is saved until the user copies. */
  const begin = () => {
    clearToasts(TOASTS);
    setAnnouncement('');
    streamed.reset();
    stopper.current = new AbortController();
    return { signal: stopper.current.signal, onDelta: streamed.append };
  };

  const finish = (response: GenerateResponse, by: Version['by'], request: GenerateRequestInput) => {
    // What is shown now, not when the write began: the versions can be stepped through, or the text
    // edited, while it is written.
    const replacedEdit = currentVersion(latestDraft.current)?.by === 'edit';
    streamed.reset();
    copy.resetCopied();
    setDraft((current) =>
      addWritten(current, {
        text: response.content,
        by,
        request,
        notes: response.notes ?? [],
        writer: response.writer,
        style: response.style,
        subject: response.subject,
        versions: response.versions,
      }),
    );
    setWrites((n) => n + 1);
    setAnnouncement(replacedEdit ? 'Message ready. Your edit is kept: Undo brings it back.' : 'Message ready');
    focusResult.current = by === 'generate';
  };

  const fail = (title: string) => (error: unknown) => {
    streamed.reset();
    // Stop is the user's own choice: the previous state comes back without an error.
    if (!isAbort(error)) toast.error(title, { description: errorMessage(error), scope: TOASTS });
  };

  const submit = () => {
    if (writing) return;
    if (!canSubmit) {
      // Generate stays reachable when it cannot run, and says why where the fix is (issue 13).
      if (isGuest && values.guestName.trim() === '') {
        setMissingName(true);
        guestNameRef.current?.focus();
      }
      return;
    }
    const request = formRequest;
    performance.mark(GENERATE_MARKS.start);
    generateMutation.mutate(
      { request, ...begin() },
      { onSuccess: (response) => finish(response, 'generate', request), onError: fail('Generation failed') },
    );
  };

  const retry = (instructionsNow?: string) => {
    if (!shown || writing) return;
    const instructions = (instructionsNow ?? draft.retryInstructions).trim();
    const { request } = shown;
    regenerateMutation.mutate(
      {
        request: {
          ...request,
          previous_message: shown.text,
          ...(instructions ? { retry_instructions: instructions } : {}),
          ...(shown.style ? { style: shown.style } : {}),
        },
        ...begin(),
      },
      { onSuccess: (response) => finish(response, 'retry', request), onError: fail('Regeneration failed') },
    );
  };

  const stop = () => stopper.current?.abort();
  // Leaving the page while a model writes stops it, as Stop would.
  useEffect(() => () => stopper.current?.abort(), []);

  const copyAndSave = () => {
    if (!shown || writing || shown.text.trim() === '') return;
    void copy.copyAndSave({
      message: shown.text,
      lastRequest: shown.request,
      isSignedIn,
      introducerName: values.introducerName,
      introducerContext: values.introducerContext,
      introducerEmail: draft.introducerEmail,
      selected,
      // The history keeps the writer where there is a choice of writers.
      ...(modelName && shown.writer ? { writer: shown.writer.name } : {}),
      ...(shown.draftId ? { draftId: shown.draftId } : {}),
    });
  };

  // Ctrl+Enter anywhere: retry when there is output, otherwise submit if valid (SPEC.md section 4).
  useCtrlEnter(() => (shown ? retry() : submit()));

  const hasText = streamed.text !== '';
  // Don't over-ask (issue 14): earlier requests through the introducer of the message shown.
  const asksName = isSignedIn && shown ? (shown.request.introducer?.name ?? '').trim() : '';
  const asks = useIntroducerAsks(asksName, shown?.draftId, isSignedIn && !hasText && !writing);
  useEffect(() => {
    if (!hasText) return;
    reveal(panelRef.current, false);
    if (performance.getEntriesByName(GENERATE_MARKS.start, 'mark').length === 0) return;
    performance.mark(GENERATE_MARKS.firstText);
    performance.measure(GENERATE_MARKS.firstTextMeasure, GENERATE_MARKS.start, GENERATE_MARKS.firstText);
  }, [hasText]);

  /** The message of write number `writes` is on screen (called by the panel once it shows it). */
  const onShown = () => {
    if (focusResult.current) {
      focusResult.current = false;
      reveal(panelRef.current, true);
    }
    if (performance.getEntriesByName(GENERATE_MARKS.start, 'mark').length === 0) return;
    performance.mark(GENERATE_MARKS.end);
    performance.measure(GENERATE_MARKS.measure, GENERATE_MARKS.start, GENERATE_MARKS.end);
    performance.clearMarks(GENERATE_MARKS.start);
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
      <div className="space-y-6">
        {isGuest && (
          <div data-guest-card-pending={session === 'loading' || undefined}>
            <GuestCard
              name={values.guestName}
              context={values.guestContext}
              onNameChange={(v) => setField('guestName', v)}
              onContextChange={(v) => setField('guestContext', v)}
              nameRef={guestNameRef}
              nameError={missingName && values.guestName.trim() === '' ? NAME_REQUIRED : null}
            />
          </div>
        )}
        <GeneratorForm
          values={values}
          setField={setField}
          isSignedIn={isSignedIn}
          isGuest={isGuest}
          selected={selected}
          onPickIntroducer={(introducer: Introducer) => {
            setDraft((current) => ({
              ...current,
              selected: introducer,
              // Issue 13: a saved introducer remembers their email.
              introducerEmail: introducer.email ?? '',
              values: { ...current.values, introducerName: introducer.name, introducerContext: introducer.context },
            }));
          }}
          onClearIntroducer={() => {
            setDraft((current) => ({
              ...current,
              selected: null,
              values: { ...current.values, introducerName: '', introducerContext: '' },
            }));
          }}
          introducerEmail={draft.introducerEmail}
          onIntroducerEmailChange={(introducerEmail) => setDraft((current) => ({ ...current, introducerEmail }))}
          canSubmit={canSubmit}
          generating={generateMutation.isPending}
          ctrlEnterRetries={shown !== null}
          offerLanguages={modelName !== null}
          onSubmit={submit}
          onPrefill={() => {
            setDraft((current) => ({
              ...current,
              selected: null,
              values: {
                ...PREFILL_VALUES,
                ...(isGuest ? {} : { guestName: current.values.guestName, guestContext: current.values.guestContext }),
              },
            }));
          }}
        />
      </div>
      <OutputPanel
        panelRef={panelRef}
        writes={writes}
        onShown={onShown}
        isSignedIn={isSignedIn}
        announcement={announcement}
        hasOutput={shown !== null || hasText}
        message={hasText ? streamed.text : (shown?.text ?? '')}
        onMessageChange={(message) => {
          copy.resetCopied();
          setDraft((current) => editText(current, message));
        }}
        notes={hasText ? [] : (shown?.notes ?? [])}
        textareaRef={textareaRef}
        saving={copy.saving}
        copied={copy.copied}
        onCopyAndSave={copyAndSave}
        retryInstructions={draft.retryInstructions}
        onRetryInstructionsChange={(retryInstructions) => setDraft((current) => ({ ...current, retryInstructions }))}
        retrying={regenerateMutation.isPending}
        onRetry={retry}
        onQuickRetry={(instructions) => {
          setDraft((current) => ({ ...current, retryInstructions: instructions }));
          retry(instructions);
        }}
        writing={writing ? { by: modelName, onStop: stop } : null}
        writtenBy={modelName && shown?.writer && !hasText ? shown.writer.name : null}
        history={
          shown && !hasText
            ? {
                index: draft.current,
                count: draft.versions.length,
                by: shown.by,
                onShow: (index) => setDraft((current) => showVersion(current, index)),
                onUndo:
                  draft.undo === null
                    ? null
                    : () => {
                        setDraft(undoWrite);
                        setAnnouncement('Your edit is back');
                      },
              }
            : null
        }
        onRegenerate={stale ? submit : null}
        overAsk={asksName && asks.data ? { introducerName: asksName, asks: asks.data } : null}
        send={
          shown && !hasText
            ? {
                version: shown,
                introducerName: shown.request.introducer?.name ?? '',
                targetName: shown.request.target?.name ?? '',
                introducerEmail: draft.introducerEmail,
              }
            : null
        }
      />
    </div>
  );
}
