import { type Introducer, UI_CONSTANTS } from '@introask/shared';

/** SPEC.md sections 7 and 9: the first 8 introducers whose name starts with the text, case-insensitive. */
export function matchIntroducers(list: readonly Introducer[], text: string): Introducer[] {
  const prefix = text.trim().toLowerCase();
  if (prefix === '') return [];
  const matches: Introducer[] = [];
  for (const introducer of list) {
    if (introducer.name.toLowerCase().startsWith(prefix)) {
      matches.push(introducer);
      if (matches.length === UI_CONSTANTS.autocompleteMax) break;
    }
  }
  return matches;
}

export interface AutocompleteState {
  open: boolean;
  /** Index of the highlighted match; -1 when none is. */
  active: number;
}

export type AutocompleteKeyResult =
  | { kind: 'state'; state: AutocompleteState }
  | { kind: 'pick'; index: number }
  | { kind: 'ignore' };

/**
 * Keyboard behaviour of the introducer name box (SPEC.md section 4): arrows cycle through the
 * matches (opening the list if it was closed), Enter picks the highlighted one, Escape closes.
 */
export function autocompleteKey(state: AutocompleteState, key: string, count: number): AutocompleteKeyResult {
  if (count === 0)
    return state.open && key === 'Escape' ? { kind: 'state', state: { open: false, active: -1 } } : { kind: 'ignore' };
  switch (key) {
    case 'ArrowDown': {
      if (!state.open) return { kind: 'state', state: { open: true, active: 0 } };
      return { kind: 'state', state: { open: true, active: (state.active + 1) % count } };
    }
    case 'ArrowUp': {
      if (!state.open || state.active <= 0) return { kind: 'state', state: { open: true, active: count - 1 } };
      return { kind: 'state', state: { open: true, active: state.active - 1 } };
    }
    case 'Enter':
      return state.open && state.active >= 0 && state.active < count
        ? { kind: 'pick', index: state.active }
        : { kind: 'ignore' };
    case 'Escape':
      return state.open ? { kind: 'state', state: { open: false, active: -1 } } : { kind: 'ignore' };
    default:
      return { kind: 'ignore' };
  }
}
