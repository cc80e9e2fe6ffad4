import type { GenerateRequestInput, Introducer } from '@introask/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useGenerate } from '../api/generate';
import { useRegenerate } from '../api/regenerate';
import { buildGenerateRequest } from '../lib/build-request';
import { EMPTY_VALUES, type GeneratorValues, isFormValid, PREFILL_VALUES } from '../lib/form-values';
import { useCopyAndSave } from '../lib/use-copy-and-save';
import { useCtrlEnter } from '../lib/use-ctrl-enter';
import { GeneratorForm } from './generator-form';
import { GuestCard } from './guest-card';
import { OutputPanel } from './output-panel';

/** Performance marks: click on Generate -> message visible (issue 4 budget, measured in Chromium). */
export const GENERATE_MARKS = {
  start: 'introask:generate-start',
  end: 'introask:generate-visible',
  measure: 'introask:generate',
};

interface Output {
  message: string;
  notes: string[];
  request: GenerateRequestInput;
  version: number;
}

/**
 * While the session loads, the guest card shows (it is in the prerendered page, so guests, most first
 * visits, see it at first paint), unless this browser was signed in last time: then CSS keeps its
 * place invisible until the session answers (lib/session-hint.ts).
 */
export function Generator({ session }: { session: 'loading' | 'guest' | 'signed-in' }) {
  const isSignedIn = session === 'signed-in';
  const isGuest = !isSignedIn;
  const [values, setValues] = useState<GeneratorValues>(EMPTY_VALUES);
  const [selected, setSelected] = useState<Introducer | null>(null);
  const [output, setOutput] = useState<Output | null>(null);
  const [retryInstructions, setRetryInstructions] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const generateMutation = useGenerate();
  const regenerateMutation = useRegenerate();
  const selectText = useCallback(() => {
    textareaRef.current?.focus();
    textareaRef.current?.select();
  }, []);
  const copy = useCopyAndSave(selectText);

  const canSubmit = isFormValid(values, isGuest);

  const setField = <K extends keyof GeneratorValues>(key: K, value: GeneratorValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // Editing the name away from the picked introducer drops the pick (SPEC.md section 4).
    if (key === 'introducerName' && selected && value !== selected.name) setSelected(null);
  };

  const submit = () => {
    if (!canSubmit || generateMutation.isPending) return;
    const request = buildGenerateRequest(values, isGuest);
    performance.mark(GENERATE_MARKS.start);
    generateMutation.mutate(request, {
      onSuccess: (response) => {
        copy.resetCopied();
        setOutput((current) => ({
          message: response.content,
          notes: response.notes ?? [],
          request,
          version: (current?.version ?? 0) + 1,
        }));
      },
      onError: (error) => toast.error('Generation failed', { description: errorMessage(error) }),
    });
  };

  const retry = () => {
    if (!output || regenerateMutation.isPending) return;
    const instructions = retryInstructions.trim();
    regenerateMutation.mutate(
      {
        ...output.request,
        previous_message: output.message,
        ...(instructions ? { retry_instructions: instructions } : {}),
      },
      {
        onSuccess: (response) => {
          copy.resetCopied();
          setOutput(
            (current) =>
              current && {
                ...current,
                message: response.content,
                notes: response.notes ?? [],
                version: current.version + 1,
              },
          );
        },
        onError: (error) => toast.error('Regeneration failed', { description: errorMessage(error) }),
      },
    );
  };

  const copyAndSave = () => {
    if (!output || output.message.trim() === '') return;
    void copy.copyAndSave({
      message: output.message,
      lastRequest: output.request,
      isSignedIn,
      introducerName: values.introducerName,
      introducerContext: values.introducerContext,
      selected,
    });
  };

  // Ctrl+Enter anywhere: retry when there is output, otherwise submit if valid (SPEC.md section 4).
  useCtrlEnter(() => (output ? retry() : submit()));

  const version = output?.version;
  useEffect(() => {
    if (version === undefined) return;
    if (performance.getEntriesByName(GENERATE_MARKS.start, 'mark').length === 0) return;
    performance.mark(GENERATE_MARKS.end);
    performance.measure(GENERATE_MARKS.measure, GENERATE_MARKS.start, GENERATE_MARKS.end);
    performance.clearMarks(GENERATE_MARKS.start);
  }, [version]);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        {isGuest && (
          <div data-guest-card-pending={session === 'loading' || undefined}>
            <GuestCard
              name={values.guestName}
              context={values.guestContext}
              onNameChange={(v) => setField('guestName', v)}
              onContextChange={(v) => setField('guestContext', v)}
            />
          </div>
        )}
        <GeneratorForm
          values={values}
          setField={setField}
          isSignedIn={isSignedIn}
          isGuest={isGuest}
          selected={selected}
          onPickIntroducer={(introducer) => {
            setSelected(introducer);
            setValues((current) => ({
              ...current,
              introducerName: introducer.name,
              introducerContext: introducer.context,
            }));
          }}
          onClearIntroducer={() => {
            setSelected(null);
            setValues((current) => ({ ...current, introducerName: '', introducerContext: '' }));
          }}
          canSubmit={canSubmit}
          generating={generateMutation.isPending}
          onSubmit={submit}
          onPrefill={() => {
            setSelected(null);
            setValues((current) => ({
              ...PREFILL_VALUES,
              ...(isGuest ? {} : { guestName: current.guestName, guestContext: current.guestContext }),
            }));
          }}
        />
      </div>
      <div className="lg:sticky lg:top-6 lg:self-start">
        <OutputPanel
          isSignedIn={isSignedIn}
          hasOutput={output !== null}
          message={output?.message ?? ''}
          onMessageChange={(message) => {
            copy.resetCopied();
            setOutput((current) => current && { ...current, message });
          }}
          notes={output?.notes ?? []}
          textareaRef={textareaRef}
          saving={copy.saving}
          copied={copy.copied}
          onCopyAndSave={copyAndSave}
          retryInstructions={retryInstructions}
          onRetryInstructionsChange={setRetryInstructions}
          retrying={regenerateMutation.isPending}
          onRetry={retry}
        />
      </div>
    </div>
  );
}
