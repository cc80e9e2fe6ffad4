import { FORM_LIMITS, type Introducer, LANGUAGES, type LanguageCode } from '@introask/shared';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Kbd } from '@/components/ui/kbd';
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
  /** For "Open in email"; a signed-in user's introducer remembers it (issue 13), a guest's stays in the tab. */
  introducerEmail: string;
  onIntroducerEmailChange: (value: string) => void;
  canSubmit: boolean;
  generating: boolean;
  /** A message is shown: Ctrl+Enter retries it rather than generating (SPEC.md section 4). */
  ctrlEnterRetries: boolean;
  onSubmit: () => void;
  onPrefill: () => void;
  /** A model writes, so other languages than English can be offered. */
  offerLanguages: boolean;
}

/** The target's free-text fields, in the order the form shows them, each with an example that stays. */
const TARGET_TEXT_AREAS = [
  { key: 'targetRelevance', label: 'Relevance', hint: 'Why them, e.g. she scaled Fieldstone’s warehouse network' },
  { key: 'targetPurpose', label: 'Purpose', hint: 'What you hope for, e.g. 20 minutes on cross-dock automation' },
  { key: 'targetValueAdd', label: 'Value add', hint: 'What’s in it for them, e.g. our pick-rate data' },
] as const;

const LEGEND = 'mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase';

export function GeneratorForm(props: GeneratorFormProps) {
  const { values, setField, canSubmit, generating } = props;
  const emailId = useId();
  const blocked = !canSubmit || generating;
  return (
    <Card aria-labelledby="generator-form-heading">
      <form
        noValidate
        aria-labelledby="generator-form-heading"
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <h2 id="generator-form-heading" className="text-lg font-semibold tracking-tight">
          Your introduction request
        </h2>
        <fieldset className="space-y-3">
          <legend className={LEGEND}>Introducer</legend>
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
            rows={2}
            hint="How you know them, e.g. we worked together at Stripe"
          />
          <div className="space-y-1">
            <label htmlFor={emailId} className="text-sm font-medium text-slate-800">
              Introducer email <span className="font-normal text-slate-600">(optional)</span>
            </label>
            <input
              id={emailId}
              type="email"
              autoComplete="off"
              value={props.introducerEmail}
              maxLength={254}
              onChange={(event) => props.onIntroducerEmailChange(event.target.value)}
              aria-describedby={`${emailId}-hint`}
              className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-brand-700"
            />
            <p id={`${emailId}-hint`} className="text-xs text-slate-600">
              {props.isSignedIn
                ? 'Fills in “Open in email”, and is saved with the introducer when you copy.'
                : 'Fills in “Open in email”. Stays in this browser tab; IntroAsk never receives it.'}
            </p>
          </div>
        </fieldset>
        <fieldset className="space-y-3">
          <legend className={LEGEND}>Target</legend>
          <TextInputField
            label="Target name"
            value={values.targetName}
            max={FORM_LIMITS.targetName}
            onValueChange={(v) => setField('targetName', v)}
            hint="Who you want to meet, e.g. Elena Vasquez-Hart, COO at Fieldstone"
          />
          {TARGET_TEXT_AREAS.map(({ key, label, hint }) => (
            <TextAreaField
              key={key}
              label={label}
              value={values[key]}
              max={FORM_LIMITS[key]}
              onValueChange={(v) => setField(key, v)}
              rows={2}
              hint={hint}
            />
          ))}
        </fieldset>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <div className="flex items-center gap-2">
            <input
              id="include-calendly"
              type="checkbox"
              checked={values.includeCalendly}
              onChange={(event) => setField('includeCalendly', event.target.checked)}
              className="h-4 w-4 rounded border-slate-400 accent-brand-700"
            />
            <label htmlFor="include-calendly" className="text-sm text-slate-800">
              Include Calendly link
            </label>
          </div>
          {props.offerLanguages && (
            <div className="flex items-center gap-2">
              <label htmlFor="message-language" className="text-sm text-slate-800">
                Language
              </label>
              <select
                id="message-language"
                value={values.language}
                onChange={(event) => setField('language', event.target.value as LanguageCode)}
                className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
              >
                {LANGUAGES.map((l) => (
                  <option key={l.code} value={l.code}>
                    {l.label}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        {/* Pinned to the bottom of the screen while the form is on it: Generate is always in reach (issue 13). */}
        <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-5 sm:px-5">
          <Button
            type="submit"
            aria-disabled={blocked || undefined}
            aria-describedby="generate-hint"
            aria-busy={generating}
          >
            {generating && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />}
            Generate
          </Button>
          <span id="generate-hint" className="min-w-0 flex-1 text-xs leading-tight text-slate-600">
            {props.isGuest && !canSubmit ? (
              'Enter your name first'
            ) : (
              <span className="pointer-coarse:hidden">
                {props.ctrlEnterRetries ? (
                  <>
                    <Kbd>Ctrl+Enter</Kbd> retries the message
                  </>
                ) : (
                  <>
                    or press <Kbd>Ctrl+Enter</Kbd>
                  </>
                )}
              </span>
            )}
          </span>
          <Button variant="outline" size="sm" onClick={props.onPrefill}>
            Dev Prefill
          </Button>
        </div>
        <p className="text-xs text-slate-600">
          Form inputs are not stored. Only the version you copy is saved.{' '}
          <span>Your draft stays in this browser tab until you close it.</span>
        </p>
      </form>
    </Card>
  );
}
