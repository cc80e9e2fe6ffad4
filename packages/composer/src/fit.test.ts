/** The last-resort fitter, exercised with budgets far below 4000 since valid inputs never reach it. */
import { describe, expect, it } from 'vitest';
import { gatherFacts } from './facts';
import { renderWithin } from './fit';
import { FIXTURES } from './fixtures';
import { BLOCK_END, BLOCK_START, render } from './render';
import { defaultStyle } from './style';
import { splitSentences } from './text';

describe('renderWithin', () => {
  const fx = FIXTURES.find((f) => f.name === 'every field at its maximum (guest)');
  if (!fx) throw new Error('fixture missing');
  const facts = gatherFacts(fx.request, fx.profile);
  const style = defaultStyle(facts.seed, false);
  const full = render(facts, style);

  it('leaves a message that fits alone', () => {
    expect(renderWithin(facts, style)).toBe(full);
  });

  it.each([1200, 700, 500])('fits %i characters by shedding whole sentences', (max) => {
    const out = renderWithin(facts, style, max);
    expect(out.length).toBeLessThanOrEqual(max);
    expect(out.startsWith('Hi Samuel,') || out.startsWith('Hello Samuel,')).toBe(true);
    expect(out.endsWith('\nPat')).toBe(true);
    expect(out.includes(BLOCK_START)).toBe(out.includes(BLOCK_END));
    // Every sentence left is one the engine wrote whole at some detail level: no sentence is cut.
    const compact = [0, 1, 2, 3].map((compactLevel) => render(facts, { ...style, compact: compactLevel })).join('\n');
    for (const line of out.split('\n'))
      for (const sentence of splitSentences(line)) expect(compact).toContain(sentence);
  });
});
