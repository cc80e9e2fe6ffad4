import { FORM_LIMITS, type Introducer } from '@introask/shared';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextAreaField, TextInputField } from '@/components/ui/text-field';
import type { GeneratorValues } from '../lib/form-values';
import { IntroducerNameField } from './introducer-name-field';

interface GeneratorFormProps {
  values: GeneratorValues;
  setField: <K extends keyof GeneratorValues>(key: K, value: GeneratorValues[K]) => void;
  isSignedIn: boolean;
  isGuest: boolean;
  selected: Introducer | null;
  onPickIntroducer: (introducer: Introducer) => void;
  onClearIntroducer: () => void;
  canSubmit: boolean;
  generating: boolean;
  onSubmit: () => void;
  onPrefill: () => void;
}

/** The target's free-text fields, in the order the form shows them. */
const TARGET_TEXT_AREAS = [
  { key: 'targetRelevance', label: 'Relevance', placeholder: 'Why this person matters to you' },
  { key: 'targetPurpose', label: 'Purpose', placeholder: 'What you hope to get from the conversation' },
  { key: 'targetValueAdd', label: 'Value add', placeholder: "What's in it for them" },
] as const;

export function GeneratorForm(props: GeneratorFormProps) {
  const { values, setField, canSubmit, generating } = props;
  return (
    <Card aria-labelledby="generator-form-heading">
      <form
        noValidate
        aria-labelledby="generator-form-heading"
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <h2 id="generator-form-heading" className="text-lg font-semibold">
          Your introduction request
        </h2>
        <fieldset className="space-y-4">
          <legend className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">Introducer</legend>
          <IntroducerNameField
            value={values.introducerName}
            isSignedIn={props.isSignedIn}
            selected={props.selected}
            onValueChange={(value) => setField('introducerName', value)}
            onPick={props.onPickIntroducer}
            onClear={props.onClearIntroducer}
          />
          <TextAreaField
            label="Introducer context"
            value={values.introducerContext}
            max={FORM_LIMITS.introducerContext}
            onValueChange={(value) => setField('introducerContext', value)}
            placeholder="How you know them"
          />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">Target</legend>
          <TextInputField
            label="Target name"
            value={values.targetName}
            max={FORM_LIMITS.targetName}
            onValueChange={(v) => setField('targetName', v)}
          />
          {TARGET_TEXT_AREAS.map(({ key, label, placeholder }) => (
            <TextAreaField
              key={key}
              label={label}
              value={values[key]}
              max={FORM_LIMITS[key]}
              onValueChange={(v) => setField(key, v)}
              placeholder={placeholder}
            />
          ))}
        </fieldset>
        <div className="flex items-center gap-2">
          <input
            id="include-calendly"
            type="checkbox"
            checked={values.includeCalendly}
            onChange={(event) => setField('includeCalendly', event.target.checked)}
            className="h-4 w-4 rounded border-slate-400 accent-blue-700"
          />
          <label htmlFor="include-calendly" className="text-sm text-slate-800">
            Include Calendly link
          </label>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            disabled={!canSubmit || generating}
            aria-describedby="generate-hint"
            aria-busy={generating}
          >
            {generating && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
            Generate
          </Button>
          <span id="generate-hint" className="text-xs text-slate-600">
            or press <kbd className="rounded border border-slate-300 bg-slate-100 px-1 font-mono">Ctrl+Enter</kbd>
            {props.isGuest && !canSubmit && <span> (enter your name first)</span>}
          </span>
          <Button variant="outline" size="sm" className="ml-auto" onClick={props.onPrefill}>
            Dev Prefill
          </Button>
        </div>
        <p className="border-t border-slate-200 pt-4 text-xs text-slate-600">
          Form inputs are not stored. Only the version you copy is saved.
        </p>
      </form>
    </Card>
  );
}
