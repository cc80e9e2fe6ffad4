import { FORM_LIMITS, type Introducer } from '@introask/shared';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { CharCounter } from '@/components/ui/char-counter';
import { cn } from '@/lib/cn';
import { useIntroducerMatches } from '../api/search-introducers';
import { type AutocompleteState, autocompleteKey, matchIntroducers } from '../lib/autocomplete';

interface IntroducerNameFieldProps {
  value: string;
  isSignedIn: boolean;
  selected: Introducer | null;
  onValueChange: (value: string) => void;
  onPick: (introducer: Introducer) => void;
  onClear: () => void;
}

const CLOSED: AutocompleteState = { open: false, active: -1 };

/** The introducer name with autocomplete over saved introducers (ARIA combobox, list autocomplete). */
export function IntroducerNameField({
  value,
  isSignedIn,
  selected,
  onValueChange,
  onPick,
  onClear,
}: IntroducerNameFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const { data: introducers } = useIntroducerMatches(value, isSignedIn);
  const [state, setState] = useState<AutocompleteState>(CLOSED);
  const matches = isSignedIn ? matchIntroducers(introducers ?? [], value) : [];
  const expanded = state.open && matches.length > 0;

  const pick = (introducer: Introducer) => {
    onPick(introducer);
    setState(CLOSED);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const result = autocompleteKey({ open: expanded, active: state.active }, event.key, matches.length);
    if (result.kind === 'ignore') return;
    event.preventDefault();
    if (result.kind === 'pick') {
      const introducer = matches[result.index];
      if (introducer) pick(introducer);
    } else {
      setState(result.state);
    }
  };

  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Introducer name
        </label>
        <CharCounter id={`${id}-count`} length={value.length} max={FORM_LIMITS.introducerName} />
      </div>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && state.active >= 0 ? `${id}-option-${state.active}` : undefined}
          aria-describedby={`${id}-count ${id}-hint`}
          value={value}
          maxLength={FORM_LIMITS.introducerName}
          onChange={(event) => {
            onValueChange(event.target.value);
            setState({ open: true, active: -1 });
          }}
          onFocus={() => setState({ open: true, active: -1 })}
          onBlur={() => setState(CLOSED)}
          onKeyDown={onKeyDown}
          className={cn(
            'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-brand-700',
            selected && 'pr-10',
          )}
        />
        {selected && (
          <button
            type="button"
            aria-label="Clear selected introducer"
            onClick={onClear}
            className="absolute top-1 right-1 inline-flex h-8 w-8 items-center justify-center rounded text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        )}
        <div
          id={listId}
          role="listbox"
          aria-label="Saved introducers"
          hidden={!expanded}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {expanded &&
            matches.map((introducer, index) => (
              // Options are reached with the arrow keys through aria-activedescendant (ARIA combobox
              // pattern); focus stays in the input, so they have no key handlers of their own.
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard handled by the combobox input
              <div
                key={introducer.id}
                id={`${id}-option-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === state.active}
                // Keep focus in the input so the list does not close before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(introducer)}
                onMouseEnter={() => setState({ open: true, active: index })}
                className={cn(
                  'cursor-pointer px-3 py-2 text-sm',
                  index === state.active ? 'bg-brand-100 text-brand-950' : 'text-slate-900',
                )}
              >
                <span className="block font-medium">{introducer.name}</span>
                {introducer.context && (
                  <span className="block truncate text-xs text-slate-600">{introducer.context}</span>
                )}
              </div>
            ))}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Who knows you both, e.g. Sam Okafor.{' '}
        <span>
          {!isSignedIn
            ? 'Sign in to save introducers'
            : selected
              ? `Saved introducer: ${selected.name}`
              : 'Start typing to pick a saved introducer'}
        </span>
      </p>
    </div>
  );
}
