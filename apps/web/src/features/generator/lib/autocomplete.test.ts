import type { Introducer } from '@introask/shared';
import { describe, expect, it } from 'vitest';
import { autocompleteKey, matchIntroducers } from './autocomplete';

const person = (name: string, i = 0): Introducer => ({
  id: `id-${name}-${i}`,
  name,
  context: `${name} context`,
  email: '',
});

describe('matchIntroducers', () => {
  const list = [person('Alice'), person('alan'), person('Bob'), person('Malia')];

  it('matches names that start with the text, ignoring case', () => {
    expect(matchIntroducers(list, 'AL').map((i) => i.name)).toEqual(['Alice', 'alan']);
    expect(matchIntroducers(list, 'ali').map((i) => i.name)).toEqual(['Alice']);
  });

  it('does not match in the middle of a name', () => {
    expect(matchIntroducers(list, 'lia')).toEqual([]);
  });

  it('needs at least one character', () => {
    expect(matchIntroducers(list, '')).toEqual([]);
    expect(matchIntroducers(list, '  ')).toEqual([]);
  });

  it('returns at most the first 8 matches, in list order', () => {
    const many = Array.from({ length: 12 }, (_, i) => person(`Sam ${i}`, i));
    const matches = matchIntroducers(many, 'sam');
    expect(matches).toHaveLength(8);
    expect(matches[0]?.name).toBe('Sam 0');
    expect(matches[7]?.name).toBe('Sam 7');
  });
});

describe('autocompleteKey', () => {
  const closed = { open: false, active: -1 };

  it('ArrowDown opens and highlights the first match, then cycles to the top', () => {
    let result = autocompleteKey(closed, 'ArrowDown', 3);
    expect(result).toEqual({ kind: 'state', state: { open: true, active: 0 } });
    result = autocompleteKey({ open: true, active: 2 }, 'ArrowDown', 3);
    expect(result).toEqual({ kind: 'state', state: { open: true, active: 0 } });
  });

  it('ArrowUp cycles from the first match to the last', () => {
    expect(autocompleteKey({ open: true, active: 0 }, 'ArrowUp', 3)).toEqual({
      kind: 'state',
      state: { open: true, active: 2 },
    });
    expect(autocompleteKey({ open: true, active: 2 }, 'ArrowUp', 3)).toEqual({
      kind: 'state',
      state: { open: true, active: 1 },
    });
  });

  it('Enter picks the highlighted match only', () => {
    expect(autocompleteKey({ open: true, active: 1 }, 'Enter', 3)).toEqual({ kind: 'pick', index: 1 });
    expect(autocompleteKey({ open: true, active: -1 }, 'Enter', 3)).toEqual({ kind: 'ignore' });
    expect(autocompleteKey(closed, 'Enter', 3)).toEqual({ kind: 'ignore' });
  });

  it('Escape closes an open list', () => {
    expect(autocompleteKey({ open: true, active: 1 }, 'Escape', 3)).toEqual({
      kind: 'state',
      state: { open: false, active: -1 },
    });
    expect(autocompleteKey(closed, 'Escape', 3)).toEqual({ kind: 'ignore' });
  });

  it('ignores arrows when nothing matches', () => {
    expect(autocompleteKey(closed, 'ArrowDown', 0)).toEqual({ kind: 'ignore' });
  });
});
